import ArgumentParser
import LarderCore
import LarderStore

/// `larder foods delete ID`: removes a food; its items return to the review queue.
struct DeleteFoodCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a food; items linked to it become unmatched."
    )

    @Argument(help: "The food id.")
    var foodId: Int64

    @Flag(help: "Print {\"deleted\": ID} as JSON.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        try StoreRefusal.perform { try database.open().deleteFood(id: foodId) }
        print(json ? try JSONOutput.string(["deleted": foodId]) : "deleted food \(foodId)")
    }
}

/// `larder foods merge FROM INTO`: folds a duplicate into the food to keep.
struct MergeFoodsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge a duplicate food into another: its items and aliases move, then it is deleted."
    )

    @Argument(help: "The duplicate food's id, deleted afterwards.")
    var sourceId: Int64

    @Argument(help: "The id of the food to keep.")
    var targetId: Int64

    @Flag(help: "Print the kept food as JSON.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let kept = try StoreRefusal.perform { try database.open().mergeFood(sourceId, into: targetId) }
        let text = "merged food \(sourceId) into \(FoodText.line(kept))"
        print(json ? try JSONOutput.string(FoodJSON(food: kept)) : text)
    }
}

/// `larder foods alias ID TEXT`: teaches the matcher another word for a food.
struct AliasFoodCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "alias", abstract: "Add another word for a food, so receipts printing it match."
    )

    @Argument(help: "The food id.")
    var foodId: Int64

    @Argument(help: "The word as printed, e.g. \"BERGBAUERN H-MILCH\".")
    var text: String

    @Option(help: "The word's language: de or en.")
    var language: String?

    @Flag(help: "Print the food's aliases as JSON.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        if let language, !["de", "en"].contains(language) { throw ValidationError("--language must be de or en") }
        guard !FoodNameNormalizer.normalize(text).isEmpty else {
            throw ValidationError("'\(text)' has no letters to match on; give the food's name as printed")
        }
    }

    func run() async throws {
        let store = try database.open()
        let aliases = try StoreRefusal.perform {
            guard try store.food(id: foodId) != nil else {
                throw StoreError(.notFound, message: "no food \(foodId); `larder foods search TEXT` finds food ids")
            }
            try store.addAlias(text, toFood: foodId, language: language)
            return try store.aliases(ofFood: foodId).map(\.alias)
        }
        print(json ? try JSONOutput.string(aliases) : "food \(foodId) aliases: \(aliases.joined(separator: ", "))")
    }
}
