import Foundation
import LarderLLM
import LarderOCR
import LarderPipeline
import LarderStore
import LarderTestSupport
import Testing

/// A reading cancelled by a stopping daemon records nothing about the receipt: it is read again later.
struct CancelledReadingTests {
    @Test func aReadingCancelledDuringOCRStoresNoReceipt() async throws {
        // Given a pipeline with real OCR, and a task cancelled before it reads
        let folder = try TemporaryDirectory()
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        let pipeline = ReceiptPipeline(
            recognizer: try OCRWorker(), extractor: OfflineLLMService(), database: database)
        let image = URL(fileURLWithPath: Fixtures.testReceipt("batch/batch-001.png"))
        let reading = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await pipeline.process(fileAt: image)
        }

        // When it processes a receipt
        let outcome = await reading.value

        // Then it did not get through, and no receipt, failed or otherwise, is in the database
        #expect(outcome.status == .failed)
        #expect(outcome.error == "cancelled before it was stored")
        let sha256 = try #require(outcome.sha256)
        #expect(try database.receipt(sha256: sha256) == nil)
    }
}
