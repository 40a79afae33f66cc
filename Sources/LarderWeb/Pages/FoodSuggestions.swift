import LarderCore
import LarderPipeline
import LarderStore
import Synchronization

/// The foods that fit each item best, best first, for its form: from the daemon's shared matcher, built once per
/// change of the food bank rather than for every page (building one indexes every food and alias), and each
/// line's answer remembered until the bank changes, as the daemon remembers its receipts' lines.
struct FoodSuggestions: Sendable {
    let database: LarderDatabase
    let matchers: FoodMatcherCache
    private let memo = Memo()

    init(database: LarderDatabase, matchers: FoodMatcherCache) {
        self.database = database
        self.matchers = matchers
    }

    /// - Parameter linkedToo: Whether items that have a food get suggestions too; a trip page offers them only for
    ///   items without one (the food field's search reaches the whole bank for the others).
    func callAsFunction(for items: [PurchasedItemRecord], limit: Int, linkedToo: Bool = true) throws -> [[FoodMatch]] {
        guard items.contains(where: { linkedToo || $0.foodId == nil }) else { return items.map { _ in [] } }
        let version = try database.foodBankVersion()
        let matcher = try matchers.matcher(for: database)
        return items.map { item in
            guard linkedToo || item.foodId == nil else { return [] }
            let key = "\(limit)\u{1F}\(item.name)\u{1F}\(item.originalText)"
            if let known = memo.answer(key, version: version) { return known }
            let answer = matcher.candidates(for: [item.name, item.originalText], limit: limit)
            memo.remember(answer, for: key, version: version)
            return answer
        }
    }

    /// The foods whose names fit `query` best, best first: what `LarderDatabase.searchFoods` finds (it scores as a
    /// matcher over the whole bank does), from the shared matcher instead of one built for the search.
    func search(_ query: String, limit: Int) throws -> [FoodMatch] {
        try matchers.matcher(for: database).candidates(for: [query], limit: limit)
    }

    /// Answers per line for one version of the food bank, at most a few thousand.
    private final class Memo: Sendable {
        private let state = Mutex<(version: Int64, answers: [String: [FoodMatch]])>((-1, [:]))

        func answer(_ key: String, version: Int64) -> [FoodMatch]? {
            state.withLock { $0.version == version ? $0.answers[key] : nil }
        }

        func remember(_ answer: [FoodMatch], for key: String, version: Int64) {
            state.withLock { state in
                if state.version != version || state.answers.count >= 5_000 { state = (version, [:]) }
                state.answers[key] = answer
            }
        }
    }
}
