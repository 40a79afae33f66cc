/// A food the ``FoodMatcher`` found for an item, with how sure it is.
public struct FoodMatch: Sendable, Hashable, Codable {
    /// The matched food's row id.
    public var foodId: Int64
    /// The matched food's English name.
    public var foodName: String
    /// How well the item's names fit the food, from 0 (not at all) to 1 (an alias verbatim).
    public var confidence: Double
    /// The name or alias that fitted best, as stored (e.g. "H-Milch").
    public var matchedAlias: String

    public init(foodId: Int64, foodName: String, confidence: Double, matchedAlias: String) {
        self.foodId = foodId
        self.foodName = foodName
        self.confidence = confidence
        self.matchedAlias = matchedAlias
    }
}
