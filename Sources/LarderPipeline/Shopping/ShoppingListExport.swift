import Foundation
import LarderCore
import LarderStore

/// A list written for sharing, as seed 000 shares it: the categories in the default order as headers with their
/// emoji, the items as bullets with their quantity in brackets, checked ones with a check mark.
/// ``ShoppingListImport`` reads each format back.
///
/// Text, for messaging apps:
/// ```
/// 🥬 Vegetables and Fruits
/// • bananas (6)
/// ✓ apples
///
/// 🥛 Milk Products
/// • milk (1 l)
/// ```
/// Markdown: `# list name`, then `## 🥬 Vegetables and Fruits` and task items `- [ ] bananas (6)`, `- [x] apples`.
/// JSON: `{"name": "...", "items": [{"name", "quantity", "unit", "category", "checked", "notes"}]}`, the
/// category by its title ("Milk Products"), fields without a value left out.
public enum ShoppingListExport {
    /// The list in `format`.
    public static func string(_ list: ShoppingList, as format: ShoppingListFormat) throws -> String {
        switch format {
        case .text: text(list)
        case .markdown: markdown(list)
        case .json: try json(list)
        }
    }

    /// Seed 000's clipboard text.
    public static func text(_ list: ShoppingList) -> String {
        sections(of: list).map { category, entries in
            (["\(category.emoji) \(category.title)"] + entries.map { ($0.checked ? "✓ " : "• ") + line($0) })
                .joined(separator: "\n")
        }.joined(separator: "\n\n") + "\n"
    }

    /// The list as a Markdown task list under its name.
    public static func markdown(_ list: ShoppingList) -> String {
        let sections = sections(of: list).map { category, entries in
            (["## \(category.emoji) \(category.title)", ""]
                + entries.map { ($0.checked ? "- [x] " : "- [ ] ") + line($0) }).joined(separator: "\n")
        }
        return (["# \(list.summary.name)"] + sections).joined(separator: "\n\n") + "\n"
    }

    /// The list's name and entries as JSON, pretty-printed with sorted keys.
    public static func json(_ list: ShoppingList) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = ShoppingListDocument(name: list.summary.name, items: list.items.map(ShoppingListEntry.init))
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }

    /// The categories that have items, in the default order, each with its items in list order.
    public static func sections(of list: ShoppingList) -> [(category: ShoppingCategory, entries: [ShoppingListEntry])] {
        let grouped = Dictionary(grouping: list.items.map(ShoppingListEntry.init)) { $0.category ?? .uncategorised }
        return ShoppingCategory.allCases.compactMap { category in
            grouped[category].map { (category: category, entries: $0) }
        }
    }

    /// "milk (1 l)", "bananas".
    static func line(_ entry: ShoppingListEntry) -> String {
        let quantity = entry.displayQuantity
        return quantity.isEmpty ? entry.name : "\(entry.name) (\(quantity))"
    }
}
