import GRDB

extension LarderDatabase {
    /// A counter that every change to trips, their items or the household moves, so a finished report can be kept
    /// until what it was made from changes. Triggers move it, as they move the food bank's version: a change from
    /// the CLI, another program or the `sqlite3` shell leaves no stale report.
    static func registerReportVersionMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v11-report-version: a counter moved by every change to trips and the household") { db in
            let statements = versionCounter(
                "reportDataVersion", movedBy: ["groceryTrip", "purchasedItem", "householdMember", "householdTarget"])
            try db.execute(sql: statements)
        }
    }

    /// What a report is made of, as one value: it changes whenever a trip, an item, the household or the food
    /// bank does.
    public func reportDataVersion() throws -> String {
        try writer.read { db in
            let row = try Row.fetchOne(
                db,
                sql: "SELECT (SELECT version FROM reportDataVersion), (SELECT version FROM foodBankVersion)")
            return "\(row?[0] as Int64? ?? 0).\(row?[1] as Int64? ?? 0)"
        }
    }
}
