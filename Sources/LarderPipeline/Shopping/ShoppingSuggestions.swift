import Foundation
import LarderCore
import LarderStore

/// Foods bought regularly that are due again: at least ``minimumPurchaseDays`` purchases on different days, the
/// usual interval the median of the gaps between them (one long holiday or one extra trip barely moves it), due
/// once as many days have passed since the last purchase as the interval (no slack: a suggestion a day early is
/// noise, and the list shows it the day it is due). A food some unchecked list item names already is not
/// suggested, nor one whose habit has lapsed: not bought for more than ``lapsedAfter`` intervals.
/// Most overdue first.
public enum ShoppingSuggestions {
    /// Purchases on this many different days make a habit; two give one gap, which says nothing about a rhythm.
    public static let minimumPurchaseDays = 3
    /// Not bought for this many intervals: the household stopped buying it (weekly milk, last bought 5 weeks ago).
    public static let lapsedAfter = 4.0

    /// The foods due on `today` (its day where Larder runs), from the purchase history in `database`.
    /// - Parameters:
    ///   - today: The moment whose local day counts as today.
    ///   - limit: At most this many, the most overdue.
    ///   - history: The purchase history when the caller keeps it (read from `database` otherwise).
    /// - Throws: `DatabaseError`.
    public static func due(
        in database: LarderDatabase, today: Date = Date(), limit: Int = 20, history: [FoodPurchaseDays]? = nil
    ) throws -> [ShoppingSuggestion] {
        let day = LocalDay(containing: today)
        guard let date = ReceiptDate(year: day.year, month: day.month, day: day.day) else { return [] }
        return due(
            history: try history ?? database.foodPurchaseDays(), onLists: try database.uncheckedShoppingItemNames(),
            today: date, limit: limit)
    }

    /// The foods of `history` due on `today`, leaving out those `onLists` names (any case, singular or plural).
    public static func due(
        history: [FoodPurchaseDays], onLists names: [String], today: ReceiptDate, limit: Int = 20
    ) -> [ShoppingSuggestion] {
        let listed = Set(names.map(IngredientAggregation.nameKey))
        let due = history.compactMap { food -> ShoppingSuggestion? in
            guard food.days.count >= minimumPurchaseDays, let last = food.days.last,
                !listed.contains(IngredientAggregation.nameKey(food.name))
            else { return nil }
            let gaps = zip(food.days, food.days.dropFirst()).map { days(from: $0, to: $1) }.sorted()
            let middle = gaps.count / 2
            let interval = gaps.count % 2 == 1 ? Double(gaps[middle]) : Double(gaps[middle - 1] + gaps[middle]) / 2
            let since = days(from: last, to: today)
            guard interval > 0, Double(since) >= interval, Double(since) <= lapsedAfter * interval else { return nil }
            return ShoppingSuggestion(
                foodId: food.foodId, name: food.name, category: ShoppingCategory(food: food.category, name: food.name),
                intervalDays: interval, lastBought: last, daysSinceLastBought: since, purchaseDays: food.days.count,
                reason: "every \(dayCount(interval)), last bought \(dayCount(Double(since))) ago")
        }
        let sorted = due.sorted { ($0.overdueRatio, $1.name) > ($1.overdueRatio, $0.name) }
        return Array(sorted.prefix(max(0, limit)))
    }

    private static func days(from start: ReceiptDate, to end: ReceiptDate) -> Int {
        func number(_ date: ReceiptDate) -> Int64 {
            UTCDateTime.daysSince1970(year: Int64(date.year), month: Int64(date.month), day: Int64(date.day))
        }
        return Int(number(end) - number(start))
    }

    /// "1 day", "6 days", "6.5 days".
    private static func dayCount(_ days: Double) -> String {
        let number = days == days.rounded() ? String(Int(days)) : String(days)
        return days == 1 ? "1 day" : "\(number) days"
    }
}
