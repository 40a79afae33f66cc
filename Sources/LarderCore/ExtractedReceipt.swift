/// A grocery trip as an extractor read it from one receipt. Unknown values are `nil`, never invented.
public struct ExtractedReceipt: Sendable, Hashable, Codable {
    public var store: StoreInfo
    public var date: ReceiptDate?
    /// ISO 4217 code, e.g. "EUR".
    public var currency: String?
    /// The amount paid, in cents.
    public var totalCents: Int?
    public var items: [ExtractedItem]
    /// Problems a person should look at, in plain words ("items add up to 12.40, total says 12.90").
    public var warnings: [String]

    public init(
        store: StoreInfo = StoreInfo(), date: ReceiptDate? = nil, currency: String? = nil, totalCents: Int? = nil,
        items: [ExtractedItem] = [], warnings: [String] = []
    ) {
        self.store = store
        self.date = date
        self.currency = currency
        self.totalCents = totalCents
        self.items = items
        self.warnings = warnings
    }
}

/// The shop a receipt comes from.
public struct StoreInfo: Sendable, Hashable, Codable {
    public var name: String?
    public var address: String?

    public init(name: String? = nil, address: String? = nil) {
        self.name = name
        self.address = address
    }
}

/// One purchased article line of a receipt.
public struct ExtractedItem: Sendable, Hashable, Codable {
    /// English name, e.g. "whole milk".
    public var name: String
    /// The line as printed, e.g. "VOLLMILCH 3,5% 1L".
    public var originalText: String
    /// Number of pieces or packs; `nil` when the line does not say.
    public var quantity: Double?
    /// Total weight of the line in grams (1 ml counts as 1 g).
    public var grams: Double?
    public var gramsSource: GramsSource?
    /// The line's price in cents after multiples; negative for discounts and returns.
    public var priceCents: Int
    public var category: FoodCategory?
    /// The food-bank id a model chose for this item among the candidates it was shown; `nil` when it chose none
    /// or the backend does not choose. Only ids that were offered survive extraction.
    public var chosenFoodId: Int64?

    public init(
        name: String, originalText: String, quantity: Double? = nil, grams: Double? = nil,
        gramsSource: GramsSource? = nil, priceCents: Int, category: FoodCategory? = nil, chosenFoodId: Int64? = nil
    ) {
        self.name = name
        self.originalText = originalText
        self.quantity = quantity
        self.grams = grams
        self.gramsSource = gramsSource
        self.priceCents = priceCents
        self.category = category
        self.chosenFoodId = chosenFoodId
    }
}

/// Where an item's weight came from.
public enum GramsSource: String, Sendable, Hashable, Codable {
    /// Printed on the line (`500g`, `0,512 kg`).
    case stated
    /// A typical weight per piece times the quantity.
    case perPiece = "per_piece"
    /// A default for the item's category.
    case categoryDefault = "category_default"
}
