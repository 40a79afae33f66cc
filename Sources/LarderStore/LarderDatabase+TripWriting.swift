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
        // One statement prepared once per connection, its columns bound directly: encoding each item as a record
        // cost more than the insert itself, and reprocessing writes every item of every receipt again.
        let insert = try db.cachedStatement(
            sql: """
                INSERT INTO purchasedItem (groceryTripId, position, name, originalText, quantity, grams, gramsSource,
                    priceCents, category, foodId, matchConfidence, isSkipped)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        )
        for (position, item) in snapshot.items.enumerated() {
            // A food deleted since the correction was made leaves the item unmatched rather than failing the write.
            let foodId = item.foodId.flatMap { knownFoods.contains($0) ? $0 : nil }
            let extracted = item.extracted
            try insert.execute(arguments: [
                tripId, position, extracted.name, extracted.originalText, extracted.quantity, extracted.grams,
                extracted.gramsSource, extracted.priceCents, extracted.category, foodId,
                foodId == nil ? nil : item.matchConfidence, item.isSkipped,
            ])
        }
        return tripId
    }
}
