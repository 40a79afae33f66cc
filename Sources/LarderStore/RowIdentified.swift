import GRDB

/// A record whose primary key is an auto-incremented row id, filled in by `didInsert`.
protocol RowIdentified: TableRecord {
    var id: Int64? { get }
}

extension RowIdentified {
    /// The row id of a record that has been saved.
    /// - Throws: `DatabaseError` when the record was never inserted, which would be a bug in this module.
    func requireID() throws -> Int64 {
        guard let id else {
            throw DatabaseError(message: "\(Self.databaseTableName) row has no id; it was not saved")
        }
        return id
    }
}

extension ReceiptRecord: RowIdentified {}
extension ExtractionRunRecord: RowIdentified {}
extension GroceryTripRecord: RowIdentified {}
extension PurchasedItemRecord: RowIdentified {}
extension FoodRecord: RowIdentified {}
