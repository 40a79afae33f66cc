import GRDB
import LarderCore

extension LarderDatabase {
    /// Stored items in trip and receipt order.
    /// - Parameters:
    ///   - isUnmatchedOnly: Only the review queue: items without a food that nobody has skipped yet. Items of a
    ///     non-food category (a deposit, soap, batteries) need no food and never wait in it.
    ///   - limit: At most this many items; `nil` for all.
    public func items(isUnmatchedOnly: Bool, limit: Int? = nil) throws -> [PurchasedItemRecord] {
        try writer.read { db in
            var request = PurchasedItemRecord.all()
            if isUnmatchedOnly {
                let nonFood = FoodCategory.allCases.filter { !$0.isFood }.map(\.rawValue)
                request = request.filter(
                    Column("foodId") == nil && Column("isSkipped") == false
                        && (Column("category") == nil || !nonFood.contains(Column("category"))))
            }
            return try request.order(Column("groceryTripId"), Column("position")).limit(limit ?? -1).fetchAll(db)
        }
    }

    /// The foods each item most likely is, best first, for a person choosing one in the review queue.
    /// - Parameter limit: At most this many suggestions per item.
    public func suggestions(for items: [PurchasedItemRecord], limit: Int) throws -> [[FoodMatch]] {
        guard !items.isEmpty else { return [] }
        let matcher = FoodMatcher(foods: try matchableFoods(), threshold: 0)
        return items.map { matcher.candidates(for: [$0.name, $0.originalText], limit: limit) }
    }

    /// Takes an item off the review queue without a food, e.g. a deposit line or a gift card. Teaches no alias:
    /// a skip says nothing about which food the text means.
    /// - Returns: The item, unchanged but for leaving the queue.
    /// - Throws: ``StoreError`` when the item does not exist.
    @discardableResult
    public func skip(itemId: Int64) throws -> PurchasedItemRecord {
        try writer.write { db in
            guard let item = try PurchasedItemRecord.fetchOne(db, key: itemId) else {
                throw StoreError(.notFound, message: "no item \(itemId); `larder items list --unmatched` lists them")
            }
            try db.execute(sql: "UPDATE purchasedItem SET isSkipped = 1 WHERE id = ?", arguments: [itemId])
            try LarderDatabase.recordItemCorrection(db, itemId: itemId, field: .itemSkip, value: "1")
            return item
        }
    }
}
