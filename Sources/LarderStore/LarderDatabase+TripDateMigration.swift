import GRDB

extension LarderDatabase {
    /// Trips found by date: every report and page of a period reads the trips of its dates, which without an
    /// index meant scanning every trip of the household's history.
    static func registerTripDateMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v10-trip-dates: trips found by date") { db in
            try db.create(index: "groceryTrip_on_date", on: "groceryTrip", columns: ["date"])
        }
    }
}
