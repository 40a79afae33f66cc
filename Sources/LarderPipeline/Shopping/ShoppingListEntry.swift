import LarderCore
import LarderStore

/// A list item as export writes it and import reads it back: what it is, how much, its aisle, whether it is
/// checked; not which list it is on.
public struct ShoppingListEntry: Sendable, Hashable {
    public var name: String
    public var quantity: Double?
    /// ``KitchenUnit/name``, e.g. "l" or "piece".
    public var unit: String?
    /// `nil`: chosen from the name when the entry is added to a list (a pasted line under no category heading).
    public var category: ShoppingCategory?
    public var checked: Bool
    public var notes: String?

    public init(
        name: String, quantity: Double? = nil, unit: String? = nil, category: ShoppingCategory? = nil,
        checked: Bool = false, notes: String? = nil
    ) {
        self.name = name
        self.quantity = quantity
        self.unit = unit
        self.category = category
        self.checked = checked
        self.notes = notes
    }

    /// What a list item is, without its id, sources and the trip that checked it.
    public init(_ item: ShoppingListItem) {
        self.init(
            name: item.name, quantity: item.quantity, unit: item.unit, category: item.category,
            checked: item.checked, notes: item.notes)
    }

    /// "5" (pieces need no word), "1 l", "440 g", "0.33 cup": the quantity as a list shows it, empty without one.
    public var displayQuantity: String { ShoppingListItem.displayQuantity(quantity, unit: unit) }
}

/// How a list is written for sharing: seed 000's text for messaging apps, Markdown, or JSON.
public enum ShoppingListFormat: String, Sendable, CaseIterable {
    case text
    case markdown
    case json
}
