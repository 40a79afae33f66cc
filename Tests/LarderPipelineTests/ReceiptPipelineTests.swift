import Foundation
import GRDB
import LarderCore
import LarderLLM
import LarderOCR
import LarderPipeline
import LarderStore
import LarderTestSupport
import Testing

/// The pipeline with real Tesseract, the real offline extractor and a real SQLite file.
@Suite(.serialized) struct ReceiptPipelineTests {
    let folder: TemporaryDirectory
    let database: LarderDatabase
    let worker: OCRWorker

    init() throws {
        folder = try TemporaryDirectory()
        database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        worker = try OCRWorker()
    }

    func pipeline(extractor: any LLMService = OfflineLLMService()) -> ReceiptPipeline {
        ReceiptPipeline(recognizer: worker, extractor: extractor, database: database)
    }

    func counts() throws -> (receipts: Int, trips: Int, items: Int, runs: Int) {
        try database.writer.read { db in
            (
                try ReceiptRecord.fetchCount(db), try GroceryTripRecord.fetchCount(db),
                try PurchasedItemRecord.fetchCount(db), try ExtractionRunRecord.fetchCount(db)
            )
        }
    }

    func trip(id: Int64) throws -> GroceryTripRecord? {
        try database.writer.read { db in try GroceryTripRecord.fetchOne(db, key: id) }
    }

    @Test func aSampleReceiptBecomesAStoredTripWithItsTotal() async throws {
        // Given a sample receipt with known ground truth
        let sample = try #require(try Fixtures.allTestReceipts().first)

        // When it is processed
        let outcome = await pipeline().process(fileAt: URL(fileURLWithPath: sample.imagePath))

        // Then it is stored with its OCR text, one run, a trip and items, and the total is read right
        #expect(outcome.status == .done || outcome.status == .needsReview, "\(outcome.error ?? "")")
        let receiptId = try #require(outcome.receiptId)
        let receipt = try #require(try database.receipt(id: receiptId))
        #expect(receipt.ocrText?.isEmpty == false)
        #expect(receipt.sha256.count == 64)
        let tripId = try #require(outcome.tripId)
        let trip = try #require(try trip(id: tripId))
        #expect(trip.receiptId == receiptId)
        #expect(trip.totalCents == Money.cents(fromAmount: sample.truth.total))
        #expect(try counts().items == outcome.itemIds.count)
        #expect(outcome.itemIds.count > 0)
    }

    @Test func theSameImageTwiceIsADuplicateAndStoresNothingNew() async throws {
        // Given a receipt already processed
        let sample = try #require(try Fixtures.allTestReceipts().first)
        let first = await pipeline().process(fileAt: URL(fileURLWithPath: sample.imagePath))
        let before = try counts()

        // When the same bytes arrive again under another name
        let copy = try folder.copy(sample.imagePath, to: "renamed-copy.jpg")
        let second = await pipeline().process(fileAt: URL(fileURLWithPath: copy))

        // Then it is reported as a duplicate of the first and nothing is added
        #expect(second.status == .duplicate)
        #expect(second.duplicateOf == first.receiptId)
        #expect(second.sha256 == first.sha256)
        #expect(second.extraction?.totalCents == first.extraction?.totalCents)
        #expect(second.extraction?.items.count == first.extraction?.items.count)
        #expect(try counts() == before)
    }

    @Test func aCorruptImageIsStoredAsFailedWithItsReasonAndTheNextReceiptStillWorks() async throws {
        // Given a truncated JPEG
        let sample = try #require(try Fixtures.allTestReceipts().first)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: sample.imagePath))
        let truncated = try folder.write(bytes.prefix(bytes.count / 3), to: "truncated.jpg")

        // When it is processed, followed by a good receipt
        let failed = await pipeline().process(fileAt: URL(fileURLWithPath: truncated))
        let good = await pipeline().process(fileAt: URL(fileURLWithPath: sample.imagePath))

        // Then the corrupt one is failed and kept with the reason, and the good one is stored
        #expect(failed.status == .failed)
        let error = try #require(failed.error)
        #expect(error.contains("truncated.jpg"))
        let failedId = try #require(failed.receiptId)
        let stored = try #require(try database.receipt(id: failedId))
        #expect(stored.status == .failed)
        #expect(stored.error == error)
        #expect(good.status == .done || good.status == .needsReview)
    }

