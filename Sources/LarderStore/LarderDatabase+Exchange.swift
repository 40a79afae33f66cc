import GRDB
import LarderCore

extension LarderDatabase {
    /// Every food with its aliases, ordered by id, for export.
    public func exchangedFoods() throws -> [ExchangedFood] {
        try writer.read { db in
            let aliases = try FoodAliasRecord.order(Column("id")).fetchAll(db)
            let byFood = Dictionary(grouping: aliases, by: \.foodId)
            return try FoodRecord.order(Column("id")).fetchAll(db).map { record in
                let names = (byFood[record.id ?? 0] ?? []).map(\.alias).filter { $0 != record.name }
                return ExchangedFood(food: record.food, aliases: names)
            }
        }
    }

    /// Adds imported foods in one transaction; a food whose barcode is already stored updates that food instead.
    /// - Returns: How many foods were added and how many updated.
    /// - Throws: `DatabaseError`; nothing is imported then.
    public func importFoods(_ foods: [ExchangedFood]) throws -> (added: Int, updated: Int) {
        try writer.write { db in
            var added = 0
            var updated = 0
            for exchanged in foods {
                var record = FoodRecord(exchanged.food)
                record.id = nil
                if let barcode = record.barcode, let existing = try FoodRecord.filter(Column("barcode") == barcode)
                    .fetchOne(db)
                {
                    record.id = existing.id
                    try record.update(db)
                    updated += 1
                } else {
                    try record.insert(db)
                    added += 1
                }
                let id = try record.requireID()
                for text in [record.name] + exchanged.aliases where !FoodNameNormalizer.normalize(text).isEmpty {
                    try LarderDatabase.insertUserAlias(db, text, toFood: id, language: nil)
                }
            }
            // Here rather than at the next search, which would otherwise index thousands of foods first.
            try LarderDatabase.refreshFoodSearchIndex(db)
            return (added, updated)
        }
    }
}
