import GRDB

extension LarderDatabase {
    /// A counter on each shopping list moved by every change to it, so a phone watching the list learns of a
    /// change with one small read, whichever process made it (the web app, a receipt in the daemon, the CLI).
    static func registerShoppingListVersionMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v12-shopping-list-version: a counter moved by every change to a list") { db in
            try db.alter(table: "shoppingList") { t in
                t.add(column: "version", .integer).notNull().defaults(to: 0)
            }
        }
    }
}
