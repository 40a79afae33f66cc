import GRDB
import LarderCore

/// A food in the food bank, stored with its nutrition per 100 g flattened into columns.
public struct FoodRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "food"

    public var id: Int64?
    public var name: String
    public var category: FoodCategory
    public var kcal: Double?
    public var protein: Double?
    public var carbohydrates: Double?
    public var fat: Double?
    public var saturatedFat: Double?
    public var sugar: Double?
    public var fibre: Double?
    public var sodiumMg: Double?
    public var source: String
    public var barcode: String?

    public init(_ food: Food) {
        id = food.id
        name = food.name
        category = food.category
        kcal = food.nutrition.kcal
        protein = food.nutrition.protein
        carbohydrates = food.nutrition.carbohydrates
        fat = food.nutrition.fat
        saturatedFat = food.nutrition.saturatedFat
        sugar = food.nutrition.sugar
        fibre = food.nutrition.fibre
        sodiumMg = food.nutrition.sodiumMg
        source = food.source
        barcode = food.barcode
    }

    /// The domain value this row stores.
    public var food: Food {
        Food(
            id: id, name: name, category: category,
            nutrition: Nutrition(
                kcal: kcal, protein: protein, carbohydrates: carbohydrates, fat: fat, saturatedFat: saturatedFat,
                sugar: sugar, fibre: fibre, sodiumMg: sodiumMg
            ),
            source: source, barcode: barcode
        )
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
