import Foundation
import LarderCore
import LarderLLM
import LarderOCR
import LarderPipeline
import LarderTestSupport
import Testing

/// A real scan from `../shared/datasets/sroie-dev` (005) whose total line Larder reads a digit off (`37.00` for
/// 31.00) and whose one article has a line without a price below it, read as noise (`Reese S Paes`): the cash handed
/// over minus the change, which the article's price adds up to, is the total.
struct WrappedArticleNameTests {
    let folder = Fixtures.sharedDatasets.appendingPathComponent("sroie-dev")

    @Test func theArticlesSumThatCashMinusChangeWitnessesIsTheTotalDespiteAWrappedName() async throws {
        // Given the receipt read as Larder reads receipts
        let ocr = try await OCRWorker(configuration: .receipts).recognize(
            imageAt: folder.appendingPathComponent("img/005.jpg"))
        let receipt = try await OfflineLLMService().extractReceipt(from: ocr)

        // Then the total is the key file's 31.00, and the noise below the article is no article without a price
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
