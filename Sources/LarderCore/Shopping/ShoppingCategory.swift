import Foundation

/// The 17 aisles of a shopping list, with their emoji, in the order a list shows them unless a store's layout
/// says otherwise.
public enum ShoppingCategory: String, Sendable, Hashable, Codable, CaseIterable {
    case uncategorised
    case vegetablesAndFruits = "vegetables_and_fruits"
    case vegetarian
    case glucoseFree = "glucose_free"
    case lactoseFree = "lactose_free"
    case breadProducts = "bread_products"
    case sweets
    case pantry
    case milkProducts = "milk_products"
    case meatAndSeafood = "meat_and_seafood"
    case eggs
    case coffeeAndTea = "coffee_and_tea"
    case householdSupplies = "household_supplies"
    case beverages
    case refrigerated = "refrigerated_items"
    case electronics
    case other

    /// The name a list shows.
    public var title: String {
        switch self {
        case .uncategorised: "Uncategorised"
        case .vegetablesAndFruits: "Vegetables and Fruits"
        case .vegetarian: "Vegetarian"
        case .glucoseFree: "Glucose-Free"
        case .lactoseFree: "Lactose-Free"
        case .breadProducts: "Bread Products"
        case .sweets: "Sweets"
        case .pantry: "Pantry"
        case .milkProducts: "Milk Products"
        case .meatAndSeafood: "Meat and Seafood"
        case .eggs: "Eggs"
        case .coffeeAndTea: "Coffee & Tea"
        case .householdSupplies: "Household Supplies"
        case .beverages: "Beverages"
        case .refrigerated: "Refrigerated Items"
        case .electronics: "Electronics"
        case .other: "Other"
        }
    }

    public var emoji: String {
        switch self {
        case .uncategorised: "❓"
        case .vegetablesAndFruits: "🥬"
        case .vegetarian: "🥗"
        case .glucoseFree: "🚫"
        case .lactoseFree: "🥥"
        case .breadProducts: "🍞"
        case .sweets: "🍬"
        case .pantry: "🏺"
        case .milkProducts: "🥛"
        case .meatAndSeafood: "🥩"
        case .eggs: "🥚"
        case .coffeeAndTea: "☕"
        case .householdSupplies: "🧹"
        case .beverages: "🥤"
        case .refrigerated: "🧊"
        case .electronics: "📱"
        case .other: "🔷"
        }
    }

    /// Where it comes in a list without a store layout: its place in the list above, from 1.
    public var defaultOrder: Int { (Self.allCases.firstIndex(of: self) ?? 0) + 1 }

    /// The category a list names by its title ("Milk Products", seed 000's names) or key ("milk_products"), in
    /// any case; `nil` for any other text.
    public init?(named text: String) {
        let key = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let found = Self.allCases.first(where: { $0.title.lowercased() == key || $0.rawValue == key }) else {
            return nil
        }
        self = found
    }

    /// The category of a food of this kind; eggs, coffee and tea have aisles of their own, found by name.
    public init(food category: FoodCategory?, name: String) {
        let words = Set(name.lowercased().split { !$0.isLetter })
        if !words.isDisjoint(with: ["egg", "eggs", "ei", "eier"]) {
            self = .eggs
            return
        }
        if !words.isDisjoint(with: ["coffee", "tea", "kaffee", "tee", "espresso"]) {
            self = .coffeeAndTea
            return
        }
        switch category {
        case .produce?: self = .vegetablesAndFruits
        case .dairy?: self = .milkProducts
        case .meat?, .seafood?: self = .meatAndSeafood
        case .bakery?: self = .breadProducts
        case .beverages?: self = .beverages
        case .snacks?: self = .sweets
        case .frozen?: self = .refrigerated
        case .pantry?: self = .pantry
        case .household?, .personalCare?: self = .householdSupplies
        case .electronics?: self = .electronics
        case .other?, .otherNonFood?: self = .other
        case nil: self = .uncategorised
        }
    }
}
