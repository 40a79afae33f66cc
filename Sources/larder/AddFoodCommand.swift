import ArgumentParser
import Foundation
import LarderCore
import LarderStore

/// `larder foods add NAME`: a food the seed lacks, with `source = "user"`.
struct AddFoodCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a food with its nutrition per 100 g."
    )

    @Argument(help: "The food's English name, e.g. \"oat drink\".")
    var name: String

    @Option(help: "The category, e.g. dairy, produce, pantry.")
    var category = FoodCategory.other.rawValue

    @Option(name: .customLong("alias"), help: "Another word for the food, as receipts print it; repeatable.")
    var aliases: [String] = []

    @Option(help: "The product's EAN or UPC barcode.")
    var barcode: String?

    @OptionGroup var nutrition: NutritionOptions

    @Flag(help: "Print the new food as JSON.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        _ = try CategoryArgument.parse(category)
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("the name is empty") }
    }

    func run() async throws {
        let food = Food(
            name: name, category: try CategoryArgument.parse(category), nutrition: nutrition.applied(to: Nutrition()),
            source: "user", barcode: barcode
        )
        let added = try StoreRefusal.perform { try database.open().addFood(food, aliases: aliases) }
        print(json ? try JSONOutput.string(FoodJSON(food: added)) : "added food \(FoodText.line(added))")
    }
}

/// `larder foods edit ID`: changes only what the flags give.
struct EditFoodCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change a food's name, category, barcode or nutrition."
    )

    @Argument(help: "The food id.")
    var foodId: Int64

    @Option(help: "A new English name; the old one stays as an alias.")
    var name: String?

    @Option(help: "A new category.")
    var category: String?

    @Option(help: "The product's EAN or UPC barcode.")
    var barcode: String?

    @OptionGroup var nutrition: NutritionOptions

    @Flag(help: "Print the edited food as JSON.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        if let category { _ = try CategoryArgument.parse(category) }
    }

    func run() async throws {
        let store = try database.open()
        let edited = try StoreRefusal.perform {
            guard var food = try store.food(id: foodId) else {
                throw StoreError(.notFound, message: "no food \(foodId); `larder foods search TEXT` finds food ids")
            }
            food.name = name ?? food.name
            food.category = try category.map(CategoryArgument.parse) ?? food.category
            food.barcode = barcode ?? food.barcode
            food.nutrition = nutrition.applied(to: food.nutrition)
            // The numbers are now a person's, whatever their first source was.
            food.source = "user"
            try store.updateFood(food)
            return food
        }
        print(json ? try JSONOutput.string(FoodJSON(food: edited)) : "edited food \(FoodText.line(edited))")
    }
}
