import Foundation
import LarderCore
import LarderExtraction

/// The request and answer for reading a nutrition label's OCR text with a model.
///
/// The model copies the numbers of one column as printed; Larder does the arithmetic (per portion to per
/// 100 g, salt to sodium, kJ to kcal) and the plausibility checks, the same as for the offline reader.
enum LabelSchema {
    static let task = ChatTask(
        instructions: """
            You read nutrition labels of food products for a household food bank. The user sends the OCR text \
            of one label, German or English (Brennwert/Energy, Fett/Fat, davon gesättigte Fettsäuren/of which \
            saturates, Kohlenhydrate/Carbohydrate, davon Zucker/of which sugars, Ballaststoffe/Fibre, \
            Eiweiß/Protein, Salz/Salt). Record it with the record_label schema: take the per 100 g or per \
            100 ml column when there is one (basis per_100g or per_100ml), else the per-portion column (basis \
            per_portion) with the portion size in grams. Copy numbers as printed, with a decimal point; null \
            for what the label does not show. Fix OCR misreadings only when the other numbers prove them.
            """,
        schemaName: "record_label", schema: schema,
        toolDescription: "Stores the nutrition facts read from a label's OCR text.", purpose: "label")

    private static let numbers: [(key: String, description: String)] = [
        ("energy_kj", "Energy in kJ."), ("energy_kcal", "Energy in kcal."), ("fat", "Fat in g."),
        ("saturated_fat", "Of which saturates, in g."), ("carbohydrates", "Carbohydrate in g."),
        ("sugar", "Of which sugars, in g."), ("fibre", "Fibre in g."), ("protein", "Protein in g."),
        ("salt", "Salt in g."), ("sodium_mg", "Sodium in mg, only when printed instead of salt."),
        ("portion_grams", "The portion size in g or ml, when printed."),
    ]

    private static let schema: JSONValue = {
        var properties: [String: JSONValue] = [:]
        for number in numbers {
            properties[number.key] = .object([
                "type": .array([.string("number"), .string("null")]), "description": .string(number.description),
            ])
        }
        properties["product_name"] = .object([
            "type": .array([.string("string"), .string("null")]),
            "description": .string("The product's name when printed."),
        ])
        properties["basis"] = .object([
            "type": .string("string"), "enum": .array(["per_100g", "per_100ml", "per_portion"].map(JSONValue.string)),
        ])
        return .object([
            "type": .string("object"), "properties": .object(properties),
            "required": .array(properties.keys.sorted().map(JSONValue.string)), "additionalProperties": .bool(false),
        ])
    }()

    private struct Reply: Decodable {
        var productName: String?
        var basis: String
        var portionGrams: Double?
        var energyKj: Double?
        var energyKcal: Double?
        var fat: Double?
        var saturatedFat: Double?
        var carbohydrates: Double?
        var sugar: Double?
        var fibre: Double?
        var protein: Double?
        var salt: Double?
        var sodiumMg: Double?

        enum CodingKeys: String, CodingKey {
            case basis, fat, carbohydrates, sugar, fibre, protein, salt
            case productName = "product_name"
            case portionGrams = "portion_grams"
            case energyKj = "energy_kj"
            case energyKcal = "energy_kcal"
            case saturatedFat = "saturated_fat"
            case sodiumMg = "sodium_mg"
        }
    }

    /// The label per 100 g, or the problems a repair request should quote.
    static func judge(_ data: Data) -> (answer: NutritionLabel?, problems: [String]) {
        let decoded = ReplyProblem.decoding(Reply.self, from: data)
        guard let reply = decoded.value else { return (nil, decoded.problems) }
        guard let basis = NutritionLabel.Basis(rawValue: reply.basis) else {
            return (nil, ["basis '\(reply.basis)' is not per_100g, per_100ml or per_portion"])
        }
        var scale = 1.0
        if basis == .perPortion {
            guard let portion = reply.portionGrams, portion > 0 else {
                return (nil, ["a per_portion label needs portion_grams"])
            }
            scale = 100 / portion
        }
        let values = [reply.energyKj, reply.energyKcal, reply.fat, reply.saturatedFat, reply.carbohydrates,
            reply.sugar, reply.fibre, reply.protein, reply.salt, reply.sodiumMg]
        guard values.contains(where: { $0 != nil }) else {
            return (nil, ["the reply holds no nutrient; read the label's table"])
        }
        if values.contains(where: { ($0 ?? 0) < 0 }) { return (nil, ["values must not be negative"]) }
        func per100(_ value: Double?) -> Double? { value.map { $0 * scale } }
        let kilojoules = per100(reply.energyKj)
        // 4.184 kJ per kcal: a label printing only kJ still gets its energy in kcal.
        let kcal = per100(reply.energyKcal) ?? kilojoules.map { $0 / 4.184 }
        let nutrition = Nutrition(
            kcal: kcal, protein: per100(reply.protein), carbohydrates: per100(reply.carbohydrates),
            fat: per100(reply.fat), saturatedFat: per100(reply.saturatedFat), sugar: per100(reply.sugar),
            fibre: per100(reply.fibre), sodiumMg: per100(reply.sodiumMg) ?? per100(reply.salt).map { $0 * 400 })
        let label = NutritionLabel(
            productName: reply.productName, nutrition: nutrition, basis: basis, portionGrams: reply.portionGrams,
            reviewReasons: LabelPlausibility.reasons(nutrition, kilojoules: reply.energyKj == nil ? nil : kilojoules))
        return (label, [])
    }
}
