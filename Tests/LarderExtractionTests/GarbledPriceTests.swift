import LarderCore
import LarderTestSupport
import Testing

@testable import LarderExtraction

/// Prices OCR garbled (a tax class glued on and read as a digit, the comma lost or read as a space) are guessed
/// at from the row, and taken only when the guesses close the receipt's sum to the cent.
struct GarbledPriceTests {

    @Test(arguments: [
        ("Jacobs Krönung Aroma 3,29% 2 6,584", 658, "Jacobs Krönung Aroma 3,29% 2"),
        ("SALATBAR 2,3478", 234, "SALATBAR"),
        ("Hähnchen süß-sauer 179 8", 179, "Hähnchen süß-sauer"),
        ("SOBJ.VODKA 0,7L 9 99 C", 999, "SOBJ.VODKA 0,7L"),
    ])
    func guessesAPriceFromTheEndOfTheRow(text: String, cents: Int, name: String) throws {
        let row = try #require(ReceiptLayout.rows(ofText: text).first)
        let guess = try #require(row.priceGuess)
        #expect(guess.cents == cents)
        #expect(row.text(before: guess.tokenIndex) == name)
    }

    @Test(arguments: [
        "Tel. 0525 3042", "BANANEN", "KIWI 4", "ORANGENSAFT 1,4) CW", "1,79", "Hackfleisch 500 g", "KIWI 4009",
    ])
    func aRowWithoutAPriceShapeHasNoGuess(text: String) throws {
        let row = try #require(ReceiptLayout.rows(ofText: text).first)
        #expect(row.priceGuess == nil)
    }

    @Test func guessesThatCloseTheSumAreTakenAsDoubts() async throws {
        // Given a Lidl receipt whose first price lost its comma and whose multiple lost its tax class's shape
        let receipt = try ReceiptReader.receipt(
            from: ReceiptText.recognized([
                "LIDL", "Warburger Straße 130", "33100 Paderborn", "EUR",
                "Hähnchen süß-sauer          179 8",
                "Bulgur-Kräuter             0,89 A",
                "Jacobs Krönung Aroma 3,29% 2 6,584",
                "Premium Vodka              4,99 B",
                "zu zahlen                 14,25",
            ]))

        // Then both guesses are taken, since together they make the articles add up to the total
        #expect(receipt.items.map(\.priceCents) == [179, 89, 658, 499])
        #expect(receipt.items.first?.originalText == "Hähnchen süß-sauer")
        // And each stays a doubt for the review
        #expect(receipt.warnings.filter { $0.contains("garbled") }.count == 2)
    }

    @Test func aPackSizeStaysInTheNameOfAnArticleWhosePriceFollows() async throws {
        // Given a weighed article whose price is on the next row
        let receipt = try ReceiptReader.receipt(
            from: ReceiptText.recognized([
                "REWE", "EUR", "Hackfleisch 500 g", "  1 x 4,99             4,99 B", "Butter 250g 2,29 B",
                "SUMME EUR 7,28",
            ]))

        // Then the name keeps its size, and no price is guessed from it
        #expect(receipt.items.first?.originalText == "Hackfleisch 500 g")
        #expect(receipt.items.first?.grams == 500)
        #expect(receipt.items.map(\.priceCents) == [499, 229])
    }

    @Test func aHeadingWithANumberIsNoArticle() async throws {
        // Given a phone number in the header and a heading above the articles
        let receipt = try ReceiptReader.receipt(
            from: ReceiptText.recognized([
                "LIDL", "Telefon 0525 3042", "Filiale Paderborn 4711", "EUR", "Butter 250g 2,29 B",
                "Milch 1L 1,09 A", "zu zahlen 3,38",
            ]))

        // Then only the priced rows are articles
        #expect(receipt.items.map(\.originalText) == ["Butter 250g", "Milch 1L"])
    }

    @Test func guessesThatDoNotCloseTheSumAreLeftOut() async throws {
        // Given the same rows with a total the guesses do not reach
        let receipt = try ReceiptReader.receipt(
            from: ReceiptText.recognized([
                "LIDL", "EUR",
                "Hähnchen süß-sauer          179 8",
                "Bulgur-Kräuter             0,89 A",
                "Jacobs Krönung Aroma 3,29% 2 6,584",
                "Premium Vodka              4,99 B",
                "zu zahlen                 14,35",
            ]))

        // Then no guessed price is stored as read: the row above the first priced article is a heading again, and
        // the one price left unread is taken from the total, as a doubt
        #expect(receipt.items.map(\.originalText) == ["Bulgur-Kräuter", "Jacobs Krönung Aroma", "Premium Vodka"])
        #expect(receipt.items.map(\.priceCents) == [89, 847, 499])
        #expect(receipt.warnings.contains { $0.contains("taken from the total") })
    }
}
