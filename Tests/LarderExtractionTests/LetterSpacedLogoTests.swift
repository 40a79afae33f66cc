import LarderCore
import LarderTestSupport
import Testing

@testable import LarderExtraction

/// Headers of German discounter receipts as Larder's OCR reads them: a letter-spaced logo, and a
/// weighed article whose `kg EURO/kg EURO` column heading falls among the first rows.
struct LetterSpacedLogoTests {
    @Test func aLetterSpacedLogoNamesTheChain() {
        let rows = ReceiptLayout.rows(ofText: "A LD I\nPohlweg 110\n33100 Paderborn\nMILCH 1,09 C")
        #expect(StoreDetector.store(in: rows).store.name == "Aldi")
    }

    @Test func aWeighedArticleHeadingIsNoCompanyAndHidesNoArticles() async throws {
        // Given a short header whose first rows include the kg/EUR heading of a weighed article
        let receipt = try await ReceiptText.extracted([
            "A LD I",
            "Pohlweg 110",
            "33100 Paderborn",
            "WÜRFELZUCKER              0,89 C",
            "FRISCHKÄSE KREATION       0,99 C",
            "BANANEN LOSE                   C",
            "kg EURO/kg EURO",
            "0,158 1,19                0,19",
            "KAMILLENTEE               0,59 C",
            "ZU ZAHLEN EURO            2,66",
        ])

        // Then the articles above the heading are kept, and the prices add up to the total
        #expect(receipt.store.name == "Aldi")
        #expect(receipt.items.count == 4)
        #expect(receipt.items.first?.originalText.hasPrefix("WÜRFELZUCKER") == true)
        #expect(receipt.items.compactMap(\.priceCents).reduce(0, +) == 266)
    }
}
