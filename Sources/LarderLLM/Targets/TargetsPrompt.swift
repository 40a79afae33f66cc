import Foundation
import LarderCore

/// What a model is asked for household targets, and how its answer is read and checked.
enum TargetsPrompt {
    /// The schema's (OpenAI) and the forced tool's (Claude) name.
    static let name = "record_daily_targets"

    static let instructions = """
        You are a registered dietitian. Given a household's members and the targets computed for them with \
        Mifflin-St Jeor and activity factors, suggest the whole household's daily targets: energy, protein, \
        carbohydrates and fat, upper limits for saturated fat, sugar and sodium, and a minimum for fibre. \
        Adjust the computed values only where a member's age, diet or activity calls for it. Explain your \
        suggestion in at most three sentences, in English.
        """

    /// Every property required and numeric except the explanation, as OpenAI's strict mode wants.
    static let schema: JSONValue = {
        func number(_ description: String) -> JSONValue {
            .object(["type": .string("number"), "description": .string(description)])
        }
        let properties: [String: JSONValue] = [
            "kcal": number("Energy, kcal per day, whole household."),
            "protein_g": number("Protein, g per day."),
            "carbohydrates_g": number("Carbohydrates, g per day."),
            "fat_g": number("Fat, g per day."),
            "saturated_fat_max_g": number("Saturated fat upper limit, g per day."),
            "sugar_max_g": number("Sugars upper limit, g per day."),
            "fibre_min_g": number("Fibre minimum, g per day."),
            "sodium_max_mg": number("Sodium upper limit, mg per day."),
            "explanation": .object(["type": .string("string"), "description": .string("At most three sentences.")]),
        ]
        return .object([
            "type": .string("object"),
            "properties": .object(properties),
            "required": .array(properties.keys.sorted().map(JSONValue.string)),
            "additionalProperties": .bool(false),
        ])
    }()

    /// The user message: the members and the computed targets, as numbers a model can start from.
    static func message(members: [HouseholdMember], computed: DailyTargets) -> String {
        let people = members.map { member in
            "- \(member.name): \(member.age) years, \(member.sex.rawValue), \(member.weightKg) kg, "
                + "\(member.heightCm) cm, activity \(member.activity.rawValue), diet \(member.diet.rawValue)"
        }
        let numbers = String(
            format: "kcal %.0f, protein %.0f g, carbohydrates %.0f g, fat %.0f g, saturated fat max %.0f g, "
                + "sugar max %.0f g, fibre min %.0f g, sodium max %.0f mg",
            computed.kcal, computed.protein, computed.carbohydrates, computed.fat, computed.saturatedFatMax,
            computed.sugarMax, computed.fibreMin, computed.sodiumMaxMg)
        return "Household:\n" + people.joined(separator: "\n") + "\nComputed daily targets: " + numbers
    }

    /// Reads the model's JSON into targets.
    /// - Throws: ``ExtractionError`` `malformedReply` when a value is missing, not positive, or the energy is
    ///   outside half to twice the computed energy (a misread unit, a per-person answer for a big household).
    static func targets(from content: Data, computed: DailyTargets, backend: String) throws -> DailyTargets {
        guard case .object(let object)? = try? JSONDecoder().decode(JSONValue.self, from: content) else {
            throw ExtractionError(.malformedReply, backend: backend, message: "the targets reply is not a JSON object")
        }
        func number(_ key: String) throws -> Double {
            guard case .number(let value)? = object[key], value.isFinite, value > 0 else {
                throw ExtractionError(
                    .malformedReply, backend: backend, message: "the targets reply has no positive \(key)")
            }
            return value
        }
        let kcal = try number("kcal")
        guard kcal >= computed.kcal / 2, kcal <= computed.kcal * 2 else {
            throw ExtractionError(
                .malformedReply, backend: backend,
                message: String(
                    format: "the suggested %.0f kcal is implausible beside the computed %.0f kcal", kcal,
                    computed.kcal))
        }
        var targets = DailyTargets(
            kcal: kcal, protein: try number("protein_g"), carbohydrates: try number("carbohydrates_g"),
            fat: try number("fat_g"), saturatedFatMax: try number("saturated_fat_max_g"),
            sugarMax: try number("sugar_max_g"), fibreMin: try number("fibre_min_g"),
            sodiumMaxMg: try number("sodium_max_mg"), source: "llm:\(backend)", explanation: "")
        guard case .string(let explanation)? = object["explanation"] else {
            throw ExtractionError(.malformedReply, backend: backend, message: "the targets reply has no explanation")
        }
        targets.explanation = String(explanation.trimmingCharacters(in: .whitespacesAndNewlines).prefix(800))
        return targets
    }
}
