import LarderCore
import LarderTestSupport
import Testing

@testable import LarderExtraction

/// The articles as referee of the total: a misread total line and a misread total amount.
struct TotalAgainstArticlesTests {
    @Test func aTotalLineWhoseKeywordOCRMisreadIsNoArticle() async throws {
        // Given "zu zahlen" read as "vahlen", with the card payment repeating the total below it
        let receipt = try await ReceiptText.extracted([
            "LIDL", "Warburger Straße 130", "33100 Paderborn", "EUR",
            "Bulgur-Kräuter 0,89x 2            1,78 A",
            "Hähnchenb. Klassik                1,69 A",
            "Premium Vodka                     4,99 B",
            "vahlen                            8,46",
            "Kreditkarte                       8,46",
        ])

        // Then the three articles remain, the total is the card's amount, and that is no doubt: the arithmetic
        // that found the line proves it
        #expect(receipt.items.map(\.priceCents) == [178, 169, 499])
        #expect(receipt.totalCents == 846)
        #expect(!receipt.warnings.contains { $0.contains("vahlen") })
    }

    @Test func theArticlesChooseTheCardAmountOverAMisreadSum() async throws {
        // Given "SUMME 19,16" misread, the card payment 19,46, and articles adding up to 19,46
        let receipt = try await ReceiptText.extracted([
            "real GmbH", "33100 Paderborn",
            "SEBAMED TROCKENE H                8,99 V",
            "INDISCHES CHICKEN                 3,99 E",
            "WALNUESSE                         3,49 E",
            "MANDARINEN 1kg                    2,99 E",
            "SUMME                     EUR    19,16",
            "MasterCard                EUR    19,46",
        ])

        // Then the total the articles confirm wins
        #expect(receipt.totalCents == 1946)
    }

    @Test func aSubtotalEqualToTheArticlesDoesNotReplaceTheTotal() async throws {
        // Given articles adding up to the subtotal, with service charge and tax on top
        let receipt = try await ReceiptText.extracted([
            "CHILI'S", "FAJITA CHICKEN                59.85", "MARS CAKE                     27.95",
            "Subtotal                      87.80", "10% Srv Chg                    8.78", "GST 6%                         5.81",
            "Total:                       102.39", "Total                        102.40",
        ])

        // Then the total is what was paid, not the articles' sum
        #expect(receipt.totalCents == 10240)
    }

