import LarderPipeline
import LarderStore

/// The household's purchase history, read once until a trip, an item or a food changes: every phone on a list
/// redraws its page at each check, and each page offers what is due, which reads every purchase of five years.
/// The reports' data version (moved by triggers, whoever writes) says when to read it again.
final class PurchaseHistoryCache: Sendable {
    private let history = KeptUntilChange<String, [FoodPurchaseDays]>()

    /// What is due, as ``ShoppingSuggestions/due(in:today:limit:history:)`` says, from the kept history.
    func due(in database: LarderDatabase, limit: Int) throws -> [ShoppingSuggestion] {
        let purchases = try history.value(at: database.reportDataVersion()) { try database.foodPurchaseDays() }
        return try ShoppingSuggestions.due(in: database, limit: limit, history: purchases)
    }
}
