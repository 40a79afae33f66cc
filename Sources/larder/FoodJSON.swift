import LarderCore

/// The `--json` form of a food: every field present, unknown nutrients as `null`.
struct FoodJSON: Encodable {
    let food: Food
    var aliases: [String]?
    var linkedItems: Int?
    /// Why a label's numbers need a check; only `foods show` reads it.
    var reviewReason: String?

    private enum Key: String, CodingKey {
        case id, name, category, source, barcode, nutrition, aliases, linkedItems, needsReview, reviewReason
    }

    private enum NutritionKey: String, CodingKey {
        case kcal, protein, carbohydrates, fat, saturatedFat, sugar, fibre, sodiumMg
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(food.id, forKey: .id)
        try container.encode(food.name, forKey: .name)
        try container.encode(food.category, forKey: .category)
        try container.encode(food.source, forKey: .source)
        try container.encode(food.barcode, forKey: .barcode)
        var nutrition = container.nestedContainer(keyedBy: NutritionKey.self, forKey: .nutrition)
        let values = food.nutrition
        let fields: [(NutritionKey, Double?)] = [
            (.kcal, values.kcal), (.protein, values.protein), (.carbohydrates, values.carbohydrates),
            (.fat, values.fat), (.saturatedFat, values.saturatedFat), (.sugar, values.sugar),
            (.fibre, values.fibre), (.sodiumMg, values.sodiumMg),
        ]
        for (key, value) in fields {
            try nutrition.encode(value.map { JSONOutput.rounded($0, places: 2) }, forKey: key)
        }
        try container.encodeIfPresent(aliases, forKey: .aliases)
        try container.encodeIfPresent(linkedItems, forKey: .linkedItems)
        if linkedItems != nil {
            try container.encode(reviewReason != nil, forKey: .needsReview)
            try container.encode(reviewReason, forKey: .reviewReason)
        }
    }
}

/// The text form of a food: one line, id first, for lists and confirmations.
enum FoodText {
    static func line(_ food: Food) -> String {
        let kcal = food.nutrition.kcal.map { "\(Int($0.rounded())) kcal" } ?? "? kcal"
        return "\(food.id ?? 0)\t\(food.name)\t\(food.category.rawValue)\t\(kcal)/100g\t\(food.source)"
    }

    /// One line per known nutrient, per 100 g.
    static func nutritionLines(_ nutrition: Nutrition) -> [String] {
        let rows: [(String, Double?, String)] = [
            ("energy", nutrition.kcal, "kcal"), ("protein", nutrition.protein, "g"),
            ("carbohydrates", nutrition.carbohydrates, "g"), ("of which sugars", nutrition.sugar, "g"),
            ("fat", nutrition.fat, "g"), ("of which saturates", nutrition.saturatedFat, "g"),
            ("fibre", nutrition.fibre, "g"), ("sodium", nutrition.sodiumMg, "mg"),
        ]
        return rows.compactMap { label, value, unit in
            value.map { "  \(label): \(JSONOutput.rounded($0, places: 1)) \(unit)" }
        }
    }
}
