import GRDB
import LarderCore

extension LarderDatabase {
    /// Foods ordered by id, a page at a time.
    /// - Parameters:
    ///   - limit: At most this many foods; `nil` for all.
    ///   - offset: How many to pass over first.
    public func foods(limit: Int? = nil, offset: Int = 0) throws -> [Food] {
        try writer.read { db in
            try FoodRecord.order(Column("id")).limit(limit ?? -1, offset: offset).fetchAll(db).map(\.food)
        }
    }

    /// Stores a new food and its aliases as `user` aliases.
    /// - Returns: The food with its new id.
    /// - Throws: ``StoreError`` when another food has the barcode.
    @discardableResult
    public func addFood(_ food: Food, aliases: [String] = []) throws -> Food {
        try refusingTakenBarcode(food.barcode) {
            try writer.write { db in
                var record = FoodRecord(food)
                record.id = nil
                try record.insert(db)
                let id = try record.requireID()
                for text in [food.name] + aliases where !FoodNameNormalizer.normalize(text).isEmpty {
                    try LarderDatabase.insertUserAlias(db, text, toFood: id, language: nil)
                }
                return record.food
            }
        }
    }

    /// Replaces a stored food's name, category, nutrition, source and barcode with `food`'s.
    ///
    /// A new name is added as a `user` alias, so receipts printing it match; the old aliases stay. A person's
    /// edit is the review a label asked for, so its review reason is cleared.
    /// - Throws: ``StoreError`` when `food.id` names no food or another food has the barcode.
    public func updateFood(_ food: Food) throws {
        try refusingTakenBarcode(food.barcode) {
            try writer.write { db in
                guard let id = food.id, try FoodRecord.exists(db, key: id) else {
                    throw StoreError(.notFound, message: "no food \(food.id.map(String.init) ?? "without id")")
                }
                try FoodRecord(food).update(db)
                try db.execute(sql: "UPDATE food SET reviewReason = NULL WHERE id = ?", arguments: [id])
                if !FoodNameNormalizer.normalize(food.name).isEmpty {
                    try LarderDatabase.insertUserAlias(db, food.name, toFood: id, language: nil)
                }
            }
        }
    }

    /// Deletes a food with its aliases; items linked to it become unmatched and return to the review queue.
    /// - Throws: ``StoreError`` when the food does not exist.
    public func deleteFood(id: Int64) throws {
        try writer.write { db in
            guard try FoodRecord.deleteOne(db, key: id) else {
                throw StoreError(.notFound, message: "no food \(id); `larder foods search` finds food ids")
            }
        }
    }

    /// Folds one food into another: items and aliases move to `targetId`, the source's name becomes an alias
    /// of the target, nutrition the target lacks is taken from the source, and the source is deleted.
    /// - Returns: The merged target food.
    /// - Throws: ``StoreError`` when either food does not exist or both are the same.
    @discardableResult
    public func mergeFood(_ sourceId: Int64, into targetId: Int64) throws -> Food {
        try writer.write { db in
            guard sourceId != targetId else {
                throw StoreError(.conflict, message: "cannot merge food \(sourceId) into itself")
            }
            guard let source = try FoodRecord.fetchOne(db, key: sourceId) else {
                throw StoreError(.notFound, message: "no food \(sourceId)")
            }
            guard var target = try FoodRecord.fetchOne(db, key: targetId) else {
                throw StoreError(.notFound, message: "no food \(targetId)")
            }
            target.fillMissingNutrition(from: source)
            if target.barcode == nil, let barcode = source.barcode {
                try db.execute(sql: "UPDATE food SET barcode = NULL WHERE id = ?", arguments: [sourceId])
                target.barcode = barcode
            }
            try target.update(db)
            try db.execute(sql: "UPDATE purchasedItem SET foodId = ? WHERE foodId = ?", arguments: [targetId, sourceId])
            // An alias the target already has stays with the source and disappears with it.
            try db.execute(
                sql: "UPDATE OR IGNORE foodAlias SET foodId = ? WHERE foodId = ?", arguments: [targetId, sourceId]
            )
            if !FoodNameNormalizer.normalize(source.name).isEmpty {
                try LarderDatabase.insertUserAlias(db, source.name, toFood: targetId, language: nil)
            }
            _ = try FoodRecord.deleteOne(db, key: sourceId)
            return target.food
        }
    }

    /// How many purchased items are linked to the food.
    public func linkedItemCount(ofFood foodId: Int64) throws -> Int {
        try writer.read { db in try PurchasedItemRecord.filter(Column("foodId") == foodId).fetchCount(db) }
    }

    /// Runs `change`, turning the barcode's uniqueness constraint into a refusal that says what to do.
    private func refusingTakenBarcode<Result>(_ barcode: String?, _ change: () throws -> Result) throws -> Result {
        do {
            return try change()
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
            guard let barcode, error.message?.contains("food.barcode") == true else { throw error }
            throw StoreError(.conflict, message: "another food has barcode \(barcode); merge the two foods instead")
        }
    }
}

extension FoodRecord {
    /// Takes each nutrient this food does not know from `other`.
    mutating func fillMissingNutrition(from other: FoodRecord) {
        kcal = kcal ?? other.kcal
        protein = protein ?? other.protein
        carbohydrates = carbohydrates ?? other.carbohydrates
        fat = fat ?? other.fat
        saturatedFat = saturatedFat ?? other.saturatedFat
        sugar = sugar ?? other.sugar
        fibre = fibre ?? other.fibre
        sodiumMg = sodiumMg ?? other.sodiumMg
    }
}
