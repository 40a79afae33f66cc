import Foundation
import LarderCore
import LarderLLM
import LarderOCR
import LarderPipeline
import LarderStore
import LarderTestSupport
import Testing

/// A food the model chose for an item is the item's link, even where the fuzzy matcher finds nothing.
@Suite struct ModelFoodChoiceTests {
    @Test func theModelsChoiceLinksTheItemAndAnUnknownIdFallsBackToTheMatcher() async throws {
        // Given a food bank, and a backend that names a real food for a line the matcher cannot place
        let folder = try TemporaryDirectory()
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        let food = try #require(try database.matchableFoods().first { $0.category == .dairy })
        let items = [
            ExtractedItem(name: "qx item", originalText: "QX 1234", priceCents: 100, category: .dairy,
                chosenFoodId: food.id),
            ExtractedItem(name: "qx other", originalText: "QX 5678", priceCents: 50, category: .dairy,
                chosenFoodId: 987_654),
        ]
        let backend = FixedLLMService(receipt: ExtractedReceipt(currency: "EUR", totalCents: 150, items: items))
        let pipeline = ReceiptPipeline(recognizer: try OCRWorker(), extractor: backend, database: database)
        let sample = try #require(try Fixtures.allTestReceipts().first)

        // When a receipt is processed
        let outcome = await pipeline.process(fileAt: URL(fileURLWithPath: sample.imagePath))

        // Then the first item links to the chosen food at least at the match threshold; the second stays unmatched
        #expect(outcome.foodLinks.count == 2)
        #expect(outcome.foodLinks.first??.foodId == food.id)
        #expect((outcome.foodLinks.first??.confidence ?? 0) >= FoodMatcher.defaultThreshold)
        #expect(outcome.foodLinks.last ?? nil == nil)
    }
}

/// A backend that always answers with the same reading.
struct FixedLLMService: LLMService {
    var receipt: ExtractedReceipt
    var backend: String { "fixed" }
    var model: String { "test" }

    func extractReceipt(from ocr: RecognizedText) async throws -> ExtractedReceipt {
        receipt
    }
}
