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
}
