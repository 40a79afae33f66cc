import ArgumentParser
import LarderStore

/// `larder foods ...`: inspect and correct the food bank.
struct FoodsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "foods",
        abstract: "Inspect and correct the food bank.",
        subcommands: [
            ListFoodsCommand.self, SearchFoodsCommand.self, ShowFoodCommand.self, AddFoodCommand.self,
            EditFoodCommand.self, DeleteFoodCommand.self, MergeFoodsCommand.self, AliasFoodCommand.self,
            ExportFoodsCommand.self, ImportFoodsCommand.self,
        ]
    )
}

/// `larder foods list`: every food, a page at a time.
struct ListFoodsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List foods by id.")

    @Option(help: "At most this many foods.")
    var limit: Int?

    @Option(help: "Pass over this many foods first.")
    var offset = 0

    @Flag(help: "Print the foods as a JSON array.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let foods = try database.openExisting().foods(limit: limit, offset: offset)
        if json {
            print(try JSONOutput.string(foods.map { FoodJSON(food: $0) }))
        } else {
            foods.forEach { print(FoodText.line($0)) }
        }
    }
}

/// `larder foods show ID`: one food with its aliases and how many items it is linked to.
struct ShowFoodCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show a food, its nutrition per 100 g and its aliases."
    )

    @Argument(help: "The food id.")
    var foodId: Int64

    @Flag(help: "Print the food as JSON.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try database.openExisting()
        guard let food = try store.food(id: foodId) else {
            StandardError.write("larder: no food \(foodId); `larder foods search TEXT` finds food ids")
            throw ExitCode.failure
        }
        let aliases = try store.aliases(ofFood: foodId).map(\.alias)
        let linked = try store.linkedItemCount(ofFood: foodId)
        let reason = try store.reviewReason(ofFood: foodId)
        if json {
            let shown = FoodJSON(food: food, aliases: aliases, linkedItems: linked, reviewReason: reason)
            print(try JSONOutput.string(shown))
            return
        }
        if let reason { print("needs review: \(reason)") }
        print(FoodText.line(food))
        print(FoodText.nutritionLines(food.nutrition).joined(separator: "\n"))
        if let barcode = food.barcode { print("barcode: \(barcode)") }
        print("aliases: \(aliases.joined(separator: ", "))")
        print("linked items: \(linked)")
    }
}
