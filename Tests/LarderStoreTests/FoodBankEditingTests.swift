import LarderCore
import LarderStore
import LarderTestSupport
import Testing

/// Adding, editing, merging and deleting foods, and the review queue, on a real SQLite file.
@Suite struct FoodBankEditingTests {
    let folder: TemporaryDirectory
    let database: LarderDatabase

    init() throws {
        folder = try TemporaryDirectory()
        database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
    }

    func oatDrink(barcode: String? = nil) -> Food {
        Food(
            name: "oat drink", category: .beverages, nutrition: Nutrition(kcal: 46, protein: 1, carbohydrates: 6.7),
            source: "user", barcode: barcode
        )
    }

    @Test func anAddedFoodIsFoundBySearchingItsAlias() throws {
        // Given a food the seed lacks, added with the word a receipt prints
        let added = try database.addFood(oatDrink(), aliases: ["Haferdrink Barista"])

        // When the food bank is searched with a receipt-like spelling
        let results = try database.searchFoods("HAFERDRINK BARISTA 1L", limit: 3)

        // Then the new food comes first, and it survives reopening the file
        #expect(results.first?.foodId == added.id)
        let reopened = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        #expect(try reopened.food(id: try #require(added.id))?.nutrition.kcal == 46)
    }

    @Test func searchIsFuzzyAcrossLanguagesAndSlips() throws {
        let results = try database.searchFoods("Vollmilch", limit: 5)
        let typo = try database.searchFoods("vollmlich", limit: 5)

        #expect(results.first?.foodName == "whole milk")
        #expect(typo.contains { $0.foodName == "whole milk" })
    }

    @Test func editingKeepsTheOldNameAsAnAlias() throws {
        var food = try database.addFood(oatDrink())
        food.name = "oat milk"
        food.nutrition.fat = 1.5

        try database.updateFood(food)

        let id = try #require(food.id)
        #expect(try database.food(id: id)?.nutrition.fat == 1.5)
        #expect(Set(try database.aliases(ofFood: id).map(\.alias)).isSuperset(of: ["oat drink", "oat milk"]))
    }

    @Test func aSecondFoodWithTheSameBarcodeIsRefused() throws {
        try database.addFood(oatDrink(barcode: "4006381333931"))

        #expect(throws: StoreError.self) {
            try database.addFood(Food(name: "other", category: .other, nutrition: Nutrition(), source: "user",
                                      barcode: "4006381333931"))
        }
    }

    @Test func mergingMovesItemsAndAliasesThenDeletesTheDuplicate() throws {
        // Given an item linked to a duplicate food that knows fibre the kept food lacks
        let saved = try database.save(StoreFixtures.reading(sha256: "merge", itemText: "XQZ HAFER"))
        let itemId = try #require(saved.itemIds.first)
        let kept = try database.addFood(oatDrink())
        var duplicate = oatDrink()
        duplicate.name = "oat beverage"
        duplicate.nutrition.fibre = 0.8
        let copy = try database.addFood(duplicate, aliases: ["Hafertrunk"])
        try database.link(itemId: itemId, toFood: try #require(copy.id))

        // When the duplicate is merged into the kept food
        let merged = try database.mergeFood(try #require(copy.id), into: try #require(kept.id))

        // Then the item, the aliases and the missing fibre moved, and the duplicate is gone
        #expect(try database.item(id: itemId)?.foodId == kept.id)
        let aliases = try database.aliases(ofFood: try #require(kept.id)).map(\.alias)
        #expect(Set(aliases).isSuperset(of: ["Hafertrunk", "oat beverage", "XQZ HAFER"]))
        #expect(merged.nutrition.fibre == 0.8)
        #expect(try database.food(id: try #require(copy.id)) == nil)
        #expect(throws: StoreError.self) { try database.mergeFood(try #require(kept.id), into: try #require(kept.id)) }
    }

    @Test func deletingAFoodSendsItsItemsBackToTheReviewQueue() throws {
        let saved = try database.save(StoreFixtures.reading(sha256: "delete", itemText: "XQZ HAFER"))
        let itemId = try #require(saved.itemIds.first)
        let food = try database.addFood(oatDrink())
        try database.link(itemId: itemId, toFood: try #require(food.id))
        #expect(try !database.items(isUnmatchedOnly: true).contains { $0.id == itemId })

        try database.deleteFood(id: try #require(food.id))

        #expect(try database.items(isUnmatchedOnly: true).contains { $0.id == itemId })
        #expect(throws: StoreError.self) { try database.deleteFood(id: try #require(food.id)) }
    }

    @Test func skippingTakesAnItemOffTheQueueWithoutTeachingAnAlias() throws {
        // Given two unmatched items in the queue, the milk with suggestions
        let saved = try database.save(StoreFixtures.reading(sha256: "skip", itemText: "PFAND 0,25"))
        let itemId = try #require(saved.itemIds.first)
        let queue = try database.items(isUnmatchedOnly: true)
        #expect(queue.map(\.id) == saved.itemIds)
        let suggestions = try database.suggestions(for: queue, limit: 3)
        #expect(suggestions[1].first?.foodName.contains("milk") == true)

        // When the deposit line is skipped
        try database.skip(itemId: itemId)

        // Then only the milk is left to review, the skipped item still has no food, and both are still listed
        #expect(try database.items(isUnmatchedOnly: true).map(\.id) == [saved.itemIds[1]])
        #expect(try database.item(id: itemId)?.foodId == nil)
        #expect(try database.items(isUnmatchedOnly: false).count == 2)
        #expect(throws: StoreError.self) { try database.skip(itemId: 424242) }
    }
}
