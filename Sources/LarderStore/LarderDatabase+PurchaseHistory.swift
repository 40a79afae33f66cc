import Foundation
import GRDB
import LarderCore

/// The days a food was bought on: each trip's date once, oldest first.
public struct FoodPurchaseDays: Sendable, Hashable {
    public var foodId: Int64
    public var name: String
    public var category: FoodCategory
    /// Oldest first, each once.
    public var days: [ReceiptDate]

    public init(foodId: Int64, name: String, category: FoodCategory, days: [ReceiptDate]) {
        self.foodId = foodId
        self.name = name
        self.category = category
        self.days = days
    }
}

extension LarderDatabase {
    /// Every food that items are linked to, with the days of the trips that bought it (two trips on one day count
    /// once), oldest first. Trips without a date and items without a food are left out.
    public func foodPurchaseDays() throws -> [FoodPurchaseDays] {
        try writer.read { db in
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT f.id, f.name, f.category, t.date FROM purchasedItem i
                    JOIN groceryTrip t ON t.id = i.groceryTripId
                    JOIN food f ON f.id = i.foodId
                    WHERE t.date IS NOT NULL
                    GROUP BY f.id, t.date ORDER BY f.id, t.date
                    """)
            var history: [FoodPurchaseDays] = []
            while let row = try rows.next() {
                guard let day = ReceiptDate(iso: row[3]) else { continue }
                let foodId: Int64 = row[0]
                if history.last?.foodId == foodId {
                    history[history.count - 1].days.append(day)
                } else {
                    let category = FoodCategory(rawValue: row[2]) ?? .other
                    history.append(FoodPurchaseDays(foodId: foodId, name: row[1], category: category, days: [day]))
                }
            }
            return history
        }
    }

    /// The names of every unchecked item on any list: its own name and its ingredient's, as stored.
    public func uncheckedShoppingItemNames() throws -> [String] {
        try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT i.customName, g.name FROM shoppingListItem i
                    LEFT JOIN ingredient g ON g.id = i.ingredientId WHERE NOT i.checked
                    """
            ).flatMap { row in [row[0] as String?, row[1] as String?].compactMap { $0 } }
        }
    }
}
