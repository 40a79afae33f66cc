import LarderCore
import LarderTestSupport
import Testing

@testable import LarderExtraction

/// Misreadings OCR makes on real German receipts, each read for what was printed: tax classes glued to
/// prices, dates with a comma for a dot, units read as digits in pack sizes.
struct OCRSlipTests {
    @Test(arguments: [("2,42xB", 242), ("0,25*C", 25), ("4.99x%", 499), ("2,24XB", 224), ("12,90*A", 1290)])
    func readsAPriceWithItsMarkedTaxClass(token: String, cents: Int) {
        #expect(AmountParser.cents(in: token) == cents)
    }

    @Test(arguments: [("29,98.1", 2998), ("14,99,A", 1499), ("3.49.B", 349)])
    func readsAPriceWhoseTaxClassTheSpaceBeforeBecameASeparator(token: String, cents: Int) {
        // No number has one digit after two decimals: the last character is the class, not a digit.
        #expect(AmountParser.cents(in: token) == cents)
    }

    @Test(arguments: ["12.03.2", "1.23.4", "192.168.10.1", "12,03,2"])
    func aDateOrVersionEndingInOneDigitIsNoAmount(token: String) {
        #expect(AmountParser.cents(in: token) == nil)
    }

    @Test(arguments: ["7,00%", "19,00%", "x%", "0,2xl5"])
    func aPercentageOrSizeIsStillNoAmount(token: String) {
        #expect(AmountParser.cents(in: token) == nil)
    }

    @Test func joinsAPriceSplitBeforeItsMarkedCents() throws {
        // Given "PFAND 0, 25*C" and "SALATBAR 2 42xB", split and with the comma lost
        let split = try #require(ReceiptLayout.rows(ofText: "PFAND 0, 25*C").first)
        let lost = try #require(ReceiptLayout.rows(ofText: "SALATBAR 2 42xB").first)

        // Then each row ends with its price
        #expect(split.trailingAmount?.cents == 25)
        #expect(lost.trailingAmount?.cents == 242)
    }

    @Test func aLostCommaWithoutTaxMarkIsNotAPrice() throws {
        // "KIWI 2 42" could be anything: only the glued tax mark shows a price.
        let row = try #require(ReceiptLayout.rows(ofText: "KIWI 2 42").first)
        #expect(row.trailingAmount == nil)
    }

    @Test(arguments: [
        ("10018107 8746 09:48 02.03,2020", "2020-03-02"), ("23,03.20 15:32 8665107 0145", "2020-03-23"),
    ])
    func readsADateWithACommaBesideTheTime(row: String, iso: String) {
        #expect(ReceiptDateParser.dates(in: row) == [ReceiptDate(iso: iso)!])
    }

    @Test func aCommaDateWithoutTimeIsNotTrusted() {
        // Without the till's time beside it, a comma-separated "12,03,20" may be amounts, so it is no date.
        #expect(ReceiptDateParser.dates(in: "MWST 12,03,20").isEmpty)
    }

    @Test(arguments: [
        ("KIWI 4009", "400G"), ("ZITRONEN 5006", "500G"), ("MANDARINEN 1k9", "1KG"), ("APFELSAFT 1,51", "1,5L"),
        ("Apfelsaft 1,5]", "1,5L"), ("MANDARINEN Ikg", "1KG"), ("MILCH 1,5|", "1,5L"),
    ])
    func readsAPackSizeWhoseUnitWasReadAsADigit(name: String, size: String) throws {
        let word = try #require(name.split(separator: " ").last)
        #expect(ReceiptLineClassifier.misreadPackSize(String(word)) == size)
    }

    @Test(arguments: [("APFELSAFT", "11", "1L"), ("ORANGENSAFT", "1b", "1L"), ("MINERALWASSER", "1]", "1L")])
    func readsAWholeLitreOfADrinkWhoseUnitWasReadAsADigit(previous: String, word: String, size: String) {
        #expect(ReceiptLineClassifier.misreadPackSize(word, after: previous) == size)
    }

    @Test(arguments: [("IPHONE", "11"), ("SCHWEIN", "11"), ("HAUSHALTSTUCH", "21")])
    func aNumberAfterAnythingButADrinkIsNoLitre(previous: String, word: String) {
        #expect(ReceiptLineClassifier.misreadPackSize(word, after: previous) == nil)
    }

    @Test(arguments: ["4013", "1239", "12", "0,5", "99", "Ikea", "]", "I"])
    func anArticleNumberIsNoPackSize(word: String) {
        #expect(ReceiptLineClassifier.misreadPackSize(word) == nil)
    }

    @Test func anArticleKeepsTheGramsOfItsMisreadSize() async throws {
        // Given a receipt whose sizes were read with their units as digits, one with a speck read after it, and a
        // litre of juice whose L was read as a 1
        let receipt = try await ReceiptText.extracted([
            "LIDL", "Warburger Str. 130", "EUR",
            "Apfelsaft 1,51      1,19 B",
            "KIWI 4009           2,99 E",
            "ZITRONEN 5006 .     1,49 E",
            "ALBI APFELSAFT 11   1,69 C",
            "zu zahlen           7,36",
            "07.04.20 14:38",
        ])

        // Then the juices weigh 1.5 kg and 1 kg, the kiwis 400 g and the lemons 500 g, as printed
        #expect(receipt.items.map(\.grams) == [1500, 400, 500, 1000])
        #expect(receipt.items.map(\.gramsSource) == [.stated, .stated, .stated, .stated])
    }

    @Test func piecesWithDecimalsAreNotGluedIntoAWeight() async throws {
        // Given a furniture store's table of article number, pieces with two decimals, price per piece and line
        // price, and a row whose tax class OCR joined to the line price with a dot
        let receipt = try await ReceiptText.extracted([
            "ROLLER", "Datum: 26.09.2016 13:56",
            "Pos Artikel-Nr. Menge €/Stk €/Ges M",
            "1 23530028 03 2,00 14,99 29,98.1",
            "Duschvorhang",
            "2 02770034 01 2,00 14,99 29,98 1",
            "WC-Garnitur",
            "Summe 59,96",
        ])

        // Then each row is two pieces at 14.99, not a weighing of "032,001" kg that dropping the spaces glued together
        #expect(receipt.items.map(\.priceCents) == [2998, 2998])
        #expect(receipt.items.map(\.quantity) == [2, 2])
        #expect(receipt.items.allSatisfy { $0.grams == nil })
    }

    @Test(arguments: [("0, 512 kg x 2,99 1,53", 0.512), ("0,512kg x 2,99 1,53", 0.512)])
    func aWeighingKeepsItsKilogramsWhateverItsSpaces(text: String, kilograms: Double) throws {
        let row = try #require(ReceiptLayout.rows(ofText: text).first)
        guard case .quantity(let line) = ReceiptLineClassifier.classify(row) else {
            Issue.record("not a quantity line")
            return
        }
        #expect(line.kilograms == kilograms)
        #expect(line.lineCents == 153)
    }

    @Test func neighbouringNumbersAreNoWeighing() throws {
        // "03 2,00 14,99" without its spaces holds "032,001"; no weight is printed
        let row = try #require(ReceiptLayout.rows(ofText: "1 23530028 03 2,00 14,99 29,98 1").first)
        if case .quantity(let line) = ReceiptLineClassifier.classify(row) {
            #expect(line.kilograms == nil)
        }
    }
}
