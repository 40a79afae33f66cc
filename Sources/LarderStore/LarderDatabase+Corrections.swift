import Foundation
import GRDB
import LarderCore

extension LarderDatabase {
    /// A person's corrections to a receipt's trip, oldest first.
    public func corrections(forReceipt receiptId: Int64) throws -> [UserCorrection] {
        try writer.read { db in try Self.corrections(db, receiptId: receiptId) }
    }

    static func corrections(_ db: Database, receiptId: Int64) throws -> [UserCorrection] {
        try UserCorrection.filter(Column("receiptId") == receiptId).order(Column("createdAt"), Column("id"))
            .fetchAll(db)
    }

    /// The receipt's current trip as a snapshot, with each item's review state; `nil` when it has no trip.
    public func snapshot(forReceipt receiptId: Int64) throws -> TripSnapshot? {
        try writer.read { db in try Self.snapshot(db, receiptId: receiptId) }
    }

    static func snapshot(_ db: Database, receiptId: Int64) throws -> TripSnapshot? {
        guard let trip = try GroceryTripRecord.filter(Column("receiptId") == receiptId).fetchOne(db) else {
            return nil
        }
        let rows = try Row.fetchAll(
            db, sql: "SELECT * FROM purchasedItem WHERE groceryTripId = ? ORDER BY position", arguments: [trip.id]
        )
        var snapshot = TripSnapshot(
            ExtractedReceipt(
                store: StoreInfo(name: trip.storeName, address: trip.storeAddress), date: trip.date,
                currency: trip.currency, totalCents: trip.totalCents, warnings: trip.warnings
            )
        )
        snapshot.items = try rows.map { row in
            TripSnapshot.Item(try PurchasedItemRecord(row: row), isSkipped: row["isSkipped"] ?? false)
        }
        return snapshot
    }

    /// Records a correction to the item with this id, keyed by its printed text so it survives reprocessing.
    static func recordItemCorrection(
        _ db: Database, itemId: Int64, field: UserCorrection.Field, value: String?
    ) throws {
        guard let item = try PurchasedItemRecord.fetchOne(db, key: itemId),
            let receiptId = try Int64.fetchOne(
                db, sql: "SELECT receiptId FROM groceryTrip WHERE id = ?", arguments: [item.groceryTripId]
            )
        else { return }
        let occurrence = try Int.fetchOne(
            db,
            sql: "SELECT COUNT(*) FROM purchasedItem WHERE groceryTripId = ? AND originalText = ? AND position < ?",
            arguments: [item.groceryTripId, item.originalText, item.position]
        ) ?? 0
        var correction = UserCorrection(
            receiptId: receiptId, field: field, itemText: item.originalText, itemOccurrence: occurrence, value: value
        )
        try correction.insert(db)
    }
}
