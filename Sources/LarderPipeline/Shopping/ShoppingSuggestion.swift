import LarderCore

/// A food bought regularly that is due again, with why.
public struct ShoppingSuggestion: Sendable, Hashable {
    public var foodId: Int64
    /// The food bank's name, e.g. "whole milk".
    public var name: String
    /// The aisle a list item of this food gets.
    public var category: ShoppingCategory
    /// The usual days between two purchases: the median gap, e.g. 6 or 6.5.
    public var intervalDays: Double
    public var lastBought: ReceiptDate
    public var daysSinceLastBought: Int
    /// How many days it was bought on.
    public var purchaseDays: Int
    /// "every 6 days, last bought 8 days ago".
    public var reason: String

    /// How far past due: 1 on the day the usual interval has passed, 2 after twice that.
    public var overdueRatio: Double { Double(daysSinceLastBought) / intervalDays }
}
