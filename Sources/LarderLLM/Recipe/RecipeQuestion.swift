import Foundation
import LarderExtraction

/// The request and answer for reading a photographed recipe: its title and ingredient lines as written, which
/// Larder's own ingredient parser then reads into quantities and grams. A model sees the photo too, so a
/// handwritten card Tesseract garbles can still be read.
enum RecipeQuestion {
    static let task = ChatTask(
        instructions: """
            You read photographed recipes, printed or handwritten, in any language. The user gives the text OCR \
            read off the photo, and the photo where it can be sent. Answer with the recipe's title and its \
            ingredients, one per entry, each as the recipe writes it with its quantity and unit (for example \
            "200 g flour", "2 eggs", "1 1/2 cups milk"), in the recipe's own language, using the record_recipe \
            schema. Leave out the method, the servings and anything that is no ingredient; give an empty list \
            when the photo holds no recipe.
            """,
        schemaName: "record_recipe", schema: schema,
        toolDescription: "Stores a recipe's title and ingredient lines.", purpose: "recipe")

    private static let schema: JSONValue = .object([
        "type": .string("object"),
        "properties": .object([
            "title": .object(["type": .string("string"), "description": .string("The recipe's name; empty if none.")]),
            "ingredients": .object([
                "type": .string("array"),
                "description": .string("Each ingredient line as written, with its quantity and unit."),
                "items": .object(["type": .string("string")]),
            ]),
        ]),
        "required": .array([.string("ingredients"), .string("title")]),
        "additionalProperties": .bool(false),
    ])

    static func question(ocr: String) -> String {
        "OCR text of the photo:\n" + (ocr.isEmpty ? "(none)" : ocr)
    }

    private struct Reply: Decodable {
        var title: String
        var ingredients: [String]
    }

    static func judge(_ data: Data) -> (answer: RecipeReading?, problems: [String]) {
        let decoded = ReplyProblem.decoding(Reply.self, from: data)
        guard let reply = decoded.value else { return (nil, decoded.problems) }
        let title = reply.title.trimmingCharacters(in: .whitespacesAndNewlines)
        let lines = reply.ingredients.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        return (RecipeReading(title: title.isEmpty ? nil : title, ingredientLines: lines), [])
    }
}

/// A photographed recipe as read: its title and ingredient lines as written.
public struct RecipeReading: Sendable, Hashable {
    public var title: String?
    public var ingredientLines: [String]

    public init(title: String?, ingredientLines: [String]) {
        self.title = title
        self.ingredientLines = ingredientLines
    }

    /// The offline reading: the ingredient section of the OCR text (``RecipePage``).
    public init(page: RecipePage) {
        self.init(title: page.title, ingredientLines: page.ingredientLines)
    }
}
