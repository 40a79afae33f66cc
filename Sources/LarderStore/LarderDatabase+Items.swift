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
            try LarderDatabase.recordItemCorrection(db, itemId: itemId, field: .itemFood, value: "\(foodId)")
            // Text with nothing to match on (only digits and units) teaches nothing, but the link still stands.
            if !FoodNameNormalizer.normalize(item.originalText).isEmpty {
                try LarderDatabase.insertUserAlias(db, item.originalText, toFood: foodId, language: nil)
            }
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
                try LarderDatabase.deleteUserAlias(db, item.originalText, fromFood: foodId)
            }
            item.foodId = nil
            item.matchConfidence = nil
            try item.update(db)
            try LarderDatabase.recordItemCorrection(db, itemId: itemId, field: .itemFood, value: nil)
            return item
        }
    }

    /// Adds `text` as a user alias of a food inside a transaction; does nothing when the food already has it.
    static func insertUserAlias(_ db: Database, _ text: String, toFood foodId: Int64, language: String?) throws {
        var alias = FoodAliasRecord(
            foodId: foodId, alias: text, normalizedAlias: FoodNameNormalizer.normalize(text), language: language,
            source: .user
        )
        try alias.insert(db, onConflict: .ignore)
    }

    /// Removes a user alias of a food whose text normalises like `text`; seed aliases are never removed.
    static func deleteUserAlias(_ db: Database, _ text: String, fromFood foodId: Int64) throws {
        try FoodAliasRecord
            .filter(Column("foodId") == foodId)
            .filter(Column("normalizedAlias") == FoodNameNormalizer.normalize(text))
            .filter(Column("source") == FoodAliasRecord.Source.user)
            .deleteAll(db)
    }
}
