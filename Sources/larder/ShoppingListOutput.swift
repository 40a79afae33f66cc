import Foundation
import LarderCore
import LarderPipeline
import LarderStore

/// How `larder list` prints a list: by category in the default order (or a store's), checked items folded at the
/// bottom.
enum ShoppingListText {
    static func text(_ list: ShoppingList, layout: [ShoppingCategory] = ShoppingCategory.allCases) -> String {
        let summary = list.summary
        let counts = "\(summary.checkedItems) of \(summary.totalItems) checked"
        var lines = ["\(summary.name) · \(counts) · \(summary.id.prefix(8))"]
        let open = list.items.filter { !$0.checked }
        for category in layout {
            let items = open.filter { $0.category == category }
            guard !items.isEmpty else { continue }
            lines.append("")
            lines.append("\(category.emoji) \(category.title)")
            lines += items.map { line($0, mark: "•") }
        }
        let checked = list.items.filter(\.checked)
        if !checked.isEmpty {
            lines.append("")
            lines.append("✓ Checked")
            lines += checked.map { line($0, mark: "✓") }
        }
        if list.items.isEmpty { lines.append("(empty: `larder list add ITEM` adds one)") }
        return lines.joined(separator: "\n")
    }

    /// "  • milk (1 l) · 3f2a91c0".
    static func line(_ item: ShoppingListItem, mark: String) -> String {
        "  \(mark) \(describe(item))"
    }

    /// "milk (1 l) · 3f2a91c0", with notes and the trip that bought it.
    static func describe(_ item: ShoppingListItem) -> String {
        let entry = ShoppingListEntry(item)
        var text = entry.name
        if !entry.displayQuantity.isEmpty { text += " (\(entry.displayQuantity))" }
        if let notes = item.notes, !notes.isEmpty { text += " — \(notes)" }
        if let trip = item.checkedByTripId { text += " (bought, trip \(trip))" }
        return text + " · \(item.id.prefix(8))"
    }
}

/// The `--json` form of a list: every field present, unknown ones `null`.
struct ShoppingListOutput: Encodable {
    let list: ShoppingList

    private enum Key: String, CodingKey {
        case id, name, weekStartDate, totalItems, checkedItems, createdAt, updatedAt, completedAt, recipes, items
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        let summary = list.summary
        try container.encode(summary.id, forKey: .id)
        try container.encode(summary.name, forKey: .name)
        try container.encode(list.weekStartDate, forKey: .weekStartDate)
        try container.encode(summary.totalItems, forKey: .totalItems)
        try container.encode(summary.checkedItems, forKey: .checkedItems)
        try container.encode(UTCDateTime(summary.createdAt).iso8601, forKey: .createdAt)
        try container.encode(UTCDateTime(summary.updatedAt).iso8601, forKey: .updatedAt)
        try container.encode(summary.completedAt.map { UTCDateTime($0).iso8601 }, forKey: .completedAt)
        try container.encode(list.recipes.map { ["id": $0.id, "name": $0.name] }, forKey: .recipes)
        try container.encode(list.items.map(ShoppingItemOutput.init), forKey: .items)
    }
}

/// The `--json` form of an item: the list API's fields, the category by key with its title and emoji.
struct ShoppingItemOutput: Encodable {
    let item: ShoppingListItem

    init(_ item: ShoppingListItem) { self.item = item }

    private enum Key: String, CodingKey {
        case id, name, isCustom, quantity, unit, displayQuantity, grams, category, categoryTitle, emoji, checked,
            checkedByTripId, notes, sources
    }

    private struct Source: Encodable {
        let source: IngredientAggregation.Source

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: SourceKey.self)
            try container.encode(source.recipeId, forKey: .recipeId)
            try container.encode(source.recipeName, forKey: .recipeName)
            try container.encode(source.quantity, forKey: .quantity)
            try container.encode(source.unit, forKey: .unit)
        }

        private enum SourceKey: String, CodingKey { case recipeId, recipeName, quantity, unit }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(item.id, forKey: .id)
        try container.encode(item.name, forKey: .name)
        try container.encode(item.isCustom, forKey: .isCustom)
        try container.encode(item.quantity, forKey: .quantity)
        try container.encode(item.unit, forKey: .unit)
        try container.encode(ShoppingListEntry(item).displayQuantity, forKey: .displayQuantity)
        try container.encode(item.grams, forKey: .grams)
        try container.encode(item.category.rawValue, forKey: .category)
        try container.encode(item.category.title, forKey: .categoryTitle)
        try container.encode(item.category.emoji, forKey: .emoji)
        try container.encode(item.checked, forKey: .checked)
        try container.encode(item.checkedByTripId, forKey: .checkedByTripId)
        try container.encode(item.notes, forKey: .notes)
        try container.encode(item.sources.map(Source.init), forKey: .sources)
    }
}
