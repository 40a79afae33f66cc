import Foundation
import LarderCore
import LarderStore
import LarderTestSupport
import Testing

/// CSV and JSON export and import, and Open Food Facts product files.
@Suite struct FoodExchangeTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    func database(_ name: String) throws -> LarderDatabase {
        try LarderDatabase.open(atPath: folder.path(name))
    }

    static let oatDrink = Food(
        name: "oat drink, \"barista\"", category: .beverages,
        nutrition: Nutrition(kcal: 46, protein: 1, carbohydrates: 6.7, fat: 1.5, sodiumMg: 40), source: "user",
        barcode: "4006381333931"
    )

    @Test func csvExportImportsIntoAnotherFoodBankUnchanged() throws {
        // Given a food with a quote and a comma in its name, and aliases
        let source = try database("a.sqlite")
        try source.addFood(Self.oatDrink, aliases: ["Haferdrink", "Hafer Drink"])
        let exported = try source.exchangedFoods()

        // When the CSV is read back into a fresh food bank
        let csv = FoodBankCSV.text(of: exported)
        let target = try database("b.sqlite")
        let before = try target.foodCount()
        let counts = try target.importFoods(try FoodBankCSV.foods(in: csv))

        // Then seed foods update (none has a barcode, so all are added) and the oat drink arrives intact
        #expect(counts.added == exported.count)
        #expect(try target.foodCount() == before + exported.count)
        let imported = try #require(try target.exchangedFoods().last)
        #expect(imported.food.name == Self.oatDrink.name)
        #expect(imported.food.nutrition == Self.oatDrink.nutrition)
        #expect(imported.food.barcode == Self.oatDrink.barcode)
        #expect(Set(imported.aliases).isSuperset(of: ["Haferdrink", "Hafer Drink"]))
    }

    @Test func importingAKnownBarcodeUpdatesInsteadOfAddingACopy() throws {
        let store = try database("a.sqlite")
        try store.addFood(Self.oatDrink)
        var newer = Self.oatDrink
        newer.nutrition.kcal = 48

        let counts = try store.importFoods([ExchangedFood(food: newer, aliases: [])])

        #expect(counts.added == 0 && counts.updated == 1)
        let stored = try store.exchangedFoods().filter { $0.food.barcode == Self.oatDrink.barcode }
        #expect(stored.map(\.food.nutrition.kcal) == [48])
    }

    @Test func anOpenFoodFactsProductBecomesAFoodPer100g() throws {
        let json = """
            {"code": "3017620422003", "status": 1, "product": {"product_name": "Nutella",
             "nutriments": {"energy-kcal_100g": 539, "fat_100g": 30.9, "saturated-fat_100g": 10.6,
             "carbohydrates_100g": 57.5, "sugars_100g": 56.3, "proteins_100g": 6.3, "salt_100g": 0.107}}}
            """

        let food = try OpenFoodFactsProduct.food(from: Data(json.utf8)).food

        #expect(food.name == "Nutella")
        #expect(food.barcode == "3017620422003")
        #expect(food.source == "open_food_facts")
        #expect(food.nutrition.kcal == 539)
        #expect(food.nutrition.saturatedFat == 10.6)
        #expect(abs((food.nutrition.sodiumMg ?? 0) - 42.8) < 0.01)
        #expect(throws: StoreError.self) { try OpenFoodFactsProduct.food(from: Data("{\"status\": 0}".utf8)) }
    }

    @Test func aCSVRowWithABadNumberNamesItsLine() {
        let csv = "name,kcal\napple,52\npear,lots\n"

        #expect(throws: StoreError.self) { try FoodBankCSV.foods(in: csv) }
    }
}
