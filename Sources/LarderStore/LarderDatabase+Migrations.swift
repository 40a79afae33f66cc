import GRDB
import LarderCore

extension LarderDatabase {
    /// The schema, one migration per change. Migrations are only ever appended.
    ///
    /// Foreign keys are spelled out (`column("receiptId").indexed().references("receipt")`) rather than written
    /// `belongsTo("receipt")`, which makes the same column, index and key but names the column by singularizing
    /// the table's name with NSRegularExpression, bringing ICU into every process that creates a database.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: receipts, runs, trips, items, foods") { db in
            try db.create(table: "receipt") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("sha256", .text).notNull().unique()
                t.column("originalName", .text).notNull()
                t.column("storedPath", .text).notNull()
                t.column("status", .text).notNull()
                t.column("error", .text)
                t.column("ocrText", .text)
                t.column("ocrConfidence", .double)
                t.column("ocrSeconds", .double)
                t.column("ocrPages", .integer)
                t.column("ocrWords", .jsonText)
                t.column("receivedAt", .datetime).notNull()
                t.column("updatedAt", .datetime).notNull()
            }
            try db.create(table: "extractionRun") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("receiptId", .integer).notNull().indexed().references("receipt", onDelete: .cascade)
                t.column("backend", .text).notNull()
                t.column("model", .text).notNull()
                t.column("startedAt", .datetime).notNull()
                t.column("finishedAt", .datetime)
                t.column("rawResult", .jsonText)
                t.column("error", .text)
            }
            try db.create(table: "food") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull().collate(.nocase)
                t.column("category", .text).notNull()
                t.column("kcal", .double)
                t.column("protein", .double)
                t.column("carbohydrates", .double)
                t.column("fat", .double)
                t.column("saturatedFat", .double)
                t.column("sugar", .double)
                t.column("fibre", .double)
                t.column("sodiumMg", .double)
                t.column("source", .text).notNull()
                t.column("barcode", .text).unique()
            }
            try db.create(table: "groceryTrip") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("receiptId", .integer).notNull().unique().references("receipt", onDelete: .cascade)
                // The run whose result the trip shows; older runs stay for comparison.
                t.column("extractionRunId", .integer).notNull().indexed().references("extractionRun")
                t.column("storeName", .text)
                t.column("storeAddress", .text)
                t.column("date", .text)
                t.column("currency", .text)
                t.column("totalCents", .integer)
                t.column("warnings", .jsonText).notNull()
            }
            try db.create(table: "purchasedItem") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("groceryTripId", .integer).notNull().indexed().references("groceryTrip", onDelete: .cascade)
                t.column("position", .integer).notNull()
                t.column("name", .text).notNull()
                t.column("originalText", .text).notNull()
                t.column("quantity", .double)
                t.column("grams", .double)
                t.column("gramsSource", .text)
                t.column("priceCents", .integer).notNull()
                t.column("category", .text)
                t.column("foodId", .integer).indexed().references("food", onDelete: .setNull)
                t.column("matchConfidence", .double)
                t.uniqueKey(["groceryTripId", "position"])
            }
        }
        migrator.registerMigration("v2: food aliases and the seeded food bank") { db in
            try db.create(table: "foodAlias") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("foodId", .integer).notNull().indexed().references("food", onDelete: .cascade)
                t.column("alias", .text).notNull()
                t.column("normalizedAlias", .text).notNull().indexed()
                t.column("language", .text).check { ["de", "en"].contains($0) }
                t.column("source", .text).notNull().check { ["seed", "user"].contains($0) }
                t.uniqueKey(["foodId", "normalizedAlias"])
            }
            try seedFoodBank(db)
        }
        migrator.registerMigration("v3: daemon jobs and possible duplicate trips") { db in
            try db.create(table: "job") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("sourcePath", .text).notNull().indexed()
                t.column("isFolder", .boolean).notNull()
                t.column("sha256", .text)
                t.column("state", .text).notNull()
                t.column("attempts", .integer).notNull()
                t.column("nextAttemptAt", .datetime)
                t.column("lastError", .text)
                t.column("receiptId", .integer).indexed().references("receipt", onDelete: .setNull)
                t.column("movedTo", .text)
                t.column("createdAt", .datetime).notNull()
                t.column("updatedAt", .datetime).notNull()
                t.column("finishedAt", .datetime)
            }
            try db.create(index: "job_on_state", on: "job", columns: ["state", "nextAttemptAt"])
            // Same store, date and total from a different image: kept, but pointed at the trip it may repeat.
            try db.alter(table: "groceryTrip") { t in
                t.add(column: "possibleDuplicateOfTripId", .integer).references("groceryTrip", onDelete: .setNull)
            }
        }
        registerLabelMigration(in: &migrator)
        registerHouseholdMigration(in: &migrator)
        registerLabelJobMigration(in: &migrator)
        registerUsageMigration(in: &migrator)
        registerCorrectionMigration(in: &migrator)
        registerFoodSearchMigration(in: &migrator)
        registerFoodBankVersionMigration(in: &migrator)
        registerJobFileMigration(in: &migrator)
        registerWorkerDeathMigration(in: &migrator)
        registerShoppingMigration(in: &migrator)
        registerTripDateMigration(in: &migrator)
        registerReportVersionMigration(in: &migrator)
        registerShoppingListVersionMigration(in: &migrator)
        return migrator
    }
}

extension LarderDatabase {
    /// Inserts every seed food with its name and aliases as `seed` aliases. Runs once, inside its migration,
    /// so reopening a database never duplicates the seed.
    ///
    /// Uses two prepared statements rather than records: every new database (and so every test) seeds
    /// about 4,000 rows, and this keeps that to a fraction of the time.
    private static func seedFoodBank(_ db: Database) throws {
        let insertFood = try db.makeStatement(
            sql: """
                INSERT INTO food (name, category, kcal, protein, carbohydrates, fat, saturatedFat, sugar, fibre,
                    sodiumMg, source)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        )
        // Spellings that normalise alike (Chicorée, Chicoree) are one alias; the first one is kept.
        let insertAlias = try db.makeStatement(
            sql: """
                INSERT OR IGNORE INTO foodAlias (foodId, alias, normalizedAlias, language, source)
                VALUES (?, ?, ?, ?, 'seed')
                """
        )
        for food in try FoodBankSeed.bundled().foods {
            let nutrition = food.nutrition
            try insertFood.execute(arguments: [
                food.name, food.category.rawValue, nutrition.kcal, nutrition.protein, nutrition.carbohydrates,
                nutrition.fat, nutrition.saturatedFat, nutrition.sugar, nutrition.fibre, nutrition.sodiumMg,
                food.source,
            ])
            let foodId = db.lastInsertedRowID
            for (text, language) in [(food.name, "en")] + food.aliases.map({ ($0.text, $0.language) }) {
                let normalized = FoodNameNormalizer.normalize(text)
                guard !normalized.isEmpty else { continue }
                try insertAlias.execute(arguments: [foodId, text, normalized, language])
            }
        }
    }
}
