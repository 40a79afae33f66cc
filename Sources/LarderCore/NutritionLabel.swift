/// What a product's nutrition label says, converted to per 100 g (or 100 ml).
public struct NutritionLabel: Sendable, Hashable, Codable {
    /// Which column the label's numbers were taken from.
    public enum Basis: String, Sendable, Hashable, Codable {
        case per100g = "per_100g"
        case per100ml = "per_100ml"
        /// Only a per-portion column was printed; the values were scaled by the portion size.
        case perPortion = "per_portion"
    }

    /// The product's name when the label prints one.
    public var productName: String?
    /// Per 100 g or 100 ml, whatever column the label had.
    public var nutrition: Nutrition
    public var basis: Basis
    /// The printed portion size in grams (or millilitres), when there is one.
    public var portionGrams: Double?
    /// Why the numbers do not add up, e.g. "sugars 12 g above carbohydrate 8 g"; empty when plausible.
    public var reviewReasons: [String]

    /// Whether a person should check the numbers before they are trusted.
    public var needsReview: Bool { !reviewReasons.isEmpty }

    public init(
        productName: String?, nutrition: Nutrition, basis: Basis, portionGrams: Double?, reviewReasons: [String]
    ) {
        self.productName = productName
        self.nutrition = nutrition
        self.basis = basis
        self.portionGrams = portionGrams
        self.reviewReasons = reviewReasons
    }
}
