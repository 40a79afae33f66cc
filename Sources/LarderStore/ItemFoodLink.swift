/// An item's link to a food in the food bank, with how sure the match is.
public struct ItemFoodLink: Sendable, Hashable, Codable {
    public var foodId: Int64
    /// The food's name, carried along for display; the item row stores only the id.
    public var foodName: String
    /// 0 to 1; a link a person made is 1.
    public var confidence: Double

    public init(foodId: Int64, foodName: String, confidence: Double) {
        self.foodId = foodId
        self.foodName = foodName
        self.confidence = confidence
    }
}
