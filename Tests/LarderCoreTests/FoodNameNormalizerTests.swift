import LarderCore
import Testing

@Suite struct FoodNameNormalizerTests {
    @Test(arguments: [
        ("H-MILCH 3,5% 1L", "h milch"),
        ("Hähnchenbrustfilet", "haehnchenbrustfilet"),
        ("HAEHNCHENBRUSTFILET", "haehnchenbrustfilet"),
        ("Weißbrot", "weissbrot"),
        ("WEISSBROT 500G", "weissbrot"),
        ("Crème fraîche", "creme fraiche"),
        ("COCA COLA 6x0,5l", "coca cola"),
        ("EIER M 10 ST.", "eier m"),
        ("2 x Joghurt 150g", "joghurt"),
        ("HAEHNCHENBR.", "haehnchenbr"),
        ("7Up", "7up"),
        ("  ", ""),
    ])
    func normalisesReceiptSpellings(text: String, expected: String) {
        #expect(FoodNameNormalizer.normalize(text) == expected)
    }

    @Test func umlautAndTwoLetterSpellingsAgree() {
        // Given the three ways receipts print the same word
        let spellings = ["Hähnchen Brötchen Süß", "HAEHNCHEN BROETCHEN SUESS", "haehnchen broetchen süss"]

        // When each is normalised
        let normalised = Set(spellings.map(FoodNameNormalizer.normalize))

        // Then they are one word list
        #expect(normalised == ["haehnchen broetchen suess"])
    }

    @Test func tokensDropSizesAndBareNumbers() {
        #expect(FoodNameNormalizer.tokens(of: "Weizenmehl Type 405 1kg") == ["weizenmehl", "type"])
    }
}
