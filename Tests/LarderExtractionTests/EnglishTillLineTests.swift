import LarderCore
import LarderTestSupport
import Testing

@testable import LarderExtraction

/// Article lines as British and American tills print them, and OCR's slips in their sizes.
struct EnglishTillLineTests {
    @Test func readsAnAmericanReceiptInPoundsOuncesAndAtSigns() async throws {
        // Given a weighing in pounds, a multiple with "@", ounces whose O OCR read as zero, and BALANCE
        let receipt = try await ReceiptText.extracted([
            "SAFEWAY", "2020 Market St",
            "QUAKER OATS 420Z                 6.49 S",
            "YELLOW ONIONS",
            "1.86 lb @ 1.29 /lb               2.40 S",
            "RAGU TOMATO SAUCE 240Z",
            "3 @ 3.49                        10.47 S",
            "**** BALANCE                    19.36",
            "Debit Card USD$                 19.36",
        ])

        // Then weights come out in grams, the multiple is priced, and the payment block adds no article
        #expect(receipt.totalCents == 1936)
        #expect(receipt.items.map(\.priceCents) == [649, 240, 1047])
        #expect(receipt.items.map { $0.grams.map { Int($0.rounded()) } } == [1191, 844, 2041])
        #expect(receipt.items.allSatisfy { $0.gramsSource == .stated })
    }

    @Test func appliesASavingWithTheMinusBeforeThePoundSign() async throws {
        let receipt = try await ReceiptText.extracted([
            "TESCO", "GREEK STYLE YOGURT 500G         £1.25", "Clubcard Price Saving          -£0.20",
            "TOTAL                           £1.05",
        ])
        #expect(receipt.items.map(\.priceCents) == [105])
    }

    @Test func joinsAPoundSignMultipleAndMendsASizeWhoseGOCRReadAsSix() async throws {
        let receipt = try await ReceiptText.extracted([
            "PENNE PASTA 5006                £1.50", "2 x £0.75", "TOTAL    £1.50",
        ])
        let item = try #require(receipt.items.first)
        #expect(item.originalText == "PENNE PASTA 500G")
        #expect(item.quantity == 2)
        #expect(item.grams == 1000)
    }

    @Test func readsACountAndUnitPriceInsideTheRow() async throws {
        let receipt = try await ReceiptText.extracted([
            "KAUFLAND", "GUMMIBAERCHEN 200G 2 x 0,99      1,98 B", "SUMME    1,98",
        ])
        #expect(receipt.items.first?.quantity == 2)
        #expect(receipt.items.first?.grams == 400)
    }

    @Test func aDepositOneMisreadDigitOffItsMultipleIsCorrected() async throws {
        let receipt = try await ReceiptText.extracted([
            "EDEKA", "MINERALWASSER 6X1,5L     1,99 A", "PFAND    1,59 A", "6 x 0,25",
        ])
        #expect(receipt.items.last?.priceCents == 150)
    }

    @Test func onlyABalanceLineOnItsOwnIsTheTotal() {
        #expect(TotalDetector.totalKeywordWeight("**** balance 74.97") == 2)
        #expect(TotalDetector.totalKeywordWeight("balance brot 0,99 a") == nil)
    }

    @Test func readsSizesWhoseLettersOCRMisread() {
        #expect(GramsParser.statedGrams(in: "DIET COLA 8X330HL") == 2640)
        #expect(GramsParser.statedGrams(in: "FRISCHMILCH 1,5% IL") == 1000)
    }

    @Test func aChainNamedInAPricedArticleIsNotTheShop() async throws {
        // Given a shop whose first articles name another chain
        let receipt = try await ReceiptText.extracted([
            "SAFEWAY", "2020 Market St", "San Francisco, CA 94114",
            "OSCAR MAYER BACON 160Z            6.99 S", "STARBUCKS COFFEE 12OZ            9.99 S",
            "**** BALANCE                     16.98",
        ])

        // Then the shop is the one in the header and both articles are read
        #expect(receipt.store.name == "Safeway")
        #expect(receipt.items.count == 2)
    }
}
