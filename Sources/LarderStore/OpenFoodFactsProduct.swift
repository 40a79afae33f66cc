import Foundation
import LarderCore

/// Reads an Open Food Facts product JSON file (as the product API returns it, or the bare `product` object).
public enum OpenFoodFactsProduct {
    /// The food the product describes, with `source = "open_food_facts"` and its code as the barcode.
    /// - Throws: ``StoreError`` when the data is not a product with a name.
    public static func food(from data: Data) throws -> ExchangedFood {
        let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        guard let root, let product = root["product"] as? [String: Any] ?? (root["product_name"] != nil ? root : nil)
        else {
            throw StoreError(.conflict, message: "not an Open Food Facts product: no 'product' object")
        }
        let names = ["product_name", "product_name_en", "product_name_de", "generic_name"]
        guard let name = names.lazy.compactMap({ product[$0] as? String }).first(where: { !$0.isEmpty }) else {
            throw StoreError(.conflict, message: "the Open Food Facts product has no name")
        }
        let nutriments = product["nutriments"] as? [String: Any] ?? [:]
        func value(_ key: String) -> Double? {
            if let number = nutriments["\(key)_100g"] as? Double { return number }
            return (nutriments["\(key)_100g"] as? String).flatMap(Double.init)
        }
        let sodiumGrams = value("sodium") ?? value("salt").map { $0 * 0.4 }
        let nutrition = Nutrition(
            kcal: value("energy-kcal") ?? value("energy").map { $0 / 4.184 }, protein: value("proteins"),
            carbohydrates: value("carbohydrates"), fat: value("fat"), saturatedFat: value("saturated-fat"),
            sugar: value("sugars"), fibre: value("fiber"), sodiumMg: sodiumGrams.map { $0 * 1000 }
        )
        let code = (root["code"] as? String) ?? (product["code"] as? String)
        let food = Food(
            name: name, category: .other, nutrition: nutrition, source: "open_food_facts",
            barcode: code.flatMap { $0.isEmpty ? nil : $0 }
        )
        return ExchangedFood(food: food, aliases: [])
    }
}
