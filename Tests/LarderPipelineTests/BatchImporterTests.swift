import Foundation
import LarderCore
import LarderOCR
import LarderPipeline
import LarderStore
import LarderTestSupport
import Testing

/// `larder import`'s work as a library: many files, a few at a time, copies after their first.
struct BatchImporterTests {
    @Test func aCopyWaitsForItsFirstAndIsADuplicateAndAutoAddFoodsIsHonoured() async throws {
        // Given a folder with two receipts and a copy of the first, and a backend that estimates foods
        let folder = try TemporaryDirectory()
        let samples = try Fixtures.allTestReceipts().prefix(2)
        let first = try folder.write(Data(contentsOf: URL(fileURLWithPath: samples[samples.startIndex].imagePath)), to: "a.jpg")
        let copy = try folder.write(Data(contentsOf: URL(fileURLWithPath: first)), to: "a-copy.jpg")
        let second = try folder.write(Data(contentsOf: URL(fileURLWithPath: samples[samples.startIndex + 1].imagePath)), to: "b.jpg")
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        let receipt = ExtractedReceipt(currency: "EUR", totalCents: 497, items: AutoAddFoodsTests.items)
        let backend = EstimatingLLMService(receipt: receipt)
        var settings = ExtractionSettings()
        settings.autoAddFoods = true
        let pipeline = ReceiptPipeline(
            recognizer: try OCRWorker(), extractor: backend, database: database,
            configuration: ReceiptPipeline.Configuration(extraction: settings))

        // When they are imported two at a time, the copy listed before the second receipt
        var outcomes: [ProcessingOutcome] = []
        await BatchImporter(pipeline: pipeline, database: database, lanes: 2).run([first, copy, second]) {
            outcomes.append($0)
        }

        // Then both receipts are stored, the copy comes last as a duplicate of the first, and a food was estimated
        #expect(outcomes.count == 3)
        let byFile = Dictionary(uniqueKeysWithValues: outcomes.map { ($0.file, $0) })
        let stored = try #require(byFile[first]?.receiptId)
        #expect(outcomes.last?.file == copy)
        #expect(byFile[copy]?.status == .duplicate)
        #expect(byFile[copy]?.duplicateOf == stored)
        #expect([.done, .needsReview].contains(byFile[second]?.status))
        // Both receipts may be read at once, each before the other's food is stored: estimated once or twice.
        let estimated = await backend.estimated
        #expect(!estimated.isEmpty && Set(estimated) == ["xylqv wobble"])
    }
}
