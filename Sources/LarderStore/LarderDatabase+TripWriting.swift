import Foundation
import GRDB
import LarderCore

extension LarderDatabase {
    /// Makes `snapshot` the receipt's trip, read by `runId`: the trip row is updated in place (its id stays, so
    /// `larder trips show ID` keeps working) and its items are replaced.
    /// - Returns: The trip's id.
    static func writeTrip(_ db: Database, _ snapshot: TripSnapshot, receiptId: Int64, runId: Int64) throws -> Int64 {
        let existing = try GroceryTripRecord.filter(Column("receiptId") == receiptId).fetchOne(db)
        var trip = GroceryTripRecord(
            id: existing?.id, receiptId: receiptId, extractionRunId: runId, storeName: snapshot.storeName,
            storeAddress: snapshot.storeAddress, date: snapshot.date, currency: snapshot.currency,
            totalCents: snapshot.totalCents, warnings: snapshot.warnings
        )
        try trip.save(db)
        let tripId = try trip.requireID()
        try PurchasedItemRecord.filter(Column("groceryTripId") == tripId).deleteAll(db)
        let linked = Set(snapshot.items.compactMap(\.foodId))
        let knownFoods = try Set(Int64.fetchAll(db, FoodRecord.filter(keys: linked).select(Column("id"))))
        for (position, item) in snapshot.items.enumerated() {
            // A food deleted since the correction was made leaves the item unmatched rather than failing the write.
            let foodId = item.foodId.flatMap { knownFoods.contains($0) ? $0 : nil }
            var record = PurchasedItemRecord(
                groceryTripId: tripId, position: position, item: item.extracted, foodId: foodId,
                matchConfidence: foodId == nil ? nil : item.matchConfidence
            )
            try record.insert(db)
            if item.isSkipped {
                try db.execute(sql: "UPDATE purchasedItem SET isSkipped = 1 WHERE id = ?", arguments: [record.id])
            }
        }
        return tripId
    }
}