    @Test func namesCarriedOntoASecondLineJoinTheirArticleWhenThePricesAddUp() async throws {
        // Given a till with columns whose article names run onto a second line without a price (a line whose words
        // all have three letters or fewer, "TEA (HOT)", is read as no name at all, and is not joined)
        let receipt = try await ReceiptText.extracted([
            "HAPPY RESTAURANT", "Description        Qty   Price   Amount",
            "(T02) BRAISED PORK       2    7.00    14.00",
            "RICE WITH PEANUT",
            "(B03) JASMINE GREEN      2    2.30     4.60",
            "TEA WITH HONEY",
            "Total Sales (Inclusive GST)       18.60",
        ])

        // Then there are two articles, each with its whole name, count and unit price, and no price is missing
        #expect(receipt.items.map(\.priceCents) == [1400, 460])
        #expect(receipt.items.map(\.quantity) == [2, 2])
        #expect(receipt.items.map(\.originalText) == [
            "(T02) BRAISED PORK RICE WITH PEANUT", "(B03) JASMINE GREEN TEA WITH HONEY",
        ])
        #expect(!receipt.warnings.contains { $0.hasPrefix("no readable price") }, "\(receipt.warnings)")
    }

    @Test func namesWithoutAPriceStayArticlesWhenThePricesFallShort() async throws {
        // Given a name without a price whose price the total needs
        let receipt = try await ReceiptText.extracted([
            "HAPPY RESTAURANT",
            "BRAISED PORK                      14.00",
            "JASMINE GREEN TEA",
            "ROAST PORK                        11.90",
            "Total Sales (Inclusive GST)       30.50",
        ])

        // Then it stays an article, its price taken from the total as a doubt
        #expect(receipt.items.count == 3)
        #expect(receipt.items.map(\.priceCents) == [1400, 460, 1190])
        #expect(receipt.warnings.contains { $0.hasSuffix(ItemArithmetic.takenFromTotal) })
    }

    @Test func theCashRoundingMakesUpTheArticlesDifferenceFromTheTotal() async throws {
        // Given articles adding up to 100.88 and a total rounded to 100.90 by a rounding line
        let lines = [
            "YONG TAT HARDWARE TRADING",
            "2597 WING COMPASS          1.00   50.88   50.88",
            "5736 HOLLOW PUNCH SET      1.00   50.00   50.00",
            "Total Sales (Excluding GST):       95.17",
            "Total GST :                         5.71",
            "Rounding :                          0.02",
            "Total Sales (Inclusive of GST) :  100.90",
        ]
        let receipt = try await ReceiptText.extracted(lines)

        // Then the rounding is an adjustment that makes the items add up to the total, which proves it
        #expect(receipt.totalCents == 10090)
        #expect(receipt.items.map(\.priceCents) == [5088, 5000, 2])
        #expect(receipt.items.last?.name == "cash rounding")
        #expect(ReceiptReader.provesItsTotal(ReceiptText.recognized(lines)) == true)
    }

    @Test(arguments: [
        // Articles 1.00 short of the total and a rounding line of 2 cents: the rounding does not hide the shortfall.
        ("HOLLOW PUNCH SET                  49.00", "Rounding :                          0.02"),
        // Articles 0.02 short of the total, and a rounding row that says the total is 0.02 below them: read with
        // its minus sign, the rounding must take the articles down, so it does not explain the gap.
        ("HOLLOW PUNCH SET                  50.00", "Rounding Adj                      -0.02"),
    ])
    func aRoundingThatDoesNotMakeUpTheGapIsNoItem(article: String, rounding: String) async throws {
        // Given articles that do not add up to the total, and a rounding line that cannot explain the difference
        let receipt = try await ReceiptText.extracted([
            "YONG TAT HARDWARE TRADING",
            "WING COMPASS                      50.88",
            article,
            rounding,
            "Total :                          100.90",
        ])

        // Then no rounding item is made up and the gap stays a doubt
        #expect(!receipt.items.contains { $0.name == "cash rounding" })
        #expect(receipt.warnings.contains { $0.contains("add up to") }, "\(receipt.warnings)")
    }

    /// A stationery shop's receipt from a till that rounds cash to 5 cents: two articles, a total of 60.31 read before
    /// its rounding, and `rows` after it.
    private func stationeryReceipt(clips: String = "15.20", _ rows: String...) async throws -> ExtractedReceipt {
        try await ReceiptText.extracted([
            "SANYU STATIONERY SHOP",
            "CLEAR FILE A4                     45.11",
            "PAPER CLIPS                       \(clips)",
            "TOTAL AMT. .................      60.31",
        ] + rows)
    }

    @Test(arguments: ["ROUNDING ADJ. ........ ~0,.O3", "Rounding Adj ~§.02"])
    func aRoundingRowWhoseAmountIsGarbledRoundsTheTotalToFiveCents(rounding: String) async throws {
        // Given the total read before its rounding, and the rounding's amount garbled by OCR (a photo's reading of
        // sroie-dev 001)
        let receipt = try await stationeryReceipt(rounding)

        // Then the bill paid is the nearest 5 cents, and the rounding an adjustment that makes the articles add up
        #expect(receipt.totalCents == 6030)
        #expect(receipt.items.map(\.priceCents) == [4511, 1520, -1])
        #expect(receipt.items.last?.name == "cash rounding")
        #expect(!receipt.warnings.contains { $0.contains("add up to") }, "\(receipt.warnings)")
    }

    @Test(arguments: [
        "Rounding                          0.00", "Total After Rounding              6O.3l",
        "Rounding to the nearest 5 sen on cash payments",
    ])
    func aRoundingOfNothingATotalAfterRoundingOrANoticeLeavesTheTotal(row: String) async throws {
        // Given a row that says the bill was not rounded (0.00), a total row that names the rounding, or a notice
        // about rounding without an amount
        let receipt = try await stationeryReceipt(row)

        // Then the total is the one printed
        #expect(receipt.totalCents == 6031)
        #expect(!receipt.items.contains { $0.name == "cash rounding" })
    }

    @Test func aBillPaidByCardIsNotRoundedWhateverItsRoundingRowSays() async throws {
        // Given a garbled rounding row on a bill paid by card, whose articles OCR read a cent short
        let receipt = try await stationeryReceipt(
            clips: "15.19", "ROUNDING ADJ. ........ ~0,.O3", "VISA                              60.31")

        // Then the total is the card's, and the cent is no rounding
        #expect(receipt.totalCents == 6031)
        #expect(!receipt.items.contains { $0.name == "cash rounding" }, "\(receipt.items)")
    }

    @Test func namesAboveAnArticlePricedOnTheRowBelowAreItsFirstLines() async throws {
        // Given an article whose name runs over two lines and whose count and price are printed under it
        let receipt = try await ReceiptText.extracted([
            "EDEKA", "EUR",
            "H-MILCH 3,5% 1L                   1,09",
            "BIO APFEL",
            "ELSTAR 1KG",
            "2 x 1,99                          3,98",
            "SUMME                             5,07",
        ])

        // Then the first line joins the article below it, not the one above
        #expect(receipt.items.map(\.priceCents) == [109, 398])
        #expect(receipt.items.map(\.originalText) == ["H-MILCH 3,5% 1L", "BIO APFEL ELSTAR 1KG"])
    }
}
