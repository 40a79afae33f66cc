/// A food as the ``FoodMatcher`` sees it: its id, English name, category and every alias it may appear as.
public struct MatchableFood: Sendable, Hashable, Codable, Identifiable {
    /// The food's row id in the food bank.
    public var id: Int64
    /// English name, e.g. "whole milk"; matched like an alias.
    public var name: String
    public var category: FoodCategory
    /// Other words for the food, as written on receipts and said in shops: "Vollmilch", "H-Milch", "full fat milk".
    public var aliases: [String]

    public init(id: Int64, name: String, category: FoodCategory, aliases: [String]) {
        self.id = id
        self.name = name
        self.category = category
        self.aliases = aliases
    }
}
