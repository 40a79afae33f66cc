import Foundation
import LarderCore
import LarderOCR
import LarderTestSupport
import Testing

/// A page whose reading overruns its time budget is read again in the budget's fallback mode, and the reading
/// says so; a page within its budget is read as configured.
struct ReadingBudgetTests {
    let receipt = URL(fileURLWithPath: Fixtures.testReceipt("tesco-01.jpg"))

    /// Mode 4 (the receipt default) and one reading, so that only the budget decides how the page is read.
    func configuration(budget: OCRConfiguration.ReadingBudget?, pageSegmentationMode: Int = 4) -> OCRConfiguration {
        var configuration = OCRConfiguration(pageSegmentationMode: pageSegmentationMode, fallbackReading: nil)
        configuration.readingBudget = budget
        return configuration
    }

    @Test func aReadingThatOverrunsItsBudgetIsReadInTheFallbackModeAndSaysWhy() async throws {
        // Given a budget no reading can keep (a millisecond: finding the lines alone takes longer)
        let budget = OCRConfiguration.ReadingBudget(
            millisecondsPerMegapixel: 0, minimumMilliseconds: 1, fallbackPageSegmentationMode: 3)

        // When the receipt is read with it, and once in the fallback mode without any budget
        let overrun = try await OCRWorker(configuration: configuration(budget: budget)).recognize(imageAt: receipt)
        let fallbackMode = try await OCRWorker(configuration: configuration(budget: nil, pageSegmentationMode: 3))
            .recognize(imageAt: receipt)

        // Then the reading is the fallback mode's, whole, and it records the overrun
        #expect(overrun.words == fallbackMode.words)
        #expect(overrun.text.contains("31.44"), "the total is missing from \(overrun.text)")
        let notes = try #require(overrun.notes)
        #expect(notes.count == 1)
        #expect(notes.first?.contains("mode 4 overran its budget of 1 ms; read in mode 3") == true, "\(notes)")
    }

    @Test func aReadingWithinItsBudgetIsTheConfiguredModesAndHasNoNotes() async throws {
        // Given a budget of an hour
        let budget = OCRConfiguration.ReadingBudget(millisecondsPerMegapixel: 0, minimumMilliseconds: 3_600_000)

        // When the receipt is read with it and without any budget
        let within = try await OCRWorker(configuration: configuration(budget: budget)).recognize(imageAt: receipt)
        let unbounded = try await OCRWorker(configuration: configuration(budget: nil)).recognize(imageAt: receipt)

        // Then both are mode 4's reading, and neither has notes
        #expect(within.words == unbounded.words)
        #expect(within.notes == nil)
        #expect(within.text.contains("31.44"), "the total is missing from \(within.text)")
    }

    @Test func theBudgetGrowsWithThePageButNeverFallsBelowItsMinimum() {
        let budget = OCRConfiguration.ReadingBudget(millisecondsPerMegapixel: 1000, minimumMilliseconds: 1500)
        #expect(budget.deadline(width: 1000, height: 3000) == .milliseconds(3000))
        #expect(budget.deadline(width: 100, height: 100) == .milliseconds(1500))
    }
}
