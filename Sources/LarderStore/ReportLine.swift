import LarderCore

/// One purchased item with what reports need from its trip and food, flattened.
public struct ReportLine: Sendable, Hashable {
    public var tripId: Int64
    public var date: ReceiptDate
    public var storeName: String?
    public var itemName: String
    public var grams: Double?
    public var priceCents: Int
    /// The item's own category, else its food's; `nil` when neither is known.
    public var category: FoodCategory?
    public var foodId: Int64?
    public var foodName: String?
    /// Per 100 g; `nil` when the item has no food.
    public var nutrition: Nutrition?
    /// The trip's currency (`EUR`, `GBP`, ...); `nil` when the receipt did not say.
    public var currency: String?

    public init(
        tripId: Int64, date: ReceiptDate, storeName: String?, itemName: String, grams: Double?, priceCents: Int,
        category: FoodCategory?, foodId: Int64?, foodName: String?, nutrition: Nutrition?, currency: String? = nil
    ) {
        self.tripId = tripId
        self.date = date
        self.storeName = storeName
        self.itemName = itemName
        self.grams = grams
        self.priceCents = priceCents
        self.category = category
        self.foodId = foodId
        self.foodName = foodName
        self.nutrition = nutrition
        self.currency = currency
    }
}

/// One trip as spending reports see it.
public struct ReportTrip: Sendable, Hashable {
    public var id: Int64
    public var date: ReceiptDate
    public var storeName: String?
    public var totalCents: Int?
    /// The sum of the trip's item prices, for trips whose receipt shows no total.
    public var itemCents: Int
    /// `nil` when the receipt did not say.
    public var currency: String?

    public init(
        id: Int64, date: ReceiptDate, storeName: String?, totalCents: Int?, itemCents: Int, currency: String? = nil
    ) {
        self.id = id
        self.date = date
        self.storeName = storeName
        self.totalCents = totalCents
        self.itemCents = itemCents
        self.currency = currency
    }
}
