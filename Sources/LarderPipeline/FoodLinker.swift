import LarderCore
import LarderStore

/// Links extracted items to foods in the food bank with the fuzzy matcher.
///
/// Built from the database for each receipt, so aliases a person taught with `larder items link` count
/// from the very next receipt.
struct FoodLinker {
    private let matcher: FoodMatcher

    init(database: LarderDatabase) throws {
        matcher = FoodMatcher(foods: try database.matchableFoods())
    }

    /// Uses a matcher built once, for runs over many receipts against an unchanging food bank.
    init(matcher: FoodMatcher) {
        self.matcher = matcher
    }

    /// The food each item matches, in item order; `nil` for non-food items and items below the threshold.
    func links(for items: [ExtractedItem]) -> [ItemFoodLink?] {
        items.map { item in
            if let category = item.category, !category.isFood { return nil }
            guard let match = matcher.bestMatch(for: [item.name, item.originalText]) else { return nil }
            return ItemFoodLink(foodId: match.foodId, foodName: match.foodName, confidence: match.confidence)
        }
    }
}
