/// One ingredient of a recipe as a shopping list needs it: what, how much in the recipe's own unit, and grams
/// where a weight makes sense.
public struct RecipeIngredient: Sendable, Hashable, Codable {
    /// The line as the recipe wrote it.
    public var text: String
    /// The ingredient in English, e.g. "olive oil".
    public var name: String
    /// `nil` for "salt to taste".
    public var quantity: Double?
    /// ``KitchenUnit/name``, e.g. "cup" or "piece"; `nil` when the line gives none ("salt").
    public var unit: String?
    /// The weight: from a mass, from a volume through the ingredient's density, or (estimated) from pieces.
    public var grams: Double?
    public var category: FoodCategory?

    public init(
        text: String, name: String, quantity: Double?, unit: String?, grams: Double?, category: FoodCategory?
    ) {
        self.text = text
        self.name = name
        self.quantity = quantity
        self.unit = unit
        self.grams = grams
        self.category = category
    }
}
