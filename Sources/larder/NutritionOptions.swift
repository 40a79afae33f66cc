import ArgumentParser
import LarderCore

/// Nutrition per 100 g as flags, shared by `foods add` and `foods edit`; a flag left out changes nothing.
struct NutritionOptions: ParsableArguments {
    @Option(help: "Energy in kcal per 100 g.")
    var kcal: Double?

    @Option(help: "Protein in g per 100 g.")
    var protein: Double?

    @Option(help: "Carbohydrate in g per 100 g.")
    var carbohydrates: Double?

    @Option(help: "Of which sugars, in g per 100 g.")
    var sugar: Double?

    @Option(help: "Fat in g per 100 g.")
    var fat: Double?

    @Option(help: "Of which saturates, in g per 100 g.")
    var saturatedFat: Double?

    @Option(help: "Fibre in g per 100 g.")
    var fibre: Double?

    @Option(help: "Sodium in mg per 100 g.")
    var sodium: Double?

    @Option(help: "Salt in g per 100 g, stored as sodium (mg = g × 400).")
    var salt: Double?

    func validate() throws {
        let values = [kcal, protein, carbohydrates, sugar, fat, saturatedFat, fibre, sodium, salt].compactMap { $0 }
        guard values.allSatisfy({ $0 >= 0 }) else { throw ValidationError("nutrient values cannot be negative") }
        guard sodium == nil || salt == nil else { throw ValidationError("give --sodium or --salt, not both") }
    }

    /// `nutrition` with every given flag applied.
    func applied(to nutrition: Nutrition) -> Nutrition {
        var result = nutrition
        result.kcal = kcal ?? result.kcal
        result.protein = protein ?? result.protein
        result.carbohydrates = carbohydrates ?? result.carbohydrates
        result.sugar = sugar ?? result.sugar
        result.fat = fat ?? result.fat
        result.saturatedFat = saturatedFat ?? result.saturatedFat
        result.fibre = fibre ?? result.fibre
        result.sodiumMg = sodium ?? salt.map { $0 * 400 } ?? result.sodiumMg
        return result
    }
}

/// Reads a `--category` value, listing the valid ones when it is not one.
enum CategoryArgument {
    static func parse(_ text: String) throws -> FoodCategory {
        guard let category = FoodCategory(rawValue: text) else {
            let valid = FoodCategory.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("unknown category '\(text)'; use one of: \(valid)")
        }
        return category
    }
}
