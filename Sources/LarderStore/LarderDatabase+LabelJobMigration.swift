import GRDB

extension LarderDatabase {
    /// The daemon's label jobs: what kind of file a job is, and the food a label job stored. Apart from other
    /// migrations, and needing only v3's `job` table and v1's `food`, so branches merge in any order.
    static func registerLabelJobMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v5-label-jobs: job kind and the food a label job stored") { db in
            try db.alter(table: "job") { t in
                // Every job before this migration came from the receipt inbox.
                t.add(column: "kind", .text).notNull().defaults(to: JobKind.receipt.rawValue)
                t.add(column: "foodId", .integer).references("food", onDelete: .setNull)
            }
        }
    }
}
