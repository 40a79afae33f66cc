import ArgumentParser
import Foundation
import LarderCore
import LarderExtraction
import LarderStore

/// `larder list recipes ...`: recipes to make lists from.
struct RecipesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recipes",
        abstract: "Keep recipes whose ingredients `larder list from-recipes` puts on a list.",
        subcommands: [
            ListRecipesCommand.self, AddRecipeCommand.self, ShowRecipeCommand.self, RemoveRecipeCommand.self,
        ],
        defaultSubcommand: ListRecipesCommand.self
    )

    /// The recipe `text` names: its id, the start of its id, or its name.
    /// - Throws: `ExitCode.failure` after saying why on standard error.
    static func recipe(_ text: String, in store: LarderDatabase) throws -> Recipe {
        guard let found = try ShoppingListChoice.match(
            text, among: try store.recipes(), name: \.name, id: \.id, what: "recipe")
        else {
            StandardError.write("larder: no recipe \"\(text)\"; `larder list recipes list` shows them")
            throw ExitCode.failure
        }
        return found
    }
}

/// `larder list recipes list`.
struct ListRecipesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the recipes.")

    @Flag(help: "Print the recipes with their ingredients as a JSON array.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let recipes = try database.openExisting().recipes()
        if json {
            print(try JSONOutput.string(recipes.map(RecipeJSON.init)))
        } else if recipes.isEmpty {
            print("No recipes; `larder list recipes add --name NAME FILE` adds one.")
        } else {
            recipes.forEach { print("\($0.id.prefix(8))  \($0.name)  (\($0.ingredients.count) ingredients)") }
        }
    }
}

/// `larder list recipes add --name NAME FILE|-`.
struct AddRecipeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a recipe from a text file or standard input, one ingredient per line.",
        discussion: """
            Lines such as "2 cups milk", "500 g Mehl", "3 eggs", "salt to taste"; headings ("For the sauce:") \
            and blank lines are skipped. US and imperial units become grams where a weight makes sense.

            Example:
              printf '3 eggs\\n1 cup milk\\n' | larder list recipes add --name "French Toast" -
            """)

    @Option(help: "The recipe's name.")
    var name: String

    @Argument(help: "The file, or - for standard input.", completion: .file())
    var file = "-"

    @Flag(help: "Print the recipe as JSON.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("--name is empty") }
    }

    func run() async throws {
        let text = try TextFile.read(file)
        let ingredients = IngredientParser.parse(text: text)
        guard !ingredients.isEmpty else {
            StandardError.write("larder: \(file) names no ingredients; write one a line, e.g. \"2 cups milk\"")
            throw ExitCode.failure
        }
        let recipe = try database.open().addRecipe(name: name, text: text, ingredients: ingredients)
        print(json ? try JSONOutput.string(RecipeJSON(recipe)) : RecipeText.text(recipe))
    }
}

/// `larder list recipes show RECIPE`.
struct ShowRecipeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show a recipe's ingredients as read: quantity, unit, grams.")

    @Argument(help: "The recipe's name or the start of its id.")
    var recipe: String

    @Flag(help: "Print the recipe as JSON.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let found = try RecipesCommand.recipe(recipe, in: try database.openExisting())
        print(json ? try JSONOutput.string(RecipeJSON(found)) : RecipeText.text(found))
    }
}

/// `larder list recipes remove RECIPE`.
struct RemoveRecipeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove a recipe; lists made from it keep their items.")

    @Argument(help: "The recipe's name or the start of its id.")
    var recipe: String

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try database.open()
        let found = try RecipesCommand.recipe(recipe, in: store)
        try store.deleteRecipe(id: found.id)
        print("removed \(found.name)")
    }
}

/// `larder list from-recipes RECIPE...`: a new list of the recipes' ingredients, summed.
struct ShoppingListFromRecipesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "from-recipes",
        abstract: "Start a list of the ingredients of recipes, summed.",
        discussion: """
            The same ingredient in the same unit becomes one item (2 eggs + 3 eggs = 5 eggs), masses and volumes \
            of one ingredient are summed in grams, other units stay apart; as the web API's from-recipes.
            """)

    @Argument(help: "The recipes' names or the starts of their ids.")
    var recipes: [String]

    @Option(help: "The list's name. Default: the recipes' names.")
    var name: String?

    @Flag(help: "Print the new list as JSON.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try database.open()
        var chosen: [Recipe] = []
        for text in recipes {
            let recipe = try RecipesCommand.recipe(text, in: store)
            if !chosen.contains(where: { $0.id == recipe.id }) { chosen.append(recipe) }
        }
        let list = try store.createShoppingList(fromRecipes: chosen, name: name)
        print(json ? try JSONOutput.string(ShoppingListOutput(list: list)) : ShoppingListText.text(list))
    }
}
