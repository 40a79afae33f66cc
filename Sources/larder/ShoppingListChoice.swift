import ArgumentParser
import Foundation
import LarderPipeline
import LarderStore

/// `--list`: which list a `larder list` subcommand works on.
struct ShoppingListChoice: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The list: its id, its first 4 or more characters, or its name. Default: the open list changed last.",
            valueName: "list"))
    var list: String?

    /// The chosen list.
    /// - Parameter creating: Start a list when none is chosen: one called `--list`'s text when that names no
    ///   list, else "Shopping List" when no list is open.
    /// - Throws: `ExitCode.failure` after saying on standard error which lists there are.
    func resolve(in store: LarderDatabase, creating: Bool = false) throws -> ShoppingList {
        let lists = try store.shoppingLists().sorted { $0.updatedAt > $1.updatedAt }
        let chosen: ShoppingListSummary?
        if let list {
            chosen = try Self.match(list, among: lists, name: \.name, id: \.id, what: "shopping list")
        } else {
            chosen = lists.first { $0.completedAt == nil }
        }
        if let chosen, let found = try store.shoppingList(id: chosen.id) { return found }
        guard creating else {
            StandardError.write(
                list.map { "larder: no shopping list \"\($0)\"; `larder list lists` shows them" }
                    ?? "larder: no open shopping list; `larder list add ITEM` starts one, --list picks a finished one")
            throw ExitCode.failure
        }
        let created = try store.createShoppingList(name: list ?? "Shopping List")
        StandardError.write("started the list \"\(created.summary.name)\" (\(created.summary.id.prefix(8)))")
        return created
    }

    /// Adds entries to `list`, those without a category placed by the food bank's words offline.
    /// - Returns: The new items.
    static func add(_ entries: [ShoppingListEntry], to list: ShoppingList, in store: LarderDatabase) throws
        -> [ShoppingListItem]
    {
        let categorizer = ShoppingCategorizer(database: store, matchers: FoodMatcherCache())
        return try StoreRefusal.perform {
            try ShoppingListImport.add(entries, toList: list.summary.id, in: store, categorizer: categorizer)
        }
    }

    /// The one value `text` names: by its whole id, its name in any case, or the start of its id (4 characters
    /// or more).
    /// - Returns: `nil` when none does.
    /// - Throws: `ExitCode.failure` after listing them when several do.
    static func match<Value>(
        _ text: String, among values: [Value], name: (Value) -> String, id: (Value) -> String, what: String
    ) throws -> Value? {
        let key = text.lowercased()
        let candidates = [
            values.filter { id($0) == key },
            values.filter { name($0).lowercased() == key },
            // A prefix as long as a word, so that "e" checks no item whose id happens to start with it.
            key.count >= 4 ? values.filter { id($0).hasPrefix(key) } : [],
        ]
        guard let found = candidates.first(where: { !$0.isEmpty }) else { return nil }
        guard found.count == 1 else {
            StandardError.write("larder: \"\(text)\" names \(found.count) \(what)s; give the start of one's id:")
            for value in found { StandardError.write("  \(id(value).prefix(8))  \(name(value))") }
            throw ExitCode.failure
        }
        return found[0]
    }
}
