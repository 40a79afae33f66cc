import Foundation
import LarderCore
import LarderLLM
import LarderOCR
import LarderPipeline
import LarderTestSupport
import Testing

/// A real SROIE scan whose shop name the whole-page reading misreads by one letter (`HOMME MASTER`), read with the
/// receipt settings: two of three re-reads of its first line must put the printed name back.
struct ShopNameRereadingTests {
    let folder = Fixtures.sharedDatasets.appendingPathComponent("sroie-dev")

    @Test func aShopNameMisreadByOneLetterIsReadAsPrinted() async throws {
        // Given receipt 012, whose key names the shop
        let keyData = try Data(contentsOf: folder.appendingPathComponent("key/012.json"))
        let key = try JSONDecoder().decode([String: String].self, from: keyData)
        let company = try #require(key["company"])

        // When it is read with the receipt settings and extracted offline
        let worker = try OCRWorker(configuration: .receipts)
        let ocr = try await worker.recognize(imageAt: folder.appendingPathComponent("img/012.jpg"))
        let receipt = try await OfflineLLMService().extractReceipt(from: ocr)

        // Then the store is the key's name, and the letter the page misread is gone
        #expect(receipt.store.name?.uppercased() == company)
        #expect(!ocr.text.contains("HOMME"))
    }
}
