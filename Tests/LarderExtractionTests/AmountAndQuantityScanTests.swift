import LarderCore
import Testing

@testable import LarderExtraction

/// Amounts, quantities and sizes read the same with the byte-level clues in front of their patterns.
struct AmountAndQuantityScanTests {
    @Test(arguments: [
        ("1,29", 129), ("1.29", 129), ("1.234,56", 123_456), ("1,234.56", 123_456), ("-0,50", -50),
        ("0,50-", -50), ("RM9.00", 900), ("-£0.20", -20), ("1,99A", 199), ("2,04*", 204), ("(3,99)", 399),
        ("12,90.", 1290), ("EUR12,90", 1290), ("12,90€", 1290), ("1.234.567,89", 123_456_789),
        ("123456,78", 12_345_678), ("0,05", 5), ("0,75-B", -75), ("-0,75A", -75),
    ])
    func readsAmounts(token: String, cents: Int) {
        #expect(AmountParser.cents(in: token) == cents)
    }

    @Test(arguments: [
        "VOLLMILCH", "7,00%", "1,5", "1999", "x", "", "A", "12.345", "1234567,89", "12.34,56", "1.23,45", ",99",
        "1,2,3", "0,33-L",
    ])
    func wordsAndOtherNumbersAreNoAmounts(token: String) {
        #expect(AmountParser.cents(in: token) == nil)
    }

    @Test(arguments: [("RMI1.40", 1140), ("RMi.25", 125), ("€l,99", 199), ("$1l.50", 1150), ("RMl2,50A", 1250)])
    func onesReadAsLettersAfterACurrencySignAreOnes(token: String, cents: Int) {
        // A till's narrow 1 beside the currency sign, read as I, i, l or |
        #expect(AmountParser.cents(in: token) == cents)
    }

    @Test(arguments: ["Ii.25", "I1.40", "RM|12.50", "RMMilk1.20"])
    func lettersAreOnesOnlyAfterACurrencySignAndWhereTheyMakeAnAmount(token: String) {
        #expect(AmountParser.cents(in: token) == nil)
    }

    @Test func readsAMultipleLine() throws {
        // Given "2 x 1,99" under an article
        let row = try #require(ReceiptLayout.rows(ofText: "2 x 1,99").first)

        // Then it is a quantity line of two pieces at 1.99
        guard case .quantity(let line) = ReceiptLineClassifier.classify(row) else {
            Issue.record("not a quantity line")
            return
        }
        #expect(line.pieces == 2)
        #expect(line.unitCents == 199)
    }

    @Test func readsAWeighingLine() throws {
        let row = try #require(ReceiptLayout.rows(ofText: "0,512 kg x 2,99 EUR/kg 1,53").first)
        guard case .quantity(let line) = ReceiptLineClassifier.classify(row) else {
            Issue.record("not a quantity line")
            return
        }
        #expect(line.kilograms == 0.512)
        #expect(line.unitCents == 299)
        #expect(line.lineCents == 153)
    }

    @Test func readsACountInsideAnArticleRow() throws {
        let row = try #require(ReceiptLayout.rows(ofText: "Bulgur-Kräuter 0,89 x 2   1,78").first)
        #expect(ReceiptLineClassifier.classify(row) == .article(name: "Bulgur-Kräuter", priceCents: 178, pieces: 2))
    }

    @Test func readsCountAndUnitPriceColumnsThatMultiplyToThePrice() throws {
        let row = try #require(ReceiptLayout.rows(ofText: "(T02) BRAISED PORK 2.0 7.00 14.00").first)
        #expect(
            ReceiptLineClassifier.classify(row)
                == .article(name: "(T02) BRAISED PORK", priceCents: 1400, pieces: 2, unitCents: 700))
    }

    @Test func amountsThatDoNotMultiplyAreNoCountAndUnitPrice() throws {
        let row = try #require(ReceiptLayout.rows(ofText: "BRAISED PORK 2.0 7.00 15.00").first)
        guard case .article(_, let price, let pieces, let unit, _) = ReceiptLineClassifier.classify(row) else {
            Issue.record("not an article")
            return
        }
        #expect(price == 1500)
        #expect(pieces == nil)
        #expect(unit == nil)
    }

    @Test(arguments: ["TotalQty 7 51.42", "SUMMEEUR 5,07", "Round Adj -0.02", "Rundung 0,02"])
    func totalLabelsGluedToTheirNextWordAndRoundingRowsAreNoArticles(text: String) throws {
        let row = try #require(ReceiptLayout.rows(ofText: text).first)
        #expect(ReceiptLineClassifier.classify(row) == .other)
    }

    @Test(arguments: ["SOMMERSALAT 2,49", "SUMMER ROLLS 4.50", "TOTALLY NUTS 3.99"])
    func wordsThatStartLikeATotalAreStillArticles(text: String) throws {
        let row = try #require(ReceiptLayout.rows(ofText: text).first)
        guard case .article = ReceiptLineClassifier.classify(row) else {
            Issue.record("\(text) is no article")
            return
        }
    }

    @Test func anArticleWithoutATimesSignHasNoCount() throws {
        let row = try #require(ReceiptLayout.rows(ofText: "VOLLMILCH 3,5% 1L 1,29 A").first)
        #expect(ReceiptLineClassifier.classify(row) == .article(name: "VOLLMILCH 3,5% 1L", priceCents: 129))
    }

    @Test(arguments: [
        ("KAESE 0,5 kg", 500.0), ("PILS 6X0,33L", 1980.0), ("ZUCKER 500G", 500.0), ("SAFT 1,5L", 1500.0),
        ("COFFEE 160Z", 453.6), ("2% RDCD FAT MILK GAL", 3785.0), ("SEKT 0,2 L", 200.0),
        // OCR slips: a space after the decimal comma, a bottle's zero read as O; but not every O before a comma.
        ("SMIRNOFF VODKAO, 7L.", 700.0), ("SEKT 0, 2 L", 200.0), ("RUM O,5L", 500.0), ("SAFT 1, 5L", 1500.0),
        ("H-MILCH BIO, 1L", 1000.0), ("KAROTTEN BIO, 1KG", 1000.0), ("BIER 6X0, 33L", 1980.0),
    ])
    func readsStatedSizes(name: String, grams: Double) {
        #expect(GramsParser.statedGrams(in: name) == grams)
    }

    @Test(arguments: ["BIO BANANEN", "BIO, 5 STK", "NR. 12"])
    func aNameWithoutASizeStatesNone(name: String) {
        #expect(GramsParser.statedGrams(in: name) == nil)
    }

    @Test func mendsMisreadTotalsOnlyWhereTheyAre() {
        #expect(ReceiptLayout.rows(ofText: "T0TAL 12,90").first?.folded == "total 12,90")
        #expect(ReceiptLayout.rows(ofText: "SOMMA 12,90").first?.folded == "summe 12,90")
        #expect(ReceiptLayout.rows(ofText: "TOMATEN 1,29").first?.folded == "tomaten 1,29")
    }
}
