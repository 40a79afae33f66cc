import LarderCore
import LarderExtraction
import Testing

/// Recipe lines read into quantity, unit, English name and grams, checked against hand calculations.
@Suite struct IngredientParserTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var line: String
        var name: String
        var quantity: Double?
        var unit: String?
        var grams: Double?
        var testDescription: String { line }
    }

    static let cases: [Case] = [
        // 1 US cup = 240 ml; milk ≈ water.
        Case(line: "1 cup milk", name: "milk", quantity: 1, unit: "cup", grams: 240),
        // 2 × 15 ml × 0.91 g/ml = 27.3 g.
        Case(line: "2 tbsp olive oil", name: "olive oil", quantity: 2, unit: "tbsp", grams: 27),
        // 8 × 28.3495 g = 226.8 g.
        Case(line: "8 oz cheddar, grated", name: "cheddar", quantity: 8, unit: "oz", grams: 227),
        // 453.592 g.
        Case(line: "1 lb flour", name: "flour", quantity: 1, unit: "lb", grams: 454),
        // Two pieces, 60 g each in the receipt vocabulary.
        Case(line: "2 eggs", name: "eggs", quantity: 2, unit: "piece", grams: 120),
        // 1.5 × 240 ml × 0.52 g/ml = 187.2 g.
        Case(line: "1 ½ cups all-purpose flour", name: "all-purpose flour", quantity: 1.5, unit: "cup", grams: 187),
        Case(line: "1 1/2 cups sugar", name: "sugar", quantity: 1.5, unit: "cup", grams: 299),
        // ½ × 5 ml × 1.2 g/ml = 3 g.
        Case(line: "½ tsp salt", name: "salt", quantity: 0.5, unit: "tsp", grams: 3),
        Case(line: "200 g Mehl", name: "flour", quantity: 200, unit: "g", grams: 200),
        Case(line: "200g Mehl", name: "flour", quantity: 200, unit: "g", grams: 200),
        // 2 × 15 ml × 0.91.
        Case(line: "2 EL Öl", name: "oil", quantity: 2, unit: "tbsp", grams: 27),
        Case(line: "3 Eier", name: "eggs", quantity: 3, unit: "piece", grams: 180),
        Case(line: "0,5 l Milch", name: "milk", quantity: 0.5, unit: "l", grams: 500),
        Case(line: "2 cloves garlic", name: "garlic", quantity: 2, unit: "clove", grams: 10),
        Case(line: "1 Prise Salz", name: "salt", quantity: 1, unit: "pinch", grams: 0.4),
        // 12 × 29.5735 ml of water.
        Case(line: "12 fl oz water", name: "water", quantity: 12, unit: "fl oz", grams: 355),
        // The upper end of a range, enough to buy: 3 × 80 g.
        Case(line: "2-3 carrots", name: "carrots", quantity: 3, unit: "piece", grams: 240),
        Case(line: "salt to taste", name: "salt", quantity: nil, unit: nil, grams: nil),
        Case(line: "- 1 cup of milk (whole)", name: "milk", quantity: 1, unit: "cup", grams: 240),
        Case(line: "1 can tomatoes", name: "tomatoes", quantity: 1, unit: "can", grams: 400),
        Case(line: "1 bunch parsley", name: "parsley", quantity: 1, unit: "bunch", grams: nil),
        Case(line: "1 large egg", name: "egg", quantity: 1, unit: "piece", grams: 60),
        // An article before a unit is one of it; without a unit it is no quantity.
        Case(line: "a pinch of salt", name: "salt", quantity: 1, unit: "pinch", grams: 0.4),
        Case(line: "eine Dose Tomaten", name: "tomatoes", quantity: 1, unit: "can", grams: 400),
        Case(line: "a little oil", name: "a little oil", quantity: nil, unit: nil, grams: nil),
    ]

    @Test(arguments: cases)
    func aLineIsReadAsByHand(_ expected: Case) throws {
        let ingredient = try #require(IngredientParser.parse(expected.line))
        #expect(ingredient.name == expected.name)
        #expect(ingredient.quantity == expected.quantity)
        #expect(ingredient.unit == expected.unit)
        #expect(ingredient.grams == expected.grams)
        #expect(ingredient.text == expected.line)
    }

    @Test func aRecipesTextIsReadLineByLineSkippingHeadingsAndBlanks() {
        let text = """
            For the dough:
            500 g Mehl

            • 1 cup milk
            Salt
            """
        let ingredients = IngredientParser.parse(text: text)
        #expect(ingredients.map(\.name) == ["flour", "milk", "salt"])
        #expect(ingredients.map(\.category) == [.pantry, .dairy, .pantry])
    }
}
