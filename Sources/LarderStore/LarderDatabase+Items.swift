import GRDB
import LarderCore

extension LarderDatabase {
    /// The purchased item with this id, if it exists.
    public func item(id: Int64) throws -> PurchasedItemRecord? {
        try writer.read { db in try PurchasedItemRecord.fetchOne(db, key: id) }
    }

    /// Links an item to a food as a person's correction, and remembers the item's printed text as an
    /// alias of that food so the next receipt with the same text matches without help.
    /// - Returns: The updated item.
    /// - Throws: ``StoreError`` when the item or the food does not exist.
    @discardableResult
    public func link(itemId: Int64, toFood foodId: Int64) throws -> PurchasedItemRecord {
        try writer.write { db in
            guard var item = try PurchasedItemRecord.fetchOne(db, key: itemId) else {
                throw StoreError(.notFound, message: "no item \(itemId); `larder process --json` lists item ids")
            }
            guard try FoodRecord.exists(db, key: foodId) else {
                throw StoreError(.notFound, message: "no food \(foodId)")
            }
            item.foodId = foodId
            item.matchConfidence = 1
            try item.update(db)
            try addAlias(db, item.originalText, toFood: foodId, language: nil)
            return item
        }
    }

    /// Removes an item's food link, and forgets a person-made alias of its text for that food, so the
    /// wrong match is not learned.
    /// - Returns: The updated item.
    @discardableResult
    public func unlink(itemId: Int64) throws -> PurchasedItemRecord {
        try writer.write { db in
            guard var item = try PurchasedItemRecord.fetchOne(db, key: itemId) else {
                throw StoreError(.notFound, message: "no item \(itemId)")
            }
            if let foodId = item.foodId {
                try removeUserAlias(db, item.originalText, fromFood: foodId)
            }
            item.foodId = nil
            item.matchConfidence = nil
            try item.update(db)
            return item
        }
    }
}
