import GRDB
import LarderCore

/// A shopping trip: one receipt's store, date and total, as its current extraction run read them.
public struct GroceryTripRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "groceryTrip"

    public var id: Int64?
    public var receiptId: Int64
    public var extractionRunId: Int64
    public var storeName: String?
    public var storeAddress: String?
    public var date: ReceiptDate?
    public var currency: String?
    public var totalCents: Int?
    public var warnings: [String]

    public init(
        id: Int64? = nil, receiptId: Int64, extractionRunId: Int64, storeName: String?, storeAddress: String?,
        date: ReceiptDate?, currency: String?, totalCents: Int?, warnings: [String]
    ) {
        self.id = id
        self.receiptId = receiptId
        self.extractionRunId = extractionRunId
        self.storeName = storeName
        self.storeAddress = storeAddress
        self.date = date
        self.currency = currency
        self.totalCents = totalCents
        self.warnings = warnings
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
