import GRDB
import LarderCore
@testable import LarderStore
import LarderTestSupport
import Testing

/// The food search's trigram index: kept in step with every change to foods and aliases, filled for an
/// existing database, and giving the results of a matcher over the whole bank.
@Suite struct FoodSearchIndexTests {
    let database: LarderDatabase

    init() throws {
        database = try LarderDatabase.inMemory()
    }

    func oatDrink() -> Food {
        Food(name: "oat drink", category: .beverages, nutrition: Nutrition(kcal: 46), source: "user")
    }

    func staleFoodCount(_ database: LarderDatabase) throws -> Int {
        try database.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM foodSearchStale") ?? 0 }
    }

    @Test func aNewAliasIsFoundAndADeletedFoodIsNot() throws {
        // Given a food with a word no seed food has
        let id = try #require(try database.addFood(oatDrink()).id)
        #expect(try database.searchFoods("zwergenhafer", limit: 5).first?.foodId != id)

        // When the word is added as an alias, then the food is deleted
        try database.addAlias("Zwergenhafer", toFood: id, language: "de")
        let afterAlias = try database.searchFoods("ZWERGENHAFER", limit: 5)
        try database.deleteFood(id: id)
        let afterDelete = try database.searchFoods("ZWERGENHAFER", limit: 5)

        // Then the alias finds it first, and nothing finds it once deleted
        #expect(afterAlias.first?.foodId == id)
        #expect(afterAlias.first?.matchedAlias == "Zwergenhafer")
        #expect(!afterDelete.contains { $0.foodId == id })
    }

    @Test func aRemovedAliasNoLongerFindsItsFood() throws {
        let id = try #require(try database.addFood(oatDrink(), aliases: ["Zwergenhafer"]).id)
        #expect(try database.searchFoods("zwergenhafer", limit: 1).first?.foodId == id)

        _ = try database.writer.write { db in
            try db.execute(sql: "DELETE FROM foodAlias WHERE foodId = ? AND alias = 'Zwergenhafer'", arguments: [id])
        }

        #expect(!(try database.searchFoods("zwergenhafer", limit: 5).contains { $0.matchedAlias == "Zwergenhafer" }))
    }

    @Test func importedFoodsAreIndexedByTheImport() throws {
        let imported = ExchangedFood(food: oatDrink(), aliases: ["Zwergenhafer Barista"])

        _ = try database.importFoods([imported])

        #expect(try staleFoodCount(database) == 0)
        let found = try database.searchFoods("zwergenhafer barista", limit: 1).first
        #expect(found?.foodName == "oat drink")
    }

    @Test func aMergedFoodIsFoundAsItsTarget() throws {
        let source = try #require(try database.addFood(oatDrink(), aliases: ["Zwergenhafer"]).id)
        var other = oatDrink()
        other.name = "oat milk"
        let target = try #require(try database.addFood(other).id)

        try database.mergeFood(source, into: target)

        let results = try database.searchFoods("zwergenhafer", limit: 5)
        #expect(results.first?.foodId == target)
        #expect(!results.contains { $0.foodId == source })
    }

    @Test func theMigrationIndexesAnExistingDatabase() throws {
        // Given a database from before the index, with a food of its own
        let queue = try DatabaseQueue()
        try LarderDatabase.migrator.migrate(queue, upTo: "v5-corrections: user corrections, extraction run input")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO food (name, category, source) VALUES ('oat drink', 'beverages', 'user');
                    INSERT INTO foodAlias (foodId, alias, normalizedAlias, language, source)
                        VALUES (last_insert_rowid(), 'Zwergenhafer', 'zwergenhafer', 'de', 'user');
                    """)
        }

        // When it is opened by this version
        let migrated = try LarderDatabase(queue)

        // Then every food is indexed, and search finds the old food by its alias
        let indexed = try migrated.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT count(DISTINCT foodId) FROM foodSearchTrigram") ?? 0
        }
        #expect(indexed == (try migrated.foodCount()))
        #expect(try staleFoodCount(migrated) == 0)
        #expect(try migrated.searchFoods("zwergenhafer", limit: 1).first?.foodName == "oat drink")
    }

    @Test func searchGivesTheWholeBankMatchersResults() throws {
        // Given a bank grown with variants of the seed (as imports), and a correction that moves a seed alias
        try grow(database, to: 2_000)
        try database.addAlias("Vollmilch", toFood: try #require(try database.addFood(oatDrink()).id), language: "de")
        let matcher = FoodMatcher(foods: try database.matchableFoods(), threshold: 0)

        for query in Self.queries {
            // When the bank is searched
            let results = try database.searchFoods(query, limit: 10)

            // Then it finds what the matcher over every food finds, in the same order, with the same scores
            let expected = matcher.candidates(for: [query], limit: 10)
            #expect(results == expected, "\(query)")
        }
    }

    static let queries = [
        "vollmilch", "H-MILCH 1,5%", "haehnchenbr.", "bananen", "Gouda jung", "butter", "skyr", "joghurt natur",
        "Tomaten", "kartoffeln", "whole milk", "chicken breast", "brot", "spagetti", "mozarella", "eier",
        "orangensaft", "paprika rot", "Schoko", "erdnussbutter", "KAROTTENSALAT", "x", "PFAND", "",
    ]

    /// Adds brand and pack variants of the seed foods, as `larder-bench foods` does, until the bank holds `total`.
    private func grow(_ database: LarderDatabase, to total: Int) throws {
        let seed = try database.exchangedFoods()
        let words = ["bio", "organic", "light", "family pack", "mini", "XXL", "2er", "vegan"]
        var variants: [ExchangedFood] = []
        for index in 0..<(total - seed.count) {
            var variant = seed[index % seed.count]
            let word = words[(index / seed.count) % words.count]
            variant.food.id = nil
            variant.food.barcode = nil
            variant.food.name = "\(variant.food.name) \(word)"
            variant.aliases = variant.aliases.prefix(3).map { "\($0) \(word)" }
            variants.append(variant)
        }
        _ = try database.importFoods(variants)
    }
}
