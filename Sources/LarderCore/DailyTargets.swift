/// What a household should eat in one day, summed over its members.
///
/// Energy and macros are goals; saturated fat, sugar and sodium are upper limits; fibre is a minimum.
public struct DailyTargets: Sendable, Hashable, Codable {
    public var kcal: Double
    public var protein: Double
    public var carbohydrates: Double
    public var fat: Double
    public var saturatedFatMax: Double
    public var sugarMax: Double
    public var fibreMin: Double
    public var sodiumMaxMg: Double
    /// Who set the numbers: "computed" (Mifflin-St Jeor), "llm:<backend>" or "user".
    public var source: String
    /// Why these numbers, in a sentence or two.
    public var explanation: String

    public init(
        kcal: Double, protein: Double, carbohydrates: Double, fat: Double, saturatedFatMax: Double,
        sugarMax: Double, fibreMin: Double, sodiumMaxMg: Double, source: String, explanation: String
    ) {
        self.kcal = kcal
        self.protein = protein
        self.carbohydrates = carbohydrates
        self.fat = fat
        self.saturatedFatMax = saturatedFatMax
        self.sugarMax = sugarMax
        self.fibreMin = fibreMin
        self.sodiumMaxMg = sodiumMaxMg
        self.source = source
        self.explanation = explanation
    }
}
