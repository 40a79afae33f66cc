import GRDB

extension LarderDatabase {
    /// A counter that every change to a food or an alias moves, so a matcher built over the whole bank is rebuilt
    /// only when the bank changed rather than for every receipt. Triggers, not Swift, move it: no write, from this
    /// program, an older one or the `sqlite3` shell, can leave a stale matcher in use.
    static func registerFoodBankVersionMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v6-food-bank-version: a counter moved by every change to foods and aliases") { db in
            var statements = """
                CREATE TABLE foodBankVersion (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    version INTEGER NOT NULL
                );
                INSERT INTO foodBankVersion (id, version) VALUES (1, 1);

                """
            for table in ["food", "foodAlias"] {
                for event in ["INSERT", "UPDATE", "DELETE"] {
                    statements += """
                        CREATE TRIGGER foodBankVersion_\(table)_\(event.lowercased()) AFTER \(event) ON \(table) BEGIN
                            UPDATE foodBankVersion SET version = version + 1;
                        END;

                        """
                }
            }
            try db.execute(sql: statements)
        }
    }

    /// The food bank's version: it changes whenever a food or an alias is added, edited or deleted.
    public func foodBankVersion() throws -> Int64 {
        try writer.read { db in try Int64.fetchOne(db, sql: "SELECT version FROM foodBankVersion") ?? 0 }
    }
}
