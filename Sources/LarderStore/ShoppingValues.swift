import Foundation
import LarderCore

/// A recipe with its ingredients as read from its text.
public struct Recipe: Sendable, Hashable {
    public var id: String
    public var name: String
    public var text: String
    public var ingredients: [RecipeIngredient]
    public var createdAt: Date
    public var updatedAt: Date
}

/// A shopping list as its overview shows it.
public struct ShoppingListSummary: Sendable, Hashable {
    public var id: String
    public var name: String
    public var totalItems: Int
    public var checkedItems: Int
    public var createdAt: Date
    public var updatedAt: Date
    /// When its last item was checked; `nil` while one is open.
    public var completedAt: Date?
}

/// A shopping list with its items and the recipes it was made from.
public struct ShoppingList: Sendable, Hashable {
    public var summary: ShoppingListSummary
    public var weekStartDate: String?
    public var items: [ShoppingListItem]
    public var recipes: [RecipeReference]
}

/// A recipe a list was made from, by id and name.
public struct RecipeReference: Sendable, Hashable {
    public var id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// What one line of a shopping list may hold, the same wherever it comes from: the API and the list page refuse
/// more, a pasted list is cut to it.
public enum ShoppingItemLimits {
    /// Characters of a name: an item's, a list's, a recipe's, a store's.
    public static let name = 200
    /// Characters of a unit ("g", "Bund", "packs").
    public static let unit = 40
    /// Characters of an item's notes.
    public static let notes = 1000
    /// A quantity's range: beyond it a number is a typo or an attack, not shopping.
    public static let quantity: ClosedRange<Double> = 0...1_000_000
}

/// One line of a shopping list.
public struct ShoppingListItem: Sendable, Hashable {
    public var id: String
    public var ingredient: RecipeReference?
    public var customName: String?
    public var category: ShoppingCategory
    public var quantity: Double?
    public var unit: String?
    public var grams: Double?
    public var checked: Bool
    /// The trip whose receipt checked it; `nil` when a person did, or it is open.
    public var checkedByTripId: Int64?
    public var notes: String?
    public var sources: [IngredientAggregation.Source]
    public var createdAt: Date

    /// What the list shows: the person's own name for it, else the ingredient's.
    public var name: String { customName ?? ingredient?.name ?? "" }
    public var isCustom: Bool { customName != nil }

    /// "5 large", "440 g", "2" (pieces need no word): the quantity as a person reads it.
    public var displayQuantity: String { Self.displayQuantity(quantity, unit: unit) }

    /// A quantity and unit as a person reads them, to two decimals: "5 large", "440 g", "0.33 cup", "2" (pieces
    /// need no word); empty without either.
    public static func displayQuantity(_ quantity: Double?, unit: String?) -> String {
        let number = quantity.map { value -> String in
            let rounded = (value * 100).rounded() / 100
            // Past Int's range (a typed "1e20 g") the number is written as a Double rather than trap.
            return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
        }
        let word = unit == "piece" ? nil : unit
        return [number, word].compactMap { $0 }.joined(separator: " ")
    }
}

/// A new item for a list: an ingredient by id, or a name of the person's own.
public struct NewShoppingItem: Sendable, Hashable {
    public var ingredientId: String?
    public var customName: String?
    public var quantity: Double?
    public var unit: String?
    public var notes: String?
    /// `nil`: chosen from the name.
    public var category: ShoppingCategory?

    public init(
        ingredientId: String? = nil, customName: String? = nil, quantity: Double? = nil, unit: String? = nil,
        notes: String? = nil, category: ShoppingCategory? = nil
    ) {
        self.ingredientId = ingredientId
        self.customName = customName
        self.quantity = quantity
        self.unit = unit
        self.notes = notes
        self.category = category
    }
}

/// Changes to an item; `nil` fields stay, those in `cleared` are emptied.
public struct ShoppingItemChange: Sendable, Hashable {
    /// The fields a person may empty.
    public enum Field: Sendable, Hashable {
        case quantity, unit, notes
    }

    public var quantity: Double?
    public var unit: String?
    public var notes: String?
    public var checked: Bool?
    public var category: ShoppingCategory?
    public var cleared: Set<Field> = []

    public init(
        quantity: Double? = nil, unit: String? = nil, notes: String? = nil, checked: Bool? = nil,
        category: ShoppingCategory? = nil
    ) {
        self.quantity = quantity
        self.unit = unit
        self.notes = notes
        self.checked = checked
        self.category = category
    }
}
