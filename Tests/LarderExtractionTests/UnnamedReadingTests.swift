import LarderCore
import LarderTestSupport
import Testing

@testable import LarderExtraction

/// The OCR referee's checks read receipts without naming their articles (naming was most of the checks' time); what
/// they judge by, prices, total, date and warnings, must be what the full reading finds.
struct UnnamedReadingTests {
    private func bothReadings(of ocr: RecognizedText) -> (named: ExtractedReceipt, unnamed: ExtractedReceipt) {
        let rows = ReceiptLayout.rows(of: ocr)
        return (ReceiptReader.read(rows), ReceiptReader.read(rows, namesArticles: false))
    }

    @Test(arguments: ["aldi-weighed-bananas", "lidl-card-payment"])
    func realReadingsGiveTheSameNumbersUnnamed(fixture: String) throws {
        let (named, unnamed) = bothReadings(of: try ReceiptText.fixture(fixture))

        #expect(!named.items.isEmpty)
        #expect(unnamed.items.map(\.priceCents) == named.items.map(\.priceCents))
        #expect(unnamed.items.map(\.quantity) == named.items.map(\.quantity))
        #expect(unnamed.totalCents == named.totalCents)
        #expect(unnamed.date == named.date)
        #expect(unnamed.warnings == named.warnings)
    }

    @Test func discountsDepositsAndMultiplesKeepTheirPricesUnnamed() {
        let lines = [
            "LIDL", "Milch 1,5%            0,99 A", "2 x 0,89", "Bananen               1,78 A", "Pfand 0,25            0,25 B",
            "Preisvorteil         -0,30", "Leergut              -0,25", "Summe                 2,47", "12.03.2021 10:15",
        ]
        let (named, unnamed) = bothReadings(of: ReceiptText.recognized(lines))

        #expect(named.items.contains { $0.priceCents < 0 })
        #expect(unnamed.items.map(\.priceCents) == named.items.map(\.priceCents))
        #expect(unnamed.totalCents == named.totalCents)
        #expect(unnamed.warnings == named.warnings)
        // Unnamed articles keep their printed text, and nothing is guessed about them.
        #expect(unnamed.items.allSatisfy { $0.name == $0.originalText && $0.category == nil && $0.grams == nil })
        #expect(named.items.contains { $0.name != $0.originalText })
    }
}
