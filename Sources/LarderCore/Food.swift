/// A food in the food bank, with nutrition per 100 g.
public struct Food: Sendable, Hashable, Codable, Identifiable {
    public var id: Int64?
    /// English name, e.g. "whole milk".
    public var name: String
    public var category: FoodCategory
    public var nutrition: Nutrition
    /// Where the nutrition comes from, e.g. "usda_fdc", "label", "llm_estimate", "user".
    public var source: String
    public var barcode: String?

    public init(
        id: Int64? = nil, name: String, category: FoodCategory, nutrition: Nutrition, source: String,
        barcode: String? = nil
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.nutrition = nutrition
        self.source = source
        self.barcode = barcode
    }
}
