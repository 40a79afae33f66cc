import LarderCore
import LarderTestSupport
import Testing

@testable import LarderExtraction

/// Article lines: multiples, weighings, deposits, returns, discounts, and the rows that are not articles.
struct ArticleLineTests {

    private func extract(_ lines: [String]) async throws -> ExtractedReceipt {
        try ReceiptReader.receipt(from: ReceiptText.recognized(lines))
    }

    @Test func joinsAWeighingLineToTheArticleAbove() async throws {
        // Given a weighed article whose price is on the weighing line
        let receipt = try await extract([
            "REWE", "Hauptstr. 1", "12345 Berlin", "EUR",
            "BANANEN",
            "  0,512 kg x 2,99 EUR/kg        1,53 A",
            "SUMME                     EUR   1,53",
        ])

        // Then one item carries the weight and the line price
        #expect(receipt.items.count == 1)
        let item = try #require(receipt.items.first)
        #expect(item.name == "bananas")
        #expect(item.priceCents == 153)
        #expect(item.grams == 512)
        #expect(item.gramsSource == .stated)
        #expect(item.category == .produce)
    }

    @Test func aWeighingTablesHeadingWithAMisreadLetterIsNoArticle() async throws {
        // Given Aldi's weighed article, its `kg EURO/kg EURO` heading read with one letter wrong, and its weighing
        let receipt = try await extract([
            "ALDI", "Pohlweg 110", "WÜRFELZUCKER 0,89 C", "BANANEN LOSE C", "kg EURB/kg EURO", "0,158 1,19 0,19",
            "ZU ZAHLEN EURO 1,08",
        ])

        // Then the weighing belongs to the bananas, and the heading is no article
        #expect(receipt.items.map(\.priceCents) == [89, 19])
        #expect(receipt.items.last?.grams == 158)
    }

    @Test(arguments: ["COKE", "2 x COKE"])
    func anArticleALetterAwayFromAHeadingIsStillAnArticle(name: String) async throws {
        // Given an article whose name is a letter away from the heading `CODE`, its price on the row below
        let receipt = try await extract(["SHOP", name, "1,50", "TOTAL 1,50"])

        // Then it is read as an article
        #expect(receipt.items.map(\.priceCents) == [150])
    }

    @Test func arithmeticPrefersTheWeightThatMultipliesOut() async throws {
        // Given a weighing OCR misread as 9,512 kg, which cannot give 1,53 at 2,99 per kg
        let receipt = try await extract([
            "REWE", "BANANEN", "  9,512 kg x 2,99 EUR/kg        1,53 A", "SUMME    EUR   1,53",
        ])

        // Then the weight is read as 0,512 kg
        #expect(receipt.items.first?.grams == 512)
        #expect(receipt.items.first?.priceCents == 153)
    }

    @Test func joinsAMultipleLineToItsArticle() async throws {
        // Given "2 Stk x 0,89" under the article it counts
        let receipt = try await extract([
            "EDEKA", "JOGHURT NATUR 500G               1,78 B", "  2 Stk x 0,89", "SUMME    EUR    1,78",
        ])

        // Then the article has two pieces, and the stated weight counts both
        let item = try #require(receipt.items.first)
        #expect(receipt.items.count == 1)
        #expect(item.quantity == 2)
        #expect(item.priceCents == 178)
        #expect(item.grams == 1000)
        #expect(item.gramsSource == .stated)
        #expect(item.name == "plain yogurt")
    }

    @Test func aMultipleLinesTotalIsThePriceOfAnArticleThatPrintedOne() async throws {
        // Given an article line that prints the price of one, over a multiple line that prints what both cost
        let receipt = try await extract([
            "Kaufland", "Butter 250g               1,59 A", "   2 x 1,59               3,18 A",
            "Milch 1L                  0,99 A", "Summe                     4,17",
        ])

        // Then the article costs what the multiple line says, and the articles add up to the total
        #expect(receipt.items.map(\.priceCents) == [318, 99])
        #expect(receipt.items.first?.quantity == 2)
        #expect(receipt.items.first?.grams == 500)
        #expect(!receipt.warnings.contains { $0.contains("add up") })
    }

    @Test func anArticleNumberRowIsNeitherAnArticleNorPartOfOne() async throws {
        // Given an electronics till's article-number rows, one before each article
        let receipt = try await extract([
            "SATURN", "Art.Nr. 2531544", "Kopfhörer JBL T500       29,99", "Art.Nr. 1122334",
            "HDMI Kabel 2m             9,99", "EAN 4006381333931", "Summe                    39,98",
        ])

        // Then the articles keep their own names and prices
        #expect(receipt.items.map(\.originalText) == ["Kopfhörer JBL T500", "HDMI Kabel"])
        #expect(receipt.items.map(\.priceCents) == [2999, 999])
        // And a serial is no name either, while names that start like a label stay articles
        for (text, isNumber) in [("SN: C02XK1JHJG5J", true), ("Art. Nr. 2531544", true), ("PLU 4011 BANANEN", false),
                                 ("ART CARD A4", false)] {
            let row = try #require(ReceiptLayout.rows(ofText: text).first)
            #expect((ReceiptLineClassifier.classify(row) == .other) == isNumber, "\(text)")
        }
    }

