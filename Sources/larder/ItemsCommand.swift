import ArgumentParser
import Foundation
import LarderStore

/// `larder items ...`: corrections to purchased items.
struct ItemsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "items",
        abstract: "Review and correct purchased items.",
        subcommands: [ListItemsCommand.self, LinkItemCommand.self, UnlinkItemCommand.self, SkipItemCommand.self]
    )
}

/// `larder items link ITEM FOOD`: sets an item's food and learns its text as an alias of that food.
struct LinkItemCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "link",
        abstract: "Link an item to a food, and remember the item's text so later receipts match by themselves."
    )

    @Argument(help: "The item id (see `larder process --json`).")
    var itemId: Int64

    @Argument(help: "The food id.")
    var foodId: Int64

    @Flag(name: .long, help: "Print the updated item as JSON.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let item = try StoreRefusal.perform { try database.open().link(itemId: itemId, toFood: foodId) }
        try ItemCorrection.report(item, json: json, verb: "linked to food \(foodId)")
    }
}

/// `larder items unlink ITEM`: removes a wrong food link.
struct UnlinkItemCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unlink",
        abstract: "Remove an item's food link, and forget the alias a link had taught."
    )

    @Argument(help: "The item id.")
    var itemId: Int64

    @Flag(name: .long, help: "Print the updated item as JSON.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let item = try StoreRefusal.perform { try database.open().unlink(itemId: itemId) }
        try ItemCorrection.report(item, json: json, verb: "unlinked")
    }
}

/// What `link`, `unlink` and `skip` share: printing the corrected item.
enum ItemCorrection {
    static func report(_ item: PurchasedItemRecord, json: Bool, verb: String) throws {
        if json {
            print(try JSONOutput.string(PurchasedItemJSON(item)))
        } else {
            print("item \(item.id ?? 0) \"\(item.originalText)\" \(verb)")
        }
    }
}

/// The `--json` form of a stored item.
struct PurchasedItemJSON: Encodable {
    let id: Int64?
    let tripId: Int64
    let name: String
    let originalText: String
    let foodId: Int64?
    let matchConfidence: Double?

    init(_ item: PurchasedItemRecord) {
        id = item.id
        tripId = item.groceryTripId
        name = item.name
        originalText = item.originalText
        foodId = item.foodId
        matchConfidence = item.matchConfidence
    }

    private enum CodingKeys: String, CodingKey {
        case id, tripId, name, originalText, foodId, matchConfidence
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(tripId, forKey: .tripId)
        try container.encode(name, forKey: .name)
        try container.encode(originalText, forKey: .originalText)
        try container.encode(foodId, forKey: .foodId)
        try container.encode(matchConfidence, forKey: .matchConfidence)
    }
}
