import ArgumentParser
import Foundation
import LarderCore
import LarderPipeline
import LarderStore

/// `larder list show`: one list by category, checked items at the bottom.
struct ShowShoppingListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a list by category, checked items folded at the bottom.",
        discussion: "Each item ends with the start of its id, which check and remove accept as well as its name.")

    @Flag(help: "Print the list with its items as JSON.")
    var json = false

    @Option(help: "Order the aisles as in this store (its layout is set on the web app's /store-layouts page).")
    var store: String?

    @OptionGroup var choice: ShoppingListChoice
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let database = try database.openExisting()
        let list = try choice.resolve(in: database)
        let layout = try database.storeLayout(for: store)
        print(json ? try JSONOutput.string(ShoppingListOutput(list: list)) : ShoppingListText.text(list, layout: layout))
    }
}

/// `larder list lists`: every list with its counts.
struct ShoppingListsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lists", abstract: "List the shopping lists, changed last first.")

    @Flag(help: "Print the lists as a JSON array.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let lists = try database.openExisting().shoppingLists().sorted { $0.updatedAt > $1.updatedAt }
        if json {
            print(try JSONOutput.string(lists.map {
                ShoppingListsJSON(
                    id: $0.id, name: $0.name, totalItems: $0.totalItems, checkedItems: $0.checkedItems,
                    isCompleted: $0.completedAt != nil)
            }))
            return
        }
        guard !lists.isEmpty else {
            print("No shopping lists; `larder list add ITEM` starts one.")
            return
        }
        for list in lists {
            let state = list.completedAt == nil ? "" : "  done"
            print("\(list.id.prefix(8))  \(list.name)  \(list.checkedItems)/\(list.totalItems)\(state)")
        }
    }

    private struct ShoppingListsJSON: Encodable {
        var id: String
        var name: String
        var totalItems: Int
        var checkedItems: Int
        var isCompleted: Bool
    }
}

/// `larder list add LINE...`: items as typed, "2 l milk" read into quantity, unit and name.
struct AddShoppingItemCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add items: \"2 l milk\", \"500 g Mehl\", \"eggs (6)\", bananas.",
        discussion: """
            The quantity and unit come first or in brackets at the end; a number alone counts pieces. The name \
            stays as typed and chooses the category, unless --category moves the items.
            """)

    @Argument(help: "One item each, quoted when it has spaces.")
    var lines: [String]

    @Option(help: ArgumentHelp("Put the items in this category, e.g. milk_products.", valueName: "key"))
    var category: String?

    @Option(help: "A note for each item.")
    var notes: String?

    @Flag(help: "Print the new items as a JSON array.")
    var json = false

    @OptionGroup var choice: ShoppingListChoice
    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        if let category, ShoppingCategory(named: category) == nil {
            let keys = ShoppingCategory.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("--category must be one of: \(keys)")
        }
        for line in lines where ShoppingListImport.entry(fromLine: line) == nil {
            throw ValidationError("\"\(line)\" names no item; write it as \"2 l milk\" or \"milk\"")
        }
    }

    func run() async throws {
        let store = try database.open()
        let list = try choice.resolve(in: store, creating: true)
        let entries = lines.compactMap { line in
            ShoppingListImport.entry(fromLine: line, category: category.flatMap(ShoppingCategory.init(named:)))
                .map { entry in
                    var noted = entry
                    noted.notes = notes
                    return noted
                }
        }
        let items = try ShoppingListChoice.add(entries, to: list, in: store)
        if json {
            print(try JSONOutput.string(items.map(ShoppingItemOutput.init)))
        } else {
            items.forEach { print("added " + ShoppingListText.describe($0)) }
        }
    }
}

/// `larder list check ITEM...`, `--undo` to uncheck.
struct CheckShoppingItemCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check items off, or uncheck them with --undo.",
        discussion: """
            ITEM is an item's name in any case, or the start of its id (as `larder list show` prints it). \
            Unchecking an item a receipt checked keeps it open when later receipts come.
            """)

    @Argument(help: "The items' names or the starts of their ids.")
    var items: [String]

    @Flag(help: "Uncheck the items instead.")
    var undo = false

    @OptionGroup var choice: ShoppingListChoice
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try database.open()
        let list = try choice.resolve(in: store)
        for text in items {
            // The item that still needs the change first: "milk" checks the open milk, not one checked already.
            let waiting = list.items.filter { $0.checked == undo }
            guard let item = try ShoppingItemChoice.match(text, among: waiting, what: "item")
                ?? ShoppingItemChoice.item(text, in: list)
            else { throw ExitCode.failure }
            let changed = try store.updateShoppingItem(
                item.id, inList: list.summary.id, ShoppingItemChange(checked: !undo))
            print((undo ? "unchecked " : "checked ") + ShoppingListText.describe(changed ?? item))
        }
    }
}

/// `larder list remove ITEM...`.
struct RemoveShoppingItemCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove items from a list, by name or the start of their id.")

    @Argument(help: "The items' names or the starts of their ids.")
    var items: [String]

    @OptionGroup var choice: ShoppingListChoice
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try database.open()
        let list = try choice.resolve(in: store)
        for text in items {
            guard let item = try ShoppingItemChoice.item(text, in: list) else { throw ExitCode.failure }
            try store.deleteShoppingItem(item.id, inList: list.summary.id)
            print("removed " + ShoppingListText.describe(item))
        }
    }
}

/// An item of a list named on the command line.
enum ShoppingItemChoice {
    static func match(_ text: String, among items: [ShoppingListItem], what: String) throws -> ShoppingListItem? {
        try ShoppingListChoice.match(text, among: items, name: \.name, id: \.id, what: what)
    }

    /// The item, or `nil` after saying on standard error that the list has none such.
    static func item(_ text: String, in list: ShoppingList) throws -> ShoppingListItem? {
        if let item = try match(text, among: list.items, what: "item") { return item }
        StandardError.write(
            "larder: no item \"\(text)\" on \"\(list.summary.name)\"; `larder list show` names the items")
        return nil
    }
}