    @Test func emptiesReturnedWithTheirTaxClassGluedToTheMinusComeBackNegative() async throws {
        // Given German returned empties printed with a trailing minus and the tax class right after it
        let receipt = try await extract([
            "Kaufland", "Cola 1,5l                 1,29 B", "Pfand                     0,25 B",
            "Leergut                   0,75-B", "Summe                     0,79",
        ])

        // Then the empties take their amount off, and the articles add up to the total
        #expect(receipt.items.map(\.priceCents) == [129, 25, -75])
        #expect(!receipt.warnings.contains { $0.contains("add up") })
    }

    @Test func aShortNameWithItsFatPercentageIsAnArticleAndAChargeAtARateIsNot() async throws {
        // Given a milk named only by its fat, as Lidl prints it, and a rum by its alcohol
        let receipt = try await extract([
            "LIDL", "Milch 1,5%            0,79 A", "Rum 40%               9,99 B", "zu zahlen            10,78",
        ])

        // Then both are articles
        #expect(receipt.items.map(\.priceCents) == [79, 999])
        #expect(receipt.items.map(\.name) == ["milk", "rum"])
        // And a charge at a rate, which names no grocery, is none
        let charge = try #require(ReceiptLayout.rows(ofText: "Service Charge 10%  1,08").first)
        #expect(ReceiptLineClassifier.classify(charge) == .other)
    }

    @Test func readsAMultipleWrittenInTheArticleRow() async throws {
        // Given Lidl's form "name unit x count total"
        let receipt = try await extract(["LIDL", "Bulgur-Kräuter 0,89 x 2     1,78 A", "zu zahlen    1,78"])

        // Then the multiple belongs to the article
        #expect(receipt.items.count == 1)
        #expect(receipt.items.first?.priceCents == 178)
        #expect(receipt.items.first?.quantity == 2)
        #expect(receipt.items.first?.originalText == "Bulgur-Kräuter")
    }

    @Test func depositIsItsOwnItemAndEmptiesComeBackNegative() async throws {
        // Given a drink, its deposit, and returned empties
        let receipt = try await extract([
            "REWE", "MINERALWASSER 1,5L            0,49 B", "PFAND 0,25 EUR               0,25 A",
            "LEERGUT                      -0,50 A", "SUMME   EUR   0,24",
        ])

        // Then the deposit is a "bottle deposit" item and the empties a negative "bottle return"
        #expect(receipt.items.map(\.name) == ["mineral water", "bottle deposit", "bottle return"])
        #expect(receipt.items.map(\.priceCents) == [49, 25, -50])
        #expect(receipt.items.first?.grams == 1500)
    }

    @Test func aCaliforniaRedemptionValueIsADeposit() async throws {
        let receipt = try await extract([
            "SPINDRIFT SPRKL WTR 8PK          6.99", "CA REDEMP VAL                    0.40", "TOTAL    7.39",
        ])
        #expect(receipt.items.last?.name == "bottle deposit")
        #expect(receipt.items.last?.priceCents == 40)
    }

    @Test func appliesADiscountToTheArticleAbove() async throws {
        // Given a discount line under an article
        let receipt = try await extract([
            "REWE", "KAFFEE 500G                   5,99 A", "  Preisvorteil               -1,00 A",
            "BUTTER                        1,99 A", "SUMME   EUR   6,98",
        ])

        // Then the discount lowers that article's price and is no item of its own
        #expect(receipt.items.map(\.priceCents) == [499, 199])
        #expect(!receipt.warnings.contains { $0.contains("add up") })
    }

    @Test func ignoresTaxTablesPaymentAndLoyaltyBlocks() async throws {
        // Given a receipt with tax table, card block, cash and Payback rows after the articles
        let receipt = try await extract([
            "Kaufland", "Musterweg 3", "10115 Berlin",
            "VOLLMILCH 3,5% 1L             1,15 A",
            "SUMME                  EUR    1,15",
            "Kartenzahlung          EUR    1,15",
            "MwSt    Netto    Steuer    Brutto",
            "A 7%     1,07     0,08      1,15",
            "Terminal-ID 12345678",
            "Datum 03.02.21 10:15 Uhr",
            "Payback Punkte 1",
        ])

        // Then there is exactly one article
        #expect(receipt.items.count == 1)
        #expect(receipt.items.first?.name == "whole milk")
        #expect(receipt.items.first?.grams == 1000)
        #expect(receipt.totalCents == 115)
        #expect(receipt.store.name == "Kaufland")
        #expect(receipt.store.address == "Musterweg 3, 10115 Berlin")
    }

    @Test func warnsWhenArticlesDoNotAddUpToTheTotal() async throws {
        // Given two articles whose sum no single misread digit reconciles with the total
        let receipt = try await extract([
            "NETTO", "BROT                  2,49 A", "BUTTER                1,99 A", "SUMME   EUR   12,40",
        ])

        // Then both prices stay as read and the warning names both sums
        #expect(receipt.items.map(\.priceCents) == [249, 199])
        #expect(receipt.warnings.contains("articles add up to 4.48, total says 12.40"))
    }

    @Test func arithmeticFixesOneMisreadPriceAgainstTheTotal() async throws {
        // Given a price OCR read as 7,29 where 1,29 makes the articles add up
        let receipt = try await extract([
            "PENNY", "BROT                  2,49 A", "MILCH                 7,29 A", "SUMME   EUR   3,78",
        ])

        // Then the price is corrected and the correction is reported
        #expect(receipt.items.map(\.priceCents) == [249, 129])
        #expect(receipt.warnings.contains { $0.contains("read 7.29 as 1.29") })
    }
}
