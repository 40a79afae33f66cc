import Foundation
import LarderCore
import LarderLLM
import LarderOCR
import LarderPipeline
import LarderStore
import LarderTestSupport
import Testing

/// `auto_add_foods`: unmatched food items become foods with estimated nutrition, marked `llm_estimate`.
@Suite struct AutoAddFoodsTests {
    static let items = [
        ExtractedItem(name: "xylqv wobble", originalText: "XYLQV WBBL", priceCents: 199, category: .produce),
        ExtractedItem(name: "xylqv wobble", originalText: "XYLQV WBBL", priceCents: 199, category: .produce),
        ExtractedItem(name: "xylqv plonk", originalText: "XYLQV PLNK", priceCents: 99, category: .household),
    ]

    func process(autoAddFoods: Bool) async throws -> (ProcessingOutcome, LarderDatabase, EstimatingLLMService) {
        let folder = try TemporaryDirectory()
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        let receipt = ExtractedReceipt(currency: "EUR", totalCents: 497, items: Self.items)
        let backend = EstimatingLLMService(receipt: receipt)
        var configuration = ReceiptPipeline.Configuration()
        configuration.autoAddFoods = autoAddFoods
        let pipeline = ReceiptPipeline(
            recognizer: try OCRWorker(), extractor: backend, database: database, configuration: configuration)
        let sample = try #require(try Fixtures.allTestReceipts().first)
        return (await pipeline.process(fileAt: URL(fileURLWithPath: sample.imagePath)), database, backend)
    }

    @Test func anUnmatchedFoodItemGetsOneEstimatedFoodAndNonFoodIsLeftAlone() async throws {
        // When a receipt with a food the bank lacks (twice) and a household item is processed with auto_add_foods
        let (outcome, database, backend) = try await process(autoAddFoods: true)

        // Then one food was estimated and added, marked llm_estimate, and both berry lines link to it
        #expect(await backend.estimated == ["xylqv wobble"])
        let link = try #require(outcome.foodLinks.first ?? nil)
        #expect(outcome.foodLinks.count == 3)
        #expect(outcome.foodLinks[1]?.foodId == link.foodId)
        #expect(outcome.foodLinks[2] == nil)
        let food = try #require(try database.food(id: link.foodId))
        #expect(food.source == "llm_estimate")
        #expect(food.nutrition.kcal == 57)
        #expect(try database.aliases(ofFood: link.foodId).map(\.alias).contains("XYLQV WBBL"))
    }

    @Test func withoutTheSettingNothingIsEstimated() async throws {
        let (outcome, _, backend) = try await process(autoAddFoods: false)

        #expect(await backend.estimated.isEmpty)
        #expect(outcome.foodLinks.allSatisfy { $0 == nil })
    }
}

/// A backend with a fixed reading whose estimates are always blueberries, and which counts what it estimated.
actor EstimatingLLMService: LLMService {
    let receipt: ExtractedReceipt
    private(set) var estimated: [String] = []

    init(receipt: ExtractedReceipt) {
        self.receipt = receipt
    }

    nonisolated var backend: String { "fixed" }
    nonisolated var model: String { "test" }

    func extractReceipt(from ocr: RecognizedText) async throws -> ExtractedReceipt {
        receipt
    }

    func estimateNutrition(ofFood name: String, category: FoodCategory) async throws -> Nutrition {
        estimated.append(name)
        return Nutrition(kcal: 57, protein: 0.7, carbohydrates: 14.5, fat: 0.3, sugar: 10, fibre: 2.4, sodiumMg: 1)
    }
}
