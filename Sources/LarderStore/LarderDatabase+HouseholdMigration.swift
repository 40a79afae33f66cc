import GRDB

extension LarderDatabase {
    /// The household's members and its daily targets. Independent of other branches' migrations.
    static func registerHouseholdMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v5-household: household members and daily targets") { db in
            try db.create(table: "householdMember") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull().unique(onConflict: .abort).collate(.nocase)
                t.column("age", .integer).notNull().check { $0 > 0 && $0 < 130 }
                t.column("sex", .text).notNull()
                t.column("weightKg", .double).notNull().check { $0 > 0 }
                t.column("heightCm", .double).notNull().check { $0 > 0 }
                t.column("activity", .text).notNull()
                t.column("diet", .text).notNull()
            }
            // One row at most: the targets the person chose or accepted, which override the computed ones.
            try db.create(table: "householdTarget") { t in
                t.primaryKey("id", .integer).check { $0 == 1 }
                t.column("kcal", .double).notNull()
                t.column("protein", .double).notNull()
                t.column("carbohydrates", .double).notNull()
                t.column("fat", .double).notNull()
                t.column("saturatedFatMax", .double).notNull()
                t.column("sugarMax", .double).notNull()
                t.column("fibreMin", .double).notNull()
                t.column("sodiumMaxMg", .double).notNull()
                t.column("source", .text).notNull()
                t.column("explanation", .text).notNull()
            }
        }
    }
}
