import Foundation
import LarderCore

/// The request and answer for estimating a food's nutrition per 100 g.
enum NutritionEstimate {
    static let task = ChatTask(
        instructions: """
            You estimate the nutrition of foods for a household food bank. The user names one food in English \
            with its category. Answer with typical values per 100 g of the food as sold (per 100 ml counts as \
            per 100 g), as a food composition table such as USDA FoodData Central gives them, using the \
            record_nutrition schema. Use 0 for a nutrient the food does not contain; never leave one out.
            """,
        schemaName: "record_nutrition", schema: schema,
        toolDescription: "Stores the typical nutrition per 100 g of one food.", purpose: "estimate")

    private static let fields: [(key: String, description: String)] = [
        ("kcal", "Energy in kcal per 100 g."),
        ("protein", "Protein in g per 100 g."),
        ("carbohydrates", "Carbohydrates in g per 100 g."),
        ("fat", "Fat in g per 100 g."),
        ("saturated_fat", "Saturated fat in g per 100 g."),
        ("sugar", "Sugars in g per 100 g."),
        ("fibre", "Fibre in g per 100 g."),
        ("sodium_mg", "Sodium in mg per 100 g (salt in g x 400)."),
    ]

    private static let schema: JSONValue = .object([
        "type": .string("object"),
        "properties": .object(
            Dictionary(uniqueKeysWithValues: fields.map {
                ($0.key, JSONValue.object(["type": .string("number"), "description": .string($0.description)]))
            })),
        "required": .array(fields.map { .string($0.key) }.sorted { "\($0)" < "\($1)" }),
        "additionalProperties": .bool(false),
    ])

    static func question(name: String, category: FoodCategory) -> String {
        "Food: \(name)\nCategory: \(category.rawValue)"
    }

    private struct Reply: Decodable {
        var kcal: Double
        var protein: Double
        var carbohydrates: Double
        var fat: Double
        var saturatedFat: Double
        var sugar: Double
        var fibre: Double
        var sodiumMg: Double

        enum CodingKeys: String, CodingKey {
            case kcal, protein, carbohydrates, fat, sugar, fibre
            case saturatedFat = "saturated_fat"
            case sodiumMg = "sodium_mg"
        }
    }

    /// The estimate, or the problems a repair request should quote.
    static func judge(_ data: Data) -> (answer: Nutrition?, problems: [String]) {
        let decoded = ReplyProblem.decoding(Reply.self, from: data)
        guard let reply = decoded.value else { return (nil, decoded.problems) }
        let nutrition = Nutrition(
            kcal: reply.kcal, protein: reply.protein, carbohydrates: reply.carbohydrates, fat: reply.fat,
            saturatedFat: reply.saturatedFat, sugar: reply.sugar, fibre: reply.fibre, sodiumMg: reply.sodiumMg)
        return (nutrition, problems(in: reply))
    }

    /// The same physical limits a label is held to: nothing negative, no more than 100 g of nutrients in
    /// 100 g, parts not above their whole, and energy near 4/4/9 kcal per g of protein, carbohydrate and fat.
    private static func problems(in reply: Reply) -> [String] {
        var problems: [String] = []
        let grams = [reply.protein, reply.carbohydrates, reply.fat, reply.saturatedFat, reply.sugar, reply.fibre]
        if (grams + [reply.kcal, reply.sodiumMg]).contains(where: { $0 < 0 || !$0.isFinite }) {
            problems.append("values must not be negative")
        }
        if reply.protein + reply.carbohydrates + reply.fat > 100.5 {
            problems.append("protein, carbohydrates and fat add up to more than 100 g per 100 g")
        }
        if reply.sugar > reply.carbohydrates + 0.5 { problems.append("sugar is more than carbohydrates") }
        if reply.saturatedFat > reply.fat + 0.5 { problems.append("saturated fat is more than fat") }
        let energy = 4 * reply.protein + 4 * reply.carbohydrates + 9 * reply.fat
        // Fibre and alcohol add energy the 4/4/9 rule does not see, so only gross mismatches are refused.
        if abs(reply.kcal - energy) > max(25, 0.25 * max(reply.kcal, energy)) {
            problems.append(
                String(format: "kcal %.0f does not fit 4/4/9 kcal per g of protein, carbohydrates and fat (%.0f)",
                    reply.kcal, energy))
        }
        return problems
    }
}
