import LarderCore
import LarderStore

/// A list item as export writes it and import reads it back: what it is, how much, its aisle, whether it is
/// checked; not which list it is on.
public struct ShoppingListEntry: Sendable, Hashable {
    public var name: String
    public var quantity: Double?
    /// ``KitchenUnit/name``, e.g. "l" or "piece".
    public var unit: String?
    public var category: ShoppingCategory
    public var checked: Bool
    public var notes: String?

    public init(
        name: String, quantity: Double? = nil, unit: String? = nil, category: ShoppingCategory,
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

    /// "5" (pieces need no word), "1 l", "440 g", "0.333 cup": the quantity as a list shows it, empty without one.
    public var displayQuantity: String { Self.display(quantity: quantity, unit: unit) }

    /// A quantity and unit as a list shows them, to three decimals: "5" (pieces need no word), "1 l", "0.333 cup".
    public static func display(quantity: Double?, unit: String?) -> String {
        let number = quantity.map { value -> String in
            let rounded = (value * 1000).rounded() / 1000
            return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
        }
        return [number, unit == "piece" ? nil : unit].compactMap { $0 }.joined(separator: " ")
    }
}

/// How a list is written for sharing: seed 000's text for messaging apps, Markdown, or JSON.
public enum ShoppingListFormat: String, Sendable, CaseIterable {
    case text
    case markdown
    case json
}
