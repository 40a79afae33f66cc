import Foundation
import LarderCore
import LarderStore
import LarderTestSupport
import Testing

/// `larder list ...` run as a user runs it, against a database in a temporary folder.
@Suite struct ShoppingListCommandTests {
    let folder: TemporaryDirectory
    let larder: LarderExecutable
    var databasePath: String { folder.path("larder.sqlite") }

    init() throws {
        folder = try TemporaryDirectory()
        larder = try LarderExecutable()
    }

    /// Runs `larder list ARGUMENTS --db ...`, expecting success.
    @discardableResult
    private func list(_ arguments: [String]) throws -> String {
        let result = try larder.run(["list"] + arguments + ["--db", databasePath])
        #expect(result.exitCode == 0, "larder list \(arguments): \(result.standardError)")
        return result.standardOutput
    }

    private func json(_ arguments: [String]) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(list(arguments + ["--json"]).utf8)) as? [String: Any])
    }

    @Test func addedLinesAreReadAndShownByCategoryWithCheckedItemsAtTheBottom() throws {
        // Given items added to a database with no list yet
        try list(["add", "2 l milk", "500 g Mehl", "bananas"])

        // When one is checked by name, in another case
        let checked = try list(["check", "MILK"])
        #expect(checked.hasPrefix("checked milk (2 l)"), "\(checked)")

        // Then the text shows the open items by category and the checked one folded under ✓
        let text = try list(["show"])
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Shopping List · 1 of 3 checked") == true, "\(text)")
        let flour = try #require(lines.firstIndex { $0.hasPrefix("  • Mehl (500 g)") }, "\(text)")
        let fruit = try #require(lines.firstIndex(of: "🥬 Vegetables and Fruits"), "\(text)")
        let pantry = try #require(lines.firstIndex(of: "🏺 Pantry"), "\(text)")
        let done = try #require(lines.firstIndex(of: "✓ Checked"), "\(text)")
        #expect(fruit < pantry && pantry < flour && flour < done)
        #expect(lines.last?.hasPrefix("  ✓ milk (2 l)") == true, "\(text)")

        // And shown as in a store whose layout puts the pantry first, the pantry comes before the fruit
        try LarderDatabase.open(atPath: databasePath).setStoreLayout([.pantry], for: "Aldi")
        let aldi = try list(["show", "--store", "aldi"]).split(separator: "\n").map(String.init)
        #expect(try #require(aldi.firstIndex(of: "🏺 Pantry")) < (try #require(aldi.firstIndex(of: "🥬 Vegetables and Fruits"))))

        // And the JSON has every item with its quantity, unit, category and state
        let shown = try json(["show"])
        let items = try #require(shown["items"] as? [[String: Any]])
        #expect(items.map { $0["name"] as? String } == ["milk", "Mehl", "bananas"])
        #expect(items.map { $0["quantity"] as? Double } == [2, 500, nil])
        #expect(items.map { $0["unit"] as? String } == ["l", "g", nil])
        #expect(items.map { $0["category"] as? String } == ["milk_products", "pantry", "vegetables_and_fruits"])
        #expect(items.map { $0["checked"] as? Bool } == [true, false, false])
        #expect(shown["checkedItems"] as? Int == 1 && shown["totalItems"] as? Int == 3)

        // And --undo unchecks; an unknown item says how to find one
        try list(["check", "--undo", "milk"])
        #expect(try json(["show"])["checkedItems"] as? Int == 0)
        let missing = try larder.run(["list", "check", "cheese", "--db", databasePath])
        #expect(missing.exitCode == 1)
        #expect(missing.standardError.contains("no item \"cheese\""), "\(missing.standardError)")
    }

    @Test func aMarkdownExportImportsIntoANewListAsItWas() throws {
        // Given a list with a checked item, exported as Markdown
        try list(["add", "--list", "Weekly", "1 l milk", "6 eggs", "bread"])
        try list(["check", "--list", "Weekly", "bread"])
        let markdown = try list(["export", "--list", "Weekly", "--format", "markdown"])
        #expect(markdown.contains("## 🥚 Eggs\n\n- [ ] eggs (6)"), "\(markdown)")
        #expect(markdown.contains("- [x] bread"), "\(markdown)")
        let file = try folder.write(Data(markdown.utf8), to: "weekly.md")

        // When it is imported into a list named Copy
        try list(["import", file, "--list", "Copy"])

        // Then Copy has the same items, quantities, units, categories and checks
        func items(_ name: String) throws -> [String] {
            try #require(try json(["show", "--list", name])["items"] as? [[String: Any]]).map { item in
                ["name", "quantity", "unit", "category", "checked"].map { "\(item[$0] ?? "")" }.joined(separator: "|")
            }.sorted()
        }
        #expect(try items("Copy") == items("Weekly"))
        #expect(try items("Copy").count == 3)
        // And the default list is the one changed last
        #expect(try json(["show"])["name"] as? String == "Copy")
    }

    @Test func recipesAddedFromStandardInputSumTheirEggsOnAListMadeFromThem() throws {
        // Given two recipes, one from a file and one from standard input
        let toast = try folder.write(Data("3 eggs\n1 cup milk\n".utf8), to: "toast.txt")
        try list(["recipes", "add", "--name", "French Toast", toast])
        let pancakes = try folder.write(Data("2 eggs\n200 ml milk\n250 g flour\n".utf8), to: "pancakes.txt")
        let added = try larder.run(["list", "recipes", "add", "--name", "Pancakes", "-", "--db", databasePath],
            standardInput: pancakes)
        #expect(added.exitCode == 0, "\(added.standardError)")
        #expect(try list(["recipes", "show", "pancakes"]).contains("flour 250 g"))

        // When a list is made from both
        let made = try json(["from-recipes", "French Toast", "Pancakes"])

        // Then the eggs are one item of 5 from both recipes, milk summed in grams
        let items = try #require(made["items"] as? [[String: Any]])
        let eggs = try #require(items.first { $0["name"] as? String == "eggs" })
        #expect(eggs["quantity"] as? Double == 5)
        #expect((eggs["sources"] as? [[String: Any]])?.compactMap { $0["recipeName"] as? String }
            == ["French Toast", "Pancakes"])
        let milk = try #require(items.first { $0["name"] as? String == "milk" })
        #expect(milk["quantity"] as? Double == 440 && milk["unit"] as? String == "g")
        #expect(made["name"] as? String == "French Toast, Pancakes")

        // And a removed recipe is gone
        try list(["recipes", "remove", "Pancakes"])
        #expect(!(try list(["recipes", "list"])).contains("Pancakes"))
    }

    @Test func suggestNamesTheDueFoodsWithWhyAndAddsThem() throws {
        // Given milk bought every 6 days, last 8 days ago, and bread bought twice
        let database = try LarderDatabase.open(atPath: databasePath)
        let milk = try database.addFood(
            Food(name: "milk test", category: .dairy, nutrition: Nutrition(kcal: 64), source: "user"))
        let bread = try database.addFood(
            Food(name: "bread test", category: .bakery, nutrition: Nutrition(kcal: 250), source: "user"))
        for days in [20, 14, 8] { try PurchaseHistory.buy([milk], on: PurchaseHistory.day(days), in: database) }
        for days in [9, 3] { try PurchaseHistory.buy([bread], on: PurchaseHistory.day(days), in: database) }

        // When suggestions are asked for
        let text = try list(["suggest"])

        // Then milk is due with its reason, bread is not
        #expect(text == "🥛 milk test: every 6 days, last bought 8 days ago\n", "\(text)")
        let suggested = try #require(
            try JSONSerialization.jsonObject(with: Data(list(["suggest", "--json"]).utf8)) as? [[String: Any]])
        #expect(suggested.map { $0["intervalDays"] as? Double } == [6])
        #expect(suggested.first?["category"] as? String == "milk_products")

        // And --add puts it on a new list, after which it is no longer suggested
        try list(["suggest", "--add"])
        let items = try #require(try json(["show"])["items"] as? [[String: Any]])
        #expect(items.map { $0["name"] as? String } == ["milk test"])
        #expect(try list(["suggest"]).hasPrefix("Nothing is due"))
    }
}
