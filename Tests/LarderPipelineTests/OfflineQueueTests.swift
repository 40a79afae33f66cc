import Foundation
import LarderCore
import LarderLLM
import LarderOCR
import LarderPipeline
import LarderStore
import LarderTestSupport
import Testing

/// A receipt whose backends are all down waits with its OCR kept; a chain records the backend that answered.
@Suite(.serialized) struct OfflineQueueTests {
    let folder: TemporaryDirectory
    let database: LarderDatabase
    let recognizer: CountingRecognizer

    init() throws {
        folder = try TemporaryDirectory()
        database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        recognizer = CountingRecognizer(worker: try OCRWorker())
    }

    func pipeline(_ extractor: any LLMService) -> ReceiptPipeline {
        ReceiptPipeline(recognizer: recognizer, extractor: extractor, database: database)
    }

    @Test func aReceiptNoBackendCanReadWaitsQueuedAndItsRetryDoesNotRunOCRAgain() async throws {
        // Given a sample receipt and a chain whose only backend is down
        let sample = try #require(try Fixtures.allTestReceipts().first)
        let url = URL(fileURLWithPath: sample.imagePath)

        // When it is processed
        let waiting = await pipeline(ChainLLMService([UnavailableLLMService()])).process(fileAt: url)

        // Then the receipt is queued with its OCR, not failed, and the outcome says it is tried again later
        let receiptId = try #require(waiting.receiptId)
        let stored = try #require(try database.receipt(id: receiptId))
        #expect(stored.status == .queued)
        #expect(stored.ocrText?.isEmpty == false)
        #expect(waiting.error?.contains("tried again later") == true)

        // And the retry, once a backend answers, reads the kept OCR instead of the image
        let retried = await pipeline(OfflineLLMService()).process(fileAt: url)
        #expect(retried.status == .done || retried.status == .needsReview, "\(retried.error ?? "")")
        #expect(retried.receiptId == receiptId)
        #expect(await recognizer.calls == 1)
    }

    @Test func aChainFallsThroughToTheOfflineBackendAndTheRunSaysSo() async throws {
        // Given a chain of a backend that is down, then the offline rules
        let sample = try #require(try Fixtures.allTestReceipts().first)
        let chain = ChainLLMService([UnavailableLLMService(), OfflineLLMService()])

        // When a receipt is processed
        let outcome = await pipeline(chain).process(fileAt: URL(fileURLWithPath: sample.imagePath))

        // Then the offline backend's reading is stored under its own name
        #expect(outcome.status == .done || outcome.status == .needsReview, "\(outcome.error ?? "")")
        #expect(outcome.backend == "offline")
        let runs = try database.extractionRuns(ofReceipt: try #require(outcome.receiptId))
        #expect(runs.map(\.backend) == ["offline"])
        #expect(runs.map(\.model) == ["rules-1"])
    }
}

/// Real OCR that counts how often it ran.
actor CountingRecognizer: InProcessDocumentReading {
    let worker: OCRWorker
    private(set) var calls = 0

    init(worker: OCRWorker) {
        self.worker = worker
    }

    func recognize(imageData: Data, named name: String) async throws -> RecognizedText {
        calls += 1
        return try await worker.recognize(imageData: imageData, named: name)
    }
}
