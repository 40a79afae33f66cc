import LarderCore
import LarderStore

/// Links extracted items to foods in the food bank with the fuzzy matcher.
///
/// The pipeline makes one for each receipt over ``FoodMatcherCache``'s matcher, which is rebuilt whenever the bank
/// changed, so aliases a person taught with `larder items link` count from the very next receipt.
struct FoodLinker {
    private let matcher: FoodMatcher
    private let names: [Int64: String]
    /// Answers already given, for the lines that recur when the linker serves many receipts.
    private let memo: MatchMemo

    /// Uses `matcher` and remembers its answers in `memo`, which must have been kept for this matcher only.
    init(matcher: FoodMatcher, memo: MatchMemo = MatchMemo()) {
        self.matcher = matcher
        names = Self.names(of: matcher)
        self.memo = memo
    }

    private static func names(of matcher: FoodMatcher) -> [Int64: String] {
        Dictionary(matcher.foods.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    }

    /// The food each item matches, in item order; `nil` for non-food items and items below the threshold.
    ///
    /// A food a model chose among the candidates it was shown wins over the fuzzy match: the model read the
    /// whole line in context. Its confidence is the fuzzy score, raised to the threshold so it counts as a match.
    func links(for items: [ExtractedItem]) -> [ItemFoodLink?] {
        items.map { item in
            if let category = item.category, !category.isFood { return nil }
            if let chosen = item.chosenFoodId, let name = names[chosen] {
                let score = matcher.candidates(for: [item.name, item.originalText], limit: 20)
                    .first { $0.foodId == chosen }?.confidence ?? 0
                return ItemFoodLink(foodId: chosen, foodName: name, confidence: max(score, matcher.threshold))
            }
            let names = [item.name, item.originalText]
            guard let match = memo.bestMatch(for: names, in: matcher) else { return nil }
            return ItemFoodLink(foodId: match.foodId, foodName: match.foodName, confidence: match.confidence)
        }
    }
}
