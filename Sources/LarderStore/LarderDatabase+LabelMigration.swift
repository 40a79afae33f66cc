import GRDB

extension LarderDatabase {
    /// The schema the review queue and nutrition labels add. Kept apart from other migrations (and independent
    /// of them) so branches that add their own can be merged in any order.
    static func registerLabelMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v4-labels: item review queue, food review flags") { db in
            // An item a person looked at and chose to leave without a food (a deposit, a gift card).
            try db.alter(table: "purchasedItem") { t in
                t.add(column: "isSkipped", .boolean).notNull().defaults(to: false)
            }
            // A label whose numbers do not add up is stored, but flagged with the reason.
            try db.alter(table: "food") { t in
                t.add(column: "reviewReason", .text)
            }
        }
    }
}
