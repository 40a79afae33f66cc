import GRDB
import LarderCore

/// What storing a nutrition label changed.
public struct StoredLabel: Sendable, Hashable {
    /// The new or updated food, `source = "label"`.
    public var food: Food
    /// Whether a food with the label's barcode existed and was updated rather than a new one added.
    public var isUpdate: Bool
    /// Items on earlier trips now linked to the food because it fits them better than their old match.
    public var relinkedItemIds: [Int64]
}

extension LarderDatabase {
    /// Stores what a label says as a food with `source = "label"`, then re-links stored items it fits better.
    ///
    /// A food with the same barcode is updated (its name kept unless the label prints one); otherwise a new food
    /// is added in category `other`. An implausible label is stored with its reasons in `reviewReason`.
    /// Items a person linked (confidence 1) or skipped are never re-linked.
    /// - Parameters:
    ///   - label: The label, per 100 g.
    ///   - barcode: The product's EAN/UPC, when one was read.
    ///   - fallbackName: The name to use when the label prints none, e.g. the image's file name.
    ///   - jobId: The daemon job reading the label, marked with the food in the same transaction: a job killed
    ///     after this commit finds its food on restart and does not store the label again.
    /// - Throws: `DatabaseError`.
    public func saveLabel(
        _ label: NutritionLabel, barcode: String?, fallbackName: String, forJob jobId: Int64? = nil
    ) throws -> StoredLabel {
        let (food, isUpdate) = try writer.write { db in
            let stored = try LarderDatabase.upsertLabelFood(db, label, barcode: barcode, fallbackName: fallbackName)
            if let jobId { try LarderDatabase.recordLabelFood(db, try stored.0.requireID(), forJob: jobId) }
            return stored
        }
        let foodId = try food.requireID()
        let relinked = try relinkItems(toFood: foodId)
        return StoredLabel(food: food.food, isUpdate: isUpdate, relinkedItemIds: relinked)
    }

    private static func upsertLabelFood(
        _ db: Database, _ label: NutritionLabel, barcode: String?, fallbackName: String
    ) throws -> (FoodRecord, Bool) {
        let reason = label.needsReview ? label.reviewReasons.joined(separator: "; ") : nil
        let existing = try barcode.flatMap { try FoodRecord.filter(Column("barcode") == $0).fetchOne(db) }
        let isUpdate = existing != nil
        var record = existing ?? FoodRecord(
            Food(name: label.productName ?? fallbackName, category: .other, nutrition: label.nutrition, source: "label")
        )
        if isUpdate, let name = label.productName { record.name = name }
        record.nutrition = label.nutrition
        record.source = "label"
        record.barcode = barcode
        try record.save(db)
        try db.execute(sql: "UPDATE food SET reviewReason = ? WHERE id = ?", arguments: [reason, record.id])
        if let name = label.productName, !FoodNameNormalizer.normalize(name).isEmpty {
            try insertUserAlias(db, name, toFood: try record.requireID(), language: nil)
        }
        return (record, isUpdate)
    }

    /// Links every unskipped item whose best match is now `foodId` and beats its current match.
    private func relinkItems(toFood foodId: Int64) throws -> [Int64] {
        let matcher = FoodMatcher(foods: try matchableFoods())
        return try writer.write { db in
            let items = try PurchasedItemRecord
                .filter(Column("isSkipped") == false)
                .filter(Column("matchConfidence") == nil || Column("matchConfidence") < 1)
                .fetchAll(db)
            var relinked: [Int64] = []
            for var item in items {
                guard let match = matcher.bestMatch(for: [item.name, item.originalText]), match.foodId == foodId,
                    item.foodId != foodId, match.confidence > (item.matchConfidence ?? 0)
                else { continue }
                item.foodId = foodId
                item.matchConfidence = match.confidence
                try item.update(db)
                relinked.append(try item.requireID())
            }
            return relinked
        }
    }

    /// Why a food's numbers need a person's check, or `nil` when they add up.
    public func reviewReason(ofFood foodId: Int64) throws -> String? {
        try writer.read { db in
            try String.fetchOne(db, sql: "SELECT reviewReason FROM food WHERE id = ?", arguments: [foodId])
        }
    }
}

extension FoodRecord {
    /// The nutrient columns as one value.
    var nutrition: Nutrition {
        get { food.nutrition }
        set {
            kcal = newValue.kcal
            protein = newValue.protein
            carbohydrates = newValue.carbohydrates
            fat = newValue.fat
            saturatedFat = newValue.saturatedFat
            sugar = newValue.sugar
            fibre = newValue.fibre
            sodiumMg = newValue.sodiumMg
        }
    }
}
