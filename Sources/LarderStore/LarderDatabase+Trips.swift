import GRDB
import LarderCore

/// A stored trip with its items, as the current extraction run left them.
public struct StoredTrip: Sendable, Hashable {
    public var trip: GroceryTripRecord
    public var items: [PurchasedItemRecord]

    /// The trip as an extraction result, for showing it the same way as a fresh reading.
    public var extraction: ExtractedReceipt {
        ExtractedReceipt(
            store: StoreInfo(name: trip.storeName, address: trip.storeAddress),
            date: trip.date,
            currency: trip.currency,
            totalCents: trip.totalCents,
            items: items.map {
                ExtractedItem(
                    name: $0.name, originalText: $0.originalText, quantity: $0.quantity, grams: $0.grams,
                    gramsSource: $0.gramsSource, priceCents: $0.priceCents, category: $0.category
                )
            },
            warnings: trip.warnings
        )
    }
}

extension LarderDatabase {
    /// The trip read from a receipt, with its items in receipt order; `nil` when the receipt has none.
    public func trip(forReceipt receiptId: Int64) throws -> StoredTrip? {
        try writer.read { db in
            guard let trip = try GroceryTripRecord.filter(Column("receiptId") == receiptId).fetchOne(db) else {
                return nil
            }
            let items = try PurchasedItemRecord.filter(Column("groceryTripId") == trip.id).order(Column("position"))
                .fetchAll(db)
            return StoredTrip(trip: trip, items: items)
        }
    }
}

extension LarderDatabase {
    /// The food links of stored items, in the items' order, with each food's name for display.
    public func foodLinks(of items: [PurchasedItemRecord]) throws -> [ItemFoodLink?] {
        let foodIds = Set(items.compactMap(\.foodId))
        let names = try writer.read { db in
            try FoodRecord.fetchAll(db, keys: foodIds).reduce(into: [Int64: String]()) { names, food in
                if let id = food.id { names[id] = food.name }
            }
        }
        return items.map { item in
            guard let foodId = item.foodId, let name = names[foodId] else { return nil }
            return ItemFoodLink(foodId: foodId, foodName: name, confidence: item.matchConfidence ?? 0)
        }
    }
}
