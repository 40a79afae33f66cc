import GRDB
import LarderCore

/// One article line of a trip, linked to a food when a match was found.
public struct PurchasedItemRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "purchasedItem"

    public var id: Int64?
    public var groceryTripId: Int64
    /// Zero-based order on the receipt.
    public var position: Int
    public var name: String
    public var originalText: String
    public var quantity: Double?
    public var grams: Double?
    public var gramsSource: GramsSource?
    public var priceCents: Int
    public var category: FoodCategory?
    public var foodId: Int64?
    /// How sure the food match is, 0 to 1; `nil` when unmatched.
    public var matchConfidence: Double?

    public init(
        id: Int64? = nil, groceryTripId: Int64, position: Int, item: ExtractedItem, foodId: Int64? = nil,
        matchConfidence: Double? = nil
    ) {
        self.id = id
        self.groceryTripId = groceryTripId
        self.position = position
        self.name = item.name
        self.originalText = item.originalText
        self.quantity = item.quantity
        self.grams = item.grams
        self.gramsSource = item.gramsSource
        self.priceCents = item.priceCents
        self.category = item.category
        self.foodId = foodId
        self.matchConfidence = matchConfidence
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
