import Foundation
import GRDB

/// A change a person made to a trip or one of its items, kept so that reprocessing the receipt keeps it.
public struct UserCorrection: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord, StoredDates {
    public static let databaseTableName = "userCorrection"

    /// What was corrected. Values are stored as text: cents, grams and food ids as numbers, dates as ISO.
    public enum Field: String, Codable, Sendable, Hashable, CaseIterable, DatabaseValueConvertible {
        case storeName = "store_name"
        case date
        case total
        case itemName = "item_name"
        case itemGrams = "item_grams"
        case itemPrice = "item_price"
        case itemCategory = "item_category"
        /// A food link made or removed with `larder items link|unlink`; `nil` value means unlinked.
        case itemFood = "item_food"
        /// An item taken off the review queue with `larder items skip`.
        case itemSkip = "item_skip"
        /// An item a person added because the reading missed it; the value is the item as JSON
        /// (``AddedItem``), and the item's text is the name they typed.
        case itemAdded = "item_added"
        /// An item a person deleted because it is not on the receipt (a misread line, a duplicate).
        case itemDeleted = "item_deleted"

        public var isItemField: Bool { rawValue.hasPrefix("item_") }
    }

    public var id: Int64?
    public var receiptId: Int64
    public var field: Field
    /// The corrected item's printed text; empty for the trip's fields.
    public var itemText: String
    /// Which of the trip's items with that text, counting from zero in receipt order.
    public var itemOccurrence: Int
    /// The new value; `nil` clears the field.
    public var value: String?
    public var createdAt: Date

    public init(
        receiptId: Int64, field: Field, itemText: String = "", itemOccurrence: Int = 0, value: String?,
        createdAt: Date = Date()
    ) {
        self.receiptId = receiptId
        self.field = field
        self.itemText = itemText
        self.itemOccurrence = itemOccurrence
        self.value = value
        self.createdAt = createdAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
