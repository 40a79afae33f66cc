import Foundation
import GRDB
import LarderCore
import LarderPipeline
import LarderStore
import LarderTestSupport
import Testing

/// `larder reprocess --auto-add-foods`: a stored receipt read again adds the foods the bank lacks, as processing
/// does; a dry run adds none.
@Suite struct ReprocessAutoAddFoodsTests {
    /// A database holding one receipt whose stored reading had no items; its new reading has the test items.
    private func storedReceipt(corrected: Bool = false) throws -> (LarderDatabase, Int64, TemporaryDirectory) {
        let folder = try TemporaryDirectory()
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        let ocr = RecognizedText(
            text: "XYLQV WBBL 1,99\nXYLQV PLNK 0,99", confidence: 90, seconds: 1, pages: 1, words: [])
        let saved = try database.save(
            ReceiptReading(
                sha256: "abc", originalName: "a.jpg", storedPath: "/archive/a.jpg", ocr: ocr, backend: "offline",
                model: "rules", startedAt: Date(), finishedAt: Date(),
                extraction: ExtractedReceipt(currency: "EUR", totalCents: 497, items: []), status: .needsReview,
                reviewReason: "no items", foodLinks: []))
        if corrected { _ = try database.edit(tripId: saved.tripId, TripEdit(storeName: "Corner shop")) }
        return (database, saved.receiptId, folder)
    }

    private func reprocess(autoAddFoods: Bool, dryRun: Bool, corrected: Bool = false) async throws
        -> (LarderDatabase, EstimatingLLMService, ReprocessOutcome, TemporaryDirectory)
    {
        let (database, receiptId, folder) = try storedReceipt(corrected: corrected)
        let backend = EstimatingLLMService(
            receipt: ExtractedReceipt(currency: "EUR", totalCents: 497, items: AutoAddFoodsTests.items))
        var configuration = ReceiptReprocessor.Configuration()
        configuration.autoAddFoods = autoAddFoods
        configuration.isDryRun = dryRun
        let reprocessor = ReceiptReprocessor(
            database: database, extractor: backend, recognizer: nil, configuration: configuration)
        let outcome = await reprocessor.reprocess(receiptId: receiptId)
        return (database, backend, outcome, folder)
    }

    private func estimatedFoods(in database: LarderDatabase) async throws -> (foods: Int, linkedItems: Int) {
        try await database.writer.read { db in
            (
                foods: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM food WHERE source = 'llm_estimate'") ?? 0,
                linkedItems: try Int.fetchOne(
                    db,
                    sql: """
                        SELECT COUNT(*) FROM purchasedItem JOIN food ON food.id = purchasedItem.foodId
                        WHERE food.source = 'llm_estimate'
                        """) ?? 0
            )
        }
    }

    @Test func aFoodTheBankLacksIsAddedOnceAndBothItsLinesLinkToIt() async throws {
        let (database, backend, outcome, _) = try await reprocess(autoAddFoods: true, dryRun: false)

        #expect(outcome.status == .changed, "\(outcome)")
        #expect(await backend.estimated == ["xylqv wobble"])
        let counts = try await estimatedFoods(in: database)
        #expect(counts.foods == 1 && counts.linkedItems == 2, "\(counts)")
    }

    @Test func aDryRunNoSettingOrAPersonsCorrectionAddsNothing() async throws {
        for (autoAddFoods, dryRun, corrected) in [(true, true, false), (false, false, false), (true, false, true)] {
            let (database, backend, outcome, _) = try await reprocess(
                autoAddFoods: autoAddFoods, dryRun: dryRun, corrected: corrected)

            #expect(outcome.status == .changed, "\(outcome)")
            #expect(await backend.estimated.isEmpty)
            #expect(try await estimatedFoods(in: database).foods == 0)
        }
    }
}
