import Foundation
import LarderCore
import LarderStore
import LarderTestSupport
import Testing

/// Recipes and shopping lists in a real SQLite file: made from recipes, changed, checked by hand and by a trip.
@Suite struct ShoppingListStoreTests {
    let folder: TemporaryDirectory
    let database: LarderDatabase

    init() throws {
        folder = try TemporaryDirectory()
        database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
    }

    private func ingredient(_ name: String, _ quantity: Double, _ unit: String) -> RecipeIngredient {
        RecipeIngredient(
            text: "\(quantity) \(unit) \(name)", name: name, quantity: quantity, unit: unit, grams: nil,
            category: .dairy)
    }

    @Test func aListMadeFromRecipesKeepsItsLinesSourcesAndCounts() throws {
        let toast = try database.addRecipe(
            name: "French Toast", text: "3 eggs", ingredients: [ingredient("eggs", 3, "piece")])
        #expect(try database.recipe(id: toast.id)?.ingredients.map(\.name) == ["eggs"])
        let lines = IngredientAggregation.lines(
            of: [IngredientAggregation.Recipe(id: toast.id, name: toast.name, ingredients: toast.ingredients)])

        let list = try database.createShoppingList(
            name: "Week 2", weekStartDate: "2026-01-05", lines: lines,
            recipes: [RecipeReference(id: toast.id, name: toast.name)])

        #expect(list.summary.totalItems == 1 && list.summary.checkedItems == 0)
        #expect(list.recipes.map(\.name) == ["French Toast"])
        let eggs = try #require(list.items.first)
        #expect(eggs.name == "eggs" && eggs.quantity == 3 && eggs.category == .eggs && !eggs.isCustom)
        #expect(eggs.sources.map(\.recipeName) == ["French Toast"])
        // Deleting the recipe leaves the list's record of it.
        try database.deleteRecipe(id: toast.id)
        #expect(try database.shoppingList(id: list.summary.id)?.items.first?.sources.count == 1)
    }

    @Test func checkingTheLastItemCompletesTheListAndATripsCheckCanBeUndoneForGood() throws {
        let list = try database.createShoppingList(name: "Quick Trip")
        let cheese = try #require(
            try database.addShoppingItem(NewShoppingItem(customName: "Fancy Cheese", quantity: 1, unit: "block"),
                toList: list.summary.id))
        #expect(cheese.isCustom && cheese.unit == "block")

        // A trip checks it: the list is complete, and the item names the trip
        let saved = try database.save(StoreFixtures.reading(sha256: "shop"))
        try database.checkShoppingItems([cheese.id], boughtBy: saved.tripId)
        var stored = try #require(try database.shoppingList(id: list.summary.id))
        #expect(stored.items.first?.checked == true && stored.items.first?.checkedByTripId == saved.tripId)
        #expect(stored.summary.completedAt != nil)

        // Unchecked by hand: open again, and a later trip leaves it open
        _ = try database.updateShoppingItem(cheese.id, inList: list.summary.id, ShoppingItemChange(checked: false))
        try database.checkShoppingItems([cheese.id], boughtBy: saved.tripId)
        stored = try #require(try database.shoppingList(id: list.summary.id))
        #expect(stored.items.first?.checked == false && stored.summary.completedAt == nil)
        #expect(try database.openShoppingItems().isEmpty)

        // Unknown lists and items change nothing
        #expect(try database.addShoppingItem(NewShoppingItem(customName: "x"), toList: "nope") == nil)
        #expect(try database.updateShoppingItem("nope", inList: list.summary.id, ShoppingItemChange(notes: "x")) == nil)
        #expect(try database.deleteShoppingItem(cheese.id, inList: "other") == false)
        #expect(try database.deleteShoppingList(id: list.summary.id))
        #expect(try database.shoppingLists().isEmpty)
    }
}
