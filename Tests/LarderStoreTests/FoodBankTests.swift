import GRDB
import LarderCore
import LarderStore
import LarderTestSupport
import Testing

@Suite struct FoodBankTests {
    @Test func aFreshDatabaseHoldsTheSeededFoodBank() throws {
        // Given a new database
        let database = try LarderDatabase.inMemory()

        // When its foods are read
        let count = try database.foodCount()
        let foods = try database.writer.read { db in try FoodRecord.fetchAll(db) }

        // Then there are at least 450, each with kcal and an SR28 source
        #expect(count >= 450)
        #expect(foods.count == count)
        #expect(foods.allSatisfy { $0.kcal != nil })
        #expect(foods.allSatisfy { $0.source.hasPrefix("usda_sr28:") })
        #expect(Set(foods.map { $0.name.lowercased() }).count == count)
    }

    @Test(arguments: [
        // name, SR28 NDB, kcal, protein, fat per 100 g
        ("whole milk", "01077", 61.0, 3.15, 3.25),
        ("banana", "09040", 89.0, 1.09, 0.33),
        ("chicken breast", "05062", 120.0, 22.5, 2.62),
        ("gouda", "01022", 356.0, 24.94, 27.44),
        ("rye bread", "18060", 259.0, 8.5, 3.3),
    ])
    func seededNutritionIsSR28s(name: String, ndb: String, kcal: Double, protein: Double, fat: Double) throws {
        let database = try LarderDatabase.inMemory()

        let food = try #require(try foodNamed(name, in: database))

        #expect(food.source == "usda_sr28:\(ndb)")
        #expect(abs((food.nutrition.kcal ?? 0) - kcal) < 0.5)
        #expect(abs((food.nutrition.protein ?? 0) - protein) < 0.05)
        #expect(abs((food.nutrition.fat ?? 0) - fat) < 0.05)
    }

    @Test func aliasesAreStoredWithTheirNormalisedForm() throws {
        // Given the seeded food "chicken breast"
        let database = try LarderDatabase.inMemory()
        let chicken = try #require(try foodNamed("chicken breast", in: database))
        let chickenId = try #require(chicken.id)

        // When its aliases are read
        let aliases = try database.aliases(ofFood: chickenId)

        // Then the German receipt word is there, normalised, from the seed
        let fillet = try #require(aliases.first { $0.alias == "Hähnchenbrustfilet" })
        #expect(fillet.normalizedAlias == "haehnchenbrustfilet")
        #expect(fillet.language == "de")
        #expect(fillet.source == .seed)
        #expect(aliases.contains { $0.alias == "chicken breast" && $0.language == "en" })
        // And every alias is already in normal form
        #expect(aliases.allSatisfy { $0.normalizedAlias == FoodNameNormalizer.normalize($0.alias) })
    }

    @Test func matchableFoodsCarryEveryFoodWithItsAliases() throws {
        let database = try LarderDatabase.inMemory()

        let foods = try database.matchableFoods()

        #expect(foods.count == (try database.foodCount()))
        let milk = try #require(foods.first { $0.name == "whole milk" })
        #expect(milk.category == .dairy)
        #expect(milk.aliases.contains("Vollmilch"))
        #expect(milk.aliases.contains("H-Milch"))
        #expect(!milk.aliases.contains("whole milk"))
    }

    @Test func addingAnAliasMakesANewReceiptTextMatchable() throws {
        // Given a receipt text the seed does not know
        let database = try LarderDatabase.inMemory()
        let milkId = try #require(try foodNamed("whole milk", in: database)?.id)
        let receiptText = "LANDLIEBE KLASSIK 1L"
        #expect(FoodMatcher(foods: try database.matchableFoods()).bestMatch(for: [receiptText]) == nil)

        // When the user says it is whole milk
        try database.addAlias("Landliebe Klassik", toFood: milkId, language: "de")

        // Then the text matches whole milk, stored as a user alias
        let match = try #require(FoodMatcher(foods: try database.matchableFoods()).bestMatch(for: [receiptText]))
        #expect(match.foodId == milkId)
        #expect(match.confidence == 1)
        let added = try database.aliases(ofFood: milkId).filter { $0.source == .user }
        #expect(added.map(\.normalizedAlias) == ["landliebe klassik"])
    }

    @Test func addingTheSameAliasTwiceIsANoOp() throws {
        let database = try LarderDatabase.inMemory()
        let milkId = try #require(try foodNamed("whole milk", in: database)?.id)
        let before = try database.aliases(ofFood: milkId).count

        try database.addAlias("Landliebe Klassik", toFood: milkId, language: "de")
        try database.addAlias("LANDLIEBE  KLASSIK!", toFood: milkId, language: nil)
        try database.addAlias("Vollmilch", toFood: milkId, language: "de")

        #expect(try database.aliases(ofFood: milkId).count == before + 1)
    }

    @Test func addingAnAliasRejectsWhatCannotMatch() throws {
        let database = try LarderDatabase.inMemory()
        let milkId = try #require(try foodNamed("whole milk", in: database)?.id)

        #expect(throws: DatabaseError.self) { try database.addAlias("1L 3,5%", toFood: milkId, language: "de") }
        #expect(throws: DatabaseError.self) { try database.addAlias("Milchbrei", toFood: 999_999, language: "de") }
        #expect(throws: DatabaseError.self) { try database.addAlias("Milchbrei", toFood: milkId, language: "fr") }
    }

    @Test func seedingHappensOnlyOnce() throws {
        // Given a database file opened once
        let folder = try TemporaryDirectory()
        let path = folder.path("larder.sqlite")
        let first = try LarderDatabase.open(atPath: path)
        let foods = try first.foodCount()
        let aliases = try first.writer.read { db in try FoodAliasRecord.fetchCount(db) }

        // When it is opened again
        let reopened = try LarderDatabase.open(atPath: path)

        // Then the food bank is not duplicated
        #expect(try reopened.foodCount() == foods)
        #expect(try reopened.writer.read { db in try FoodAliasRecord.fetchCount(db) } == aliases)
    }

    @Test func deletingAFoodDeletesItsAliases() throws {
        let database = try LarderDatabase.inMemory()
        let milkId = try #require(try foodNamed("whole milk", in: database)?.id)

        _ = try database.writer.write { db in try FoodRecord.deleteOne(db, key: milkId) }

        #expect(try database.aliases(ofFood: milkId).isEmpty)
    }

    private func foodNamed(_ name: String, in database: LarderDatabase) throws -> Food? {
        try database.writer.read { db in try FoodRecord.filter(Column("name") == name).fetchOne(db)?.food }
    }
}
