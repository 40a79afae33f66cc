/// Nutrition per 100 g of a food. A `nil` value is unknown, never zero.
public struct Nutrition: Sendable, Hashable, Codable {
    public var kcal: Double?
    public var protein: Double?
    public var carbohydrates: Double?
    public var fat: Double?
    public var saturatedFat: Double?
    public var sugar: Double?
    public var fibre: Double?
    /// Sodium in milligrams per 100 g (salt in grams × 400).
    public var sodiumMg: Double?

    public init(
        kcal: Double? = nil, protein: Double? = nil, carbohydrates: Double? = nil, fat: Double? = nil,
        saturatedFat: Double? = nil, sugar: Double? = nil, fibre: Double? = nil, sodiumMg: Double? = nil
    ) {
        self.kcal = kcal
        self.protein = protein
        self.carbohydrates = carbohydrates
        self.fat = fat
        self.saturatedFat = saturatedFat
        self.sugar = sugar
        self.fibre = fibre
        self.sodiumMg = sodiumMg
    }
}