    @Test func aMissingFileFailsWithoutStoringAnything() async throws {
        let outcome = await pipeline().process(fileAt: URL(fileURLWithPath: folder.path("nope.jpg")))

        #expect(outcome.status == .failed)
        #expect(outcome.sha256 == nil)
        #expect(outcome.error?.contains("no such file") == true)
        #expect(try counts().receipts == 0)
    }

    @Test func anEmptyFileFailsWithAClearError() async throws {
        let empty = try folder.write(Data(), to: "empty.jpg")

        let outcome = await pipeline().process(fileAt: URL(fileURLWithPath: empty))

        #expect(outcome.status == .failed)
        #expect(outcome.error?.contains("empty") == true)
    }

    @Test func anExtractionFailureKeepsTheOCRAndTheRunAndARetryCompletesTheSameReceipt() async throws {
        // Given an extractor that cannot answer
        let sample = try #require(try Fixtures.allTestReceipts().first)
        let url = URL(fileURLWithPath: sample.imagePath)

        // When the receipt is processed with it
        let failed = await pipeline(extractor: UnavailableLLMService()).process(fileAt: url)

        // Then the receipt is failed but its OCR and the failed run are kept
        #expect(failed.status == .failed)
        let receiptId = try #require(failed.receiptId)
        #expect(try database.receipt(id: receiptId)?.ocrText?.isEmpty == false)
        #expect(try counts().runs == 1)

        // And processing it again with a working extractor completes the same receipt, not a duplicate
        let retried = await pipeline().process(fileAt: url)
        #expect(retried.status == .done || retried.status == .needsReview)
        #expect(retried.receiptId == receiptId)
        #expect(try counts().runs == 2)
        #expect(try counts().trips == 1)
    }
}

/// A backend that is down: what a network backend looks like when its service is unreachable.
struct UnavailableLLMService: LLMService {
    var backend: String { "unavailable" }
    var model: String { "none" }

    func extractReceipt(from ocr: RecognizedText) async throws -> ExtractedReceipt {
        throw ExtractionError(.unavailable, backend: backend, message: "service unreachable; try again later")
    }
}

/// A stored receipt checks off the open shopping-list items it bought, and leaves the others open.
@Suite(.serialized) struct ShoppingTickOffTests {
    @Test func aSampleReceiptChecksOffWhatItBoughtAndLeavesTheRest() async throws {
        let folder = try TemporaryDirectory()
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        // Given an open list: lemons, milk and coffee are on ALDI Nord's sample receipt, batteries and eggs are not
        let list = try database.createShoppingList(name: "Weekly shop")
        for name in ["Lemons", "milk", "ground coffee", "AA batteries", "eggs"] {
            _ = try database.addShoppingItem(NewShoppingItem(customName: name), toList: list.summary.id)
        }

        // When the receipt is processed
        let outcome = await ReceiptPipeline(
            recognizer: try OCRWorker(), extractor: OfflineLLMService(), database: database
        ).process(fileAt: URL(fileURLWithPath: Fixtures.testReceipt("aldi-nord-01.jpg")))

        // Then what it bought is checked, noting the trip, and the rest stays open
        let tripId = try #require(outcome.tripId)
        let items = try #require(try database.shoppingList(id: list.summary.id)).items
        let checked = Dictionary(uniqueKeysWithValues: items.map { ($0.name, $0.checked) })
        #expect(checked == ["Lemons": true, "milk": true, "ground coffee": true, "AA batteries": false, "eggs": false])
        #expect(items.filter(\.checked).allSatisfy { $0.checkedByTripId == tripId })
    }
}
