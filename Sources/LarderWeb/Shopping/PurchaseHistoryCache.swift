import LarderPipeline
import LarderStore
import Synchronization

/// The household's purchase history, read once until a trip, an item or a food changes: every phone on a list
/// redraws its page at each check, and each page offers what is due, which reads every purchase of five years.
/// The reports' data version (moved by triggers, whoever writes) says when to read it again.
final class PurchaseHistoryCache: Sendable {
    private let kept = Mutex<(version: String, history: [FoodPurchaseDays])?>(nil)

    /// What is due, as ``ShoppingSuggestions/due(in:today:limit:history:)`` says, from the kept history.
    func due(in database: LarderDatabase, limit: Int) throws -> [ShoppingSuggestion] {
        // Read before the history: a change landing in between leaves an older version beside newer purchases,
        // so the next page reads again, never the other way round.
        let version = try database.reportDataVersion()
        if let kept = kept.withLock({ $0 }), kept.version == version {
            return try ShoppingSuggestions.due(in: database, limit: limit, history: kept.history)
        }
        let history = try database.foodPurchaseDays()
        kept.withLock { $0 = (version, history) }
        return try ShoppingSuggestions.due(in: database, limit: limit, history: history)
    }
}
