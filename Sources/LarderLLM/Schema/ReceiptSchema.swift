import LarderCore

/// The JSON schema every network backend must answer with: one receipt, amounts as printed.
///
/// It is written for OpenAI's strict mode, which Anthropic's tool `input_schema` also accepts: every
/// property is required, unknown values are `null`, and no other properties are allowed.
enum ReceiptSchema {
    /// The name given to the schema (OpenAI) and to the forced tool (Claude).
    static let name = "record_receipt"

    static let value: JSONValue = object(
        [
            "store": nullable("string", "The shop's name as a person would say it, e.g. \"Lidl\"."),
            "address": nullable("string", "The shop's address as printed, one line."),
            "date": nullable("string", "The purchase date as YYYY-MM-DD."),
            "currency": nullable("string", "ISO 4217 code, e.g. EUR."),
            "total": nullable("number", "The amount paid, in the receipt's currency, e.g. 12.90."),
            "items": .object([
                "type": .string("array"),
                "description": .string("Every purchased article line, deposits and discounts included."),
                "items": item,
            ]),
        ]
    )

    private static let item: JSONValue = object(
        [
            "original_text": described("string", "The article line as printed."),
            "name": described("string", "A short English name of the article, e.g. \"whole milk\"."),
            "quantity": nullable("number", "Pieces or packs bought; null when the line does not say."),
            "grams": nullable("number", "Total weight of the line in grams (1 ml counts as 1 g)."),
            "grams_source": .object([
                "type": .array([.string("string"), .string("null")]),
                "enum": .array(GramsSource.allNames.map(JSONValue.string) + [.null]),
                "description": .string("stated: printed; per_piece: typical piece weight; category_default."),
            ]),
            "price": described("number", "The line's price after multiples; negative for discounts."),
            "category": .object([
                "type": .string("string"),
                "enum": .array(FoodCategory.allCases.map { .string($0.rawValue) }),
            ]),
            "food_id": nullable("integer", "The id of the matching food-bank candidate, or null for none."),
        ]
    )

    private static func object(_ properties: [String: JSONValue]) -> JSONValue {
        .object([
            "type": .string("object"),
            "properties": .object(properties),
            "required": .array(properties.keys.sorted().map(JSONValue.string)),
            "additionalProperties": .bool(false),
        ])
    }

    private static func described(_ type: String, _ description: String) -> JSONValue {
        .object(["type": .string(type), "description": .string(description)])
    }

    private static func nullable(_ type: String, _ description: String) -> JSONValue {
        .object(["type": .array([.string(type), .string("null")]), "description": .string(description)])
    }
}

extension GramsSource {
    /// The raw values the schema offers.
    static let allNames = ["stated", "per_piece", "category_default"]
}
