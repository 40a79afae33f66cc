import Foundation
import LarderCore

/// The request and answer for putting shopping-list items a person typed into the list's aisles, for the words
/// the offline vocabulary and the food bank do not know.
enum ShoppingCategoryQuestion {
    static let task = ChatTask(
        instructions: """
            You sort a household's shopping-list items into supermarket aisles. The user gives item names as a \
            person typed them, in any language, one per line. For each, choose the one aisle key from the list that \
            a shop would stock it in, using the record_aisles schema, with the items in the order given. Use \
            "other" for something no grocery aisle fits and "uncategorised" only when the name means nothing.
            """,
        schemaName: "record_aisles", schema: schema,
        toolDescription: "Stores the aisle of each shopping-list item.", purpose: "categorise")

    private static let keys = ShoppingCategory.allCases.map(\.rawValue)

    private static let schema: JSONValue = .object([
        "type": .string("object"),
        "properties": .object([
            "aisles": .object([
                "type": .string("array"),
                "description": .string("One aisle key per item, in the order the items were given."),
                "items": .object(["type": .string("string"), "enum": .array(keys.map { .string($0) })]),
            ])
        ]),
        "required": .array([.string("aisles")]),
        "additionalProperties": .bool(false),
    ])

    static func question(items: [String]) -> String {
        let aisles = ShoppingCategory.allCases.map { "\($0.rawValue): \($0.title)" }.joined(separator: "\n")
        return "Aisle keys:\n\(aisles)\n\nItems:\n" + items.joined(separator: "\n")
    }

    private struct Reply: Decodable {
        var aisles: [String]
    }

    /// The aisles, one per item, or the problems a repair request should quote.
    static func judge(itemCount: Int) -> (Data) -> (answer: [ShoppingCategory]?, problems: [String]) {
        { data in
            let decoded = ReplyProblem.decoding(Reply.self, from: data)
            guard let reply = decoded.value else { return (nil, decoded.problems) }
            let aisles = reply.aisles.compactMap(ShoppingCategory.init(rawValue:))
            var problems: [String] = []
            if aisles.count != reply.aisles.count { problems.append("every aisle must be one of the keys given") }
            if reply.aisles.count != itemCount {
                problems.append("give exactly \(itemCount) aisles, one per item, not \(reply.aisles.count)")
            }
            return (problems.isEmpty ? aisles : nil, problems)
        }
    }
}
