/// What kind of thing an item is. Non-food categories count for spending but never for nutrition.
public enum FoodCategory: String, Sendable, Hashable, Codable, CaseIterable {
    case produce
    case dairy
    case meat
    case seafood
    case bakery
    case beverages
    case snacks
    case frozen
    case pantry
    case other
    case household
    case personalCare = "personal_care"
    case electronics
    case otherNonFood = "other_non_food"

    /// Whether items of this category are eaten or drunk, and so count for nutrition.
    public var isFood: Bool {
        switch self {
        case .household, .personalCare, .electronics, .otherNonFood:
            return false
        default:
            return true
        }
    }
}
