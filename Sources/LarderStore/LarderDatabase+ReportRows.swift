import GRDB
import LarderCore

extension LarderDatabase {
    /// Items of trips dated from `start` to `end` inclusive, each with its trip and food. Trips without a date
    /// cannot be placed in a period and are left out.
    public func reportLines(from start: ReceiptDate, to end: ReceiptDate) throws -> [ReportLine] {
        try writer.read { db in
            let rows = try Row.fetchCursor(
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
            // Columns by position, in the SELECT's order: looking each up by name costs more than reading it.
            return try Array(rows.compactMap { row -> ReportLine? in
                guard let date = ReceiptDate(iso: row[1]) else { return nil }
                let foodId: Int64? = row[8]
                let nutrition = foodId.map { _ in
                    Nutrition(
                        kcal: row[10], protein: row[11], carbohydrates: row[12], fat: row[13], saturatedFat: row[14],
                        sugar: row[15], fibre: row[16], sodiumMg: row[17])
                }
                return ReportLine(
                    tripId: row[0], date: date, storeName: row[2], itemName: row[4], grams: row[5], priceCents: row[6],
                    category: (row[7] as String?).flatMap(FoodCategory.init(rawValue:)), foodId: foodId,
                    foodName: row[9], nutrition: nutrition, currency: row[3])
            })
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
