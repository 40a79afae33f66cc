import GRDB

extension LarderDatabase {
    /// Trips found by date, receipts by status: every report and page of a period reads the trips of its dates,
    /// and the review page and count the receipts waiting for review, which without an index meant scanning the
    /// household's whole history (and every receipt's stored OCR text with it).
    static func registerTripDateMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v10-indexes: trips by date, receipts by status") { db in
            try db.create(index: "groceryTrip_on_date", on: "groceryTrip", columns: ["date"])
            try db.create(index: "receipt_on_status", on: "receipt", columns: ["status", "receivedAt"])
        }
    }
}
