import ArgumentParser
import Foundation
import LarderPipeline
import LarderStore

/// `larder list export`: a list as text for messaging apps, Markdown or JSON.
struct ExportShoppingListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a list as text (for messaging apps), Markdown or JSON.",
        discussion: """
            Text: categories as headers with their emoji, "• milk (1 l)" for open items, "✓ apples" for checked \
            ones. Markdown: "## 🥛 Milk Products" and "- [ ] milk (1 l)". JSON: {"name", "items": [{"name", \
            "quantity", "unit", "category", "checked", "notes"}]}. `larder list import` reads each back.
            """)

    @Option(help: "text, markdown or json.")
    var format = ShoppingListFormat.text

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @OptionGroup var choice: ShoppingListChoice
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let text = try ShoppingListExport.string(try choice.resolve(in: try database.openExisting()), as: format)
        try TextFile.write(text, to: output)
    }
}

/// `larder list import FILE|-`: adds a pasted or exported list's items.
struct ImportShoppingListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the items of a text, Markdown or JSON list, from a file or standard input.",
        discussion: """
            One item a line: bullets (•, -, *), task boxes ([ ], [x]) and check marks (✓) are read, category \
            headers ("🥛 Milk Products", "## Milk Products") put the items under them in that category, and \
            "2 l milk" or "milk (1 l)" give the quantity. JSON: as `larder list export --format json` writes it, \
            or the shopping-list API's list. Nothing is merged: importing twice adds the items twice.

            Examples:
              larder list import list.md --list Weekend
              pbpaste | larder list import -
            """)

    @Argument(help: "The file, or - for standard input.", completion: .file())
    var file: String

    @Flag(help: "Print the new items as a JSON array.")
    var json = false

    @OptionGroup var choice: ShoppingListChoice
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let text = try TextFile.read(file)
        let document: ShoppingListDocument
        do {
            document = try ShoppingListImport.document(from: text)
        } catch let error as PipelineError {
            StandardError.write("larder: \(file): \(error.message)")
            throw ExitCode.failure
        }
        guard !document.items.isEmpty else {
            StandardError.write("larder: \(file) names no items; write one a line, e.g. \"2 l milk\"")
            throw ExitCode.failure
        }
        let store = try database.open()
        let list = try choice.resolve(in: store, creating: true)
        let items = try ShoppingListChoice.add(document.items, to: list, in: store)
        if json {
            print(try JSONOutput.string(items.map(ShoppingItemOutput.init)))
        } else {
            print("added \(items.count) items to \"\(list.summary.name)\" (\(list.summary.id.prefix(8)))")
        }
    }
}

/// `larder list suggest`: foods bought regularly that are due, `--add` to put them on the list.
struct SuggestShoppingCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggest",
        abstract: "Suggest foods bought regularly that are due again, with why.",
        discussion: """
            A food bought on at least 3 different days is due once the median gap between its purchases has \
            passed since the last one ("every 6 days, last bought 8 days ago"), unless an unchecked item on a \
            list names it, or it was not bought for 4 such gaps (a habit given up). Most overdue first.
            """)

    @Option(help: "At most this many.")
    var limit = 20

    @Flag(help: "Add the suggested foods to the list.")
    var add = false

    @Flag(help: "Print the suggestions as a JSON array.")
    var json = false

    @OptionGroup var choice: ShoppingListChoice
    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
    }

    func run() async throws {
        let store = try add ? database.open() : database.openExisting()
        let suggestions = try ShoppingSuggestions.due(in: store, today: Date(), limit: limit)
        if add, !suggestions.isEmpty {
            let list = try choice.resolve(in: store, creating: true)
            let entries = suggestions.map { ShoppingListEntry(name: $0.name, category: $0.category) }
            _ = try ShoppingListChoice.add(entries, to: list, in: store)
            StandardError.write("added \(entries.count) to \"\(list.summary.name)\" (\(list.summary.id.prefix(8)))")
        }
        if json {
            print(try JSONOutput.string(suggestions.map(SuggestionJSON.init)))
        } else if suggestions.isEmpty {
            print("Nothing is due: no food bought on 3 or more days has reached its usual interval.")
        } else {
            for suggestion in suggestions {
                print("\(suggestion.category.emoji) \(suggestion.name): \(suggestion.reason)")
            }
        }
    }

    private struct SuggestionJSON: Encodable {
        var foodId: Int64
        var name: String
        var category: String
        var intervalDays: Double
        var lastBought: String
        var daysSinceLastBought: Int
        var purchaseDays: Int
        var reason: String

        init(_ suggestion: ShoppingSuggestion) {
            foodId = suggestion.foodId
            name = suggestion.name
            category = suggestion.category.rawValue
            intervalDays = suggestion.intervalDays
            lastBought = suggestion.lastBought.iso
            daysSinceLastBought = suggestion.daysSinceLastBought
            purchaseDays = suggestion.purchaseDays
            reason = suggestion.reason
        }
    }
}
