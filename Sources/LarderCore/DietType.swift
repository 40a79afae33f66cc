/// A way of eating, which sets how the day's energy divides between protein, carbohydrates and fat.
public enum DietType: String, Sendable, Hashable, Codable, CaseIterable {
    case standard
    case vegetarian
    case vegan
    case keto
    case mediterranean
    case highProtein = "high-protein"
    case lowSodium = "low-sodium"

    /// Shares of energy from protein, carbohydrates and fat, each in percent, summing to 100.
    ///
    /// Standard follows the EFSA reference ranges (protein ~15 %, carbohydrates 45-60 %, fat 20-35 %);
    /// the others shift within or past them the way each diet is usually described. See README "Household".
    public var macroSplit: (protein: Double, carbohydrates: Double, fat: Double) {
        switch self {
        case .standard, .lowSodium: (15, 55, 30)
        case .vegetarian: (14, 56, 30)
        case .vegan: (13, 60, 27)
        case .keto: (20, 5, 75)
        case .mediterranean: (15, 45, 40)
        case .highProtein: (30, 40, 30)
        }
    }

    /// The daily sodium limit in milligrams: the EU reference intake (2.4 g), or the American Heart Association's
    /// ideal 1.5 g for a low-sodium diet.
    public var sodiumLimitMg: Double {
        self == .lowSodium ? 1500 : 2400
    }
}
