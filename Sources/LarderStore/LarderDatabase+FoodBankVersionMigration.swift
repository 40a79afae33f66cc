import GRDB

extension LarderDatabase {
    /// A counter that every change to a food or an alias moves, so a matcher built over the whole bank is rebuilt
    /// only when the bank changed rather than for every receipt. Triggers, not Swift, move it: no write, from this
    /// program, an older one or the `sqlite3` shell, can leave a stale matcher in use.
    static func registerFoodBankVersionMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v6-food-bank-version: a counter moved by every change to foods and aliases") { db in
            let statements = versionCounter("foodBankVersion", movedBy: ["food", "foodAlias"])
            try db.execute(sql: statements)
        }
    }

    /// The SQL of a one-row counter table `name` and the triggers that move it on every insert, update and delete
    /// of `tables`.
    static func versionCounter(_ name: String, movedBy tables: [String]) -> String {
        var statements = """
            CREATE TABLE \(name) (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                version INTEGER NOT NULL
            );
            INSERT INTO \(name) (id, version) VALUES (1, 1);

            """
        for table in tables {
            for event in ["INSERT", "UPDATE", "DELETE"] {
                statements += """
                    CREATE TRIGGER \(name)_\(table)_\(event.lowercased()) AFTER \(event) ON \(table) BEGIN
                        UPDATE \(name) SET version = version + 1;
                    END;

                    """
            }
        }
        return statements
    }

    /// The food bank's version: it changes whenever a food or an alias is added, edited or deleted.
    public func foodBankVersion() throws -> Int64 {
        try writer.read { db in try Int64.fetchOne(db, sql: "SELECT version FROM foodBankVersion") ?? 0 }
    }
}
