import GRDB
import LarderCore

extension LarderDatabase {
    /// Items of trips dated from `start` to `end` inclusive, each with its trip and food. Trips without a date
    /// cannot be placed in a period and are left out.
    public func reportLines(from start: ReceiptDate, to end: ReceiptDate) throws -> [ReportLine] {
        try writer.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT t.id AS tripId, t.date, t.storeName, t.currency, i.name AS itemName, i.grams, i.priceCents,
                        COALESCE(i.category, f.category) AS category, f.id AS foodId, f.name AS foodName,
                        f.kcal, f.protein, f.carbohydrates, f.fat, f.saturatedFat, f.sugar, f.fibre, f.sodiumMg
                    FROM purchasedItem i
                    JOIN groceryTrip t ON t.id = i.groceryTripId
                    LEFT JOIN food f ON f.id = i.foodId
                    WHERE t.date BETWEEN ? AND ?
                    ORDER BY t.date, t.id, i.position
                    """,
                arguments: [start.iso, end.iso])
            return rows.compactMap { row -> ReportLine? in
                guard let date = ReceiptDate(iso: row["date"]) else { return nil }
                let foodId: Int64? = row["foodId"]
                let nutrition = foodId.map { _ in
                    Nutrition(
                        kcal: row["kcal"], protein: row["protein"], carbohydrates: row["carbohydrates"],
                        fat: row["fat"], saturatedFat: row["saturatedFat"], sugar: row["sugar"], fibre: row["fibre"],
                        sodiumMg: row["sodiumMg"])
                }
                return ReportLine(
                    tripId: row["tripId"], date: date, storeName: row["storeName"], itemName: row["itemName"],
                    grams: row["grams"], priceCents: row["priceCents"],
                    category: (row["category"] as String?).flatMap(FoodCategory.init(rawValue:)), foodId: foodId,
                    foodName: row["foodName"], nutrition: nutrition, currency: row["currency"])
            }
        }
    }

    /// Trips dated from `start` to `end` inclusive, with the sum of their items.
    public func reportTrips(from start: ReceiptDate, to end: ReceiptDate) throws -> [ReportTrip] {
        try writer.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT t.id, t.date, t.storeName, t.totalCents, t.currency,
                        COALESCE(SUM(i.priceCents), 0) AS itemCents
                    FROM groceryTrip t LEFT JOIN purchasedItem i ON i.groceryTripId = t.id
                    WHERE t.date BETWEEN ? AND ?
                    GROUP BY t.id ORDER BY t.date, t.id
                    """,
                arguments: [start.iso, end.iso])
            return rows.compactMap { row -> ReportTrip? in
                guard let date = ReceiptDate(iso: row["date"]) else { return nil }
                return ReportTrip(
                    id: row["id"], date: date, storeName: row["storeName"], totalCents: row["totalCents"],
                    itemCents: row["itemCents"], currency: row["currency"])
            }
        }
    }
}
