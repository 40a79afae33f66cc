import LarderCore
import LarderPipeline
import LarderStore

/// The foods that fit each item best, best first, for its form: from the daemon's shared matcher, built once per
/// change of the food bank rather than for every page (building one indexes every food and alias).
struct FoodSuggestions: Sendable {
    let database: LarderDatabase
    let matchers: FoodMatcherCache

    func callAsFunction(for items: [PurchasedItemRecord], limit: Int) throws -> [[FoodMatch]] {
        guard !items.isEmpty else { return [] }
        let matcher = try matchers.matcher(for: database)
        return items.map { matcher.candidates(for: [$0.name, $0.originalText], limit: limit) }
    }
}
