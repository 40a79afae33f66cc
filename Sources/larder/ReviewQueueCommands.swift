import ArgumentParser
import LarderCore
import LarderStore

/// `larder items list [--unmatched]`: stored items, or only the review queue with suggested foods.
struct ListItemsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List purchased items; with --unmatched, the review queue and the foods each item may be."
    )

    @Flag(help: "Only items without a food that have not been skipped.")
    var unmatched = false

    @Option(help: "At most this many items.")
    var limit: Int?

    @Option(help: "Suggest this many foods per unmatched item.")
    var suggestions = 3

    @Flag(help: "Print the items as a JSON array.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try database.openExisting()
        let items = try store.items(isUnmatchedOnly: unmatched, limit: limit)
        let suggested = unmatched ? try store.suggestions(for: items, limit: suggestions) : []
        let rows = items.enumerated().map { index, item in
            ReviewItemJSON(item: PurchasedItemJSON(item), suggestions: suggested.isEmpty ? nil : suggested[index])
        }
        if json {
            print(try JSONOutput.string(rows))
            return
        }
        for row in rows {
            let food = row.item.foodId.map { "food \($0)" } ?? "no food"
            print("\(row.item.id ?? 0)\t\(row.item.originalText)\t\(row.item.name)\t\(food)")
            for match in row.suggestions ?? [] {
                print("\tmaybe \(match.foodId) \(match.foodName) (\(FoodMatchJSON.score(match)))")
            }
        }
    }
}

/// `larder items skip ITEM`: leaves an item without a food and takes it off the review queue.
struct SkipItemCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "skip", abstract: "Take an item off the review queue without giving it a food."
    )

    @Argument(help: "The item id (see `larder items list --unmatched`).")
    var itemId: Int64

    @Flag(help: "Print the item as JSON.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let item = try StoreRefusal.perform { try database.open().skip(itemId: itemId) }
        try ItemCorrection.report(item, json: json, verb: "skipped")
    }
}

/// An item in `items list --json`, with the review queue's suggestions when asked for unmatched items.
struct ReviewItemJSON: Encodable {
    let item: PurchasedItemJSON
    let suggestions: [FoodMatch]?

    private enum Key: String, CodingKey { case suggestions }

    func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encodeIfPresent(suggestions?.map(FoodMatchJSON.init), forKey: .suggestions)
    }
}
