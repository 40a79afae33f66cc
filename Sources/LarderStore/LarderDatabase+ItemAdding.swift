import Foundation
import GRDB
import LarderCore

extension LarderDatabase {
    /// Adds an item the reading missed at the end of a trip, linked to `foodId` when given, and records both as
    /// corrections so reprocessing the receipt keeps the item.
    /// - Throws: ``StoreError`` `.notFound` for an unknown trip or food.
    @discardableResult
    public func addItem(_ added: AddedItem, toTrip tripId: Int64, foodId: Int64? = nil) throws -> PurchasedItemRecord {
        try writer.write { db in
            guard let receiptId = try Int64.fetchOne(
                db, sql: "SELECT receiptId FROM groceryTrip WHERE id = ?", arguments: [tripId])
            else {
                throw StoreError(.notFound, message: "no trip \(tripId); `larder trips list` lists them")
            }
            if let foodId, try FoodRecord.fetchOne(db, key: foodId) == nil {
                throw StoreError(.notFound, message: "no food \(foodId); `larder foods search` finds one")
            }
            let position = try Int.fetchOne(
                db, sql: "SELECT COALESCE(MAX(position) + 1, 0) FROM purchasedItem WHERE groceryTripId = ?",
                arguments: [tripId]) ?? 0
            var item = PurchasedItemRecord(
                groceryTripId: tripId, position: position, item: added.extracted(originalText: added.name),
                foodId: foodId, matchConfidence: foodId == nil ? nil : 1)
            try item.insert(db)
            let occurrence = try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM purchasedItem WHERE groceryTripId = ? AND originalText = ? AND position < ?",
                arguments: [tripId, added.name, position]) ?? 0
            var correction = UserCorrection(
                receiptId: receiptId, field: .itemAdded, itemText: added.name, itemOccurrence: occurrence,
                value: added.json)
            try correction.insert(db)
            if let foodId, let id = item.id {
                try Self.recordItemCorrection(db, itemId: id, field: .itemFood, value: "\(foodId)")
            }
            return item
        }
    }

    /// Deletes an item that is not on the receipt, and records it so reprocessing does not bring it back.
    /// - Returns: The deleted item's trip.
    /// - Throws: ``StoreError`` `.notFound`.
    @discardableResult
    public func deleteItem(id: Int64) throws -> Int64 {
        try writer.write { db in
            guard let item = try PurchasedItemRecord.fetchOne(db, key: id) else {
                throw StoreError(.notFound, message: "no item \(id)")
            }
            // Recorded first: the occurrence is counted among the trip's items as they are now.
            try Self.recordItemCorrection(db, itemId: id, field: .itemDeleted, value: nil)
            try PurchasedItemRecord.deleteOne(db, key: id)
            return item.groceryTripId
        }
    }
}
