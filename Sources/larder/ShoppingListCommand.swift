import ArgumentParser

/// `larder list ...`: the shopping lists, their items, recipes and suggestions.
struct ShoppingListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Keep shopping lists: add, check and remove items, share them, make them from recipes.",
        discussion: """
            Every subcommand works on one list: --list ID, the start of an ID, or a NAME; by default the open \
            list changed last. `add`, `import` and `suggest --add` start a list called "Shopping List" when \
            there is none, and one called NAME for a --list NAME that names none. Receipts check off the items \
            they bought by themselves.

            Examples:
              larder list add "2 l milk" "500 g Mehl" bananas
              larder list show
              larder list check milk            # --undo to uncheck
              larder list export --format markdown > list.md
              larder list import list.md --list "Weekend"
              larder list suggest --add
              larder list recipes add --name Pancakes pancakes.txt
              larder list from-recipes Pancakes "French Toast"
            """,
        subcommands: [
            ShowShoppingListCommand.self, ShoppingListsCommand.self, AddShoppingItemCommand.self,
            CheckShoppingItemCommand.self, RemoveShoppingItemCommand.self, ExportShoppingListCommand.self,
            ImportShoppingListCommand.self, SuggestShoppingCommand.self, ShoppingListFromRecipesCommand.self,
            RecipesCommand.self,
        ],
        defaultSubcommand: ShowShoppingListCommand.self
    )
}
