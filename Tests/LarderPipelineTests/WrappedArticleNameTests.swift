import Foundation
import LarderCore
import LarderLLM
import LarderOCR
import LarderPipeline
import LarderTestSupport
import Testing

/// Lines without a price under an article, on real receipts read as Larder reads them: sroie-dev 005, whose total line
/// OCR reads a digit off (`37.00` for 31.00) and whose one article has a line below it read as noise
/// (`Reese S Paes`), and TestReceipts' Aldi Nord receipt, whose multiple line under the cola is read as noise too.
struct WrappedArticleNameTests {
    let folder = Fixtures.sharedDatasets.appendingPathComponent("sroie-dev")

    @Test func cashMinusChangeThatAgreesWithTheArticleIsTheTotalAndTheNoiseNoArticle() async throws {
        // Given the receipt read as Larder reads receipts
        let ocr = try await OCRWorker(configuration: .receipts).recognize(
            imageAt: folder.appendingPathComponent("img/005.jpg"))
        let receipt = try await OfflineLLMService().extractReceipt(from: ocr)

        // Then the total is the key file's 31.00, which cash minus change (101.00 - 70.00) and the article's price
        // agree on, and the noise below the article is no article without a price
        let keyData = try Data(contentsOf: folder.appendingPathComponent("key/005.json"))
        let key = try JSONDecoder().decode([String: String].self, from: keyData)
        #expect(key["total"] == "31.00")
        #expect(receipt.totalCents == 3100)
        #expect(receipt.items.map(\.priceCents) == [3100], "\(receipt.items.map(\.originalText))")
        #expect(!receipt.warnings.contains { $0.hasPrefix("no readable price") }, "\(receipt.warnings)")
    }

    @Test func noiseUnderAnArticleIsDroppedWhenThePricesAddUp() async throws {
        // Given TestReceipts' Aldi Nord receipt, whose multiple line under the cola ("2 x 1,19") Larder reads as
        // words it is unsure of ("yd os Gals Bs)"), and whose prices add up to its total
        let ocr = try await OCRWorker(configuration: .receipts).recognize(
            imageAt: URL(fileURLWithPath: Fixtures.testReceipt("aldi-nord-01.jpg")))
        #expect(ocr.text.contains("Gals"), "the reading no longer garbles the line: \(ocr.text)")
        let receipt = try await OfflineLLMService().extractReceipt(from: ocr)

        // Then the noise is neither an article nor part of the cola's name, and no price is in doubt
        #expect(receipt.items.first { $0.name == "cola" }?.originalText == "COLA 1,5L")
        #expect(!receipt.items.contains { $0.originalText.contains("Gals") })
        #expect(!receipt.warnings.contains { $0.hasPrefix("no readable price") }, "\(receipt.warnings)")
    }
}
