import Foundation
import LarderCore
import LarderPipeline
import LarderStore
import LarderTestSupport
import Testing

/// Lists exported as text, Markdown and JSON and imported back into a real SQLite file; pasted lines read.
@Suite struct ShoppingListExchangeTests {
    let folder: TemporaryDirectory
    let database: LarderDatabase

    init() throws {
        folder = try TemporaryDirectory()
        database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
    }

    private func add(_ entries: [ShoppingListEntry], to listId: String) throws -> [ShoppingListItem] {
        try ShoppingListImport.add(
            entries, toList: listId, in: database,
            categorizer: ShoppingCategorizer(database: database, matchers: FoodMatcherCache()))
    }

    /// What import must give back: name, quantity, unit, category and whether checked, sorted by name.
    private func kept(_ items: [ShoppingListItem]) -> [String] {
        items.map { "\($0.name)|\($0.quantity.map { "\($0)" } ?? "-")|\($0.unit ?? "-")|\($0.category)|\($0.checked)" }
            .sorted()
    }

    /// A list with quantities, a moved item, a checked one and one without a quantity.
    private func weeklyList() throws -> ShoppingList {
        let list = try database.createShoppingList(name: "Weekly")
        let items: [ShoppingListEntry] = [
            ShoppingListEntry(name: "milk", quantity: 1, unit: "l", category: .milkProducts),
            ShoppingListEntry(name: "bananas", quantity: 6, unit: "piece", category: .vegetablesAndFruits),
            ShoppingListEntry(name: "apples", category: .vegetablesAndFruits, checked: true),
            ShoppingListEntry(name: "Fancy Cheese (aged)", quantity: 0.25, unit: "kg", category: .refrigerated),
            ShoppingListEntry(name: "flour", quantity: 1.5, unit: "cup", category: .pantry, checked: true),
        ]
        _ = try add(items, to: list.summary.id)
        return try #require(try database.shoppingList(id: list.summary.id))
    }

    @Test func textIsSeed000sClipboardFormat() throws {
        let text = ShoppingListExport.text(try weeklyList())
        #expect(text == """
            🥬 Vegetables and Fruits
            • bananas (6)
            ✓ apples

            🏺 Pantry
            ✓ flour (1.5 cup)

            🥛 Milk Products
            • milk (1 l)

            🧊 Refrigerated Items
            • Fancy Cheese (aged) (0.25 kg)

            """)
        let markdown = ShoppingListExport.markdown(try weeklyList())
        #expect(markdown.hasPrefix("# Weekly\n\n## 🥬 Vegetables and Fruits\n\n- [ ] bananas (6)\n- [x] apples\n"))
    }

    @Test(arguments: ShoppingListFormat.allCases)
    func anExportedListImportsBackTheSame(format: ShoppingListFormat) throws {
        // Given a list, exported
        let original = try weeklyList()
        let exported = try ShoppingListExport.string(original, as: format)

        // When it is imported into an empty list
        let document = try ShoppingListImport.document(from: exported)
        let copy = try database.createShoppingList(name: "Copy")
        _ = try add(document.items, to: copy.summary.id)

        // Then the copy has the same names, quantities, units, categories and checked states
        let imported = try #require(try database.shoppingList(id: copy.summary.id))
        #expect(kept(imported.items) == kept(original.items))
        #expect(imported.summary.checkedItems == 2)
        #expect(document.name == (format == .text ? nil : "Weekly"))
    }

    @Test func pastedLinesGiveQuantitiesUnitsChecksAndHeadingsCategories() throws {
        let pasted = """
            2 l milk
            500 g Mehl
            - [x] 3 eggs
            * bread
            ✓ apples
            Sauce:
            a can of tomatoes

            ## 🧹 Household Supplies
            - [ ] soap (2)
            Beverages:
            • water (6 x 1.5 l)
            """
        let entries = try ShoppingListImport.document(from: pasted).items
        // Lines under no category heading get theirs when added, by name as a typed item does
        #expect(entries.map(\.category) == [nil, nil, nil, nil, nil, nil, .householdSupplies, .beverages])
        let list = try database.createShoppingList(name: "Pasted")
        let items = try add(entries, to: list.summary.id)
        let read = items.map {
            "\($0.name)|\($0.quantity ?? 0)|\($0.unit ?? "-")|\($0.category.rawValue)|\($0.checked)"
        }
        #expect(read == [
            "milk|2.0|l|milk_products|false",
            "Mehl|500.0|g|pantry|false",
            "eggs|3.0|piece|eggs|true",
            "bread|0.0|-|bread_products|false",
            "apples|0.0|-|vegetables_and_fruits|true",
            "tomatoes|1.0|can|vegetables_and_fruits|false",
            "soap|2.0|piece|household_supplies|false",
            // Brackets that are no quantity stay in the name
            "water (6 x 1.5 l)|0.0|-|beverages|false",
        ])
        #expect(ShoppingListImport.entry(fromLine: "For the sauce:") == nil)
        #expect(ShoppingListImport.entry(fromLine: "  ") == nil)
        #expect(ShoppingListImport.entry(fromLine: "milk (1L)")?.quantity == 1)
    }

    @Test func theAPIsListJSONAndSeed000sImportDataRead() throws {
        // The API's list: customName or ingredient, the category as an object
        let api = """
            {"id": "x", "name": "From the API", "items": [
              {"id": "1", "ingredient": {"id": "g", "name": "eggs"}, "customName": null, "quantity": 5,
               "unit": "piece", "checked": true, "category": {"id": "c", "name": "Eggs", "emoji": "🥚"}},
              {"id": "2", "ingredient": null, "customName": "Fancy Cheese", "quantity": null, "unit": null,
               "checked": false, "category": {"name": "Milk Products"}}]}
            """
        let document = try ShoppingListImport.document(from: api)
        #expect(document.name == "From the API")
        #expect(document.items == [
            ShoppingListEntry(name: "eggs", quantity: 5, unit: "piece", category: .eggs, checked: true),
            ShoppingListEntry(name: "Fancy Cheese", category: .milkProducts),
        ])
        // Seed 000: the quantity as text, the category by title or missing
        let seed = #"{"items": [{"name": "milk", "quantity": "1L", "category": "Milk Products"}, {"name": "Brot"}]}"#
        #expect(try ShoppingListImport.document(from: seed).items == [
            ShoppingListEntry(name: "milk", quantity: 1, unit: "l", category: .milkProducts),
            ShoppingListEntry(name: "Brot"),
        ])
        #expect(throws: PipelineError.self) { try ShoppingListImport.document(from: #"{"lists": []}"#) }
        // A task box is no JSON array
        #expect(try ShoppingListImport.document(from: "[ ] milk").items.map(\.name) == ["milk"])
    }
}
