import Foundation
import LarderCore
import LarderExtraction
import LarderLLM
import LarderOCR
import LarderPipeline
import LarderTestSupport
import Testing

/// A real scan from `../shared/datasets/sroie-dev` whose date line Larder's reading garbles (`Date a 03- 2018`) and
/// whose line re-reads do not mend: read once more, smoothed, the page shows it.
struct SmoothedDateReadingTests {
    let image = Fixtures.sharedDatasets.appendingPathComponent("sroie-dev/img/137.jpg")

    func date(readingSmoothed smoothedPageSigma: Double?) async throws -> ReceiptDate? {
        var configuration = OCRConfiguration.receipts
        configuration.dateRereading?.smoothedPageSigma = smoothedPageSigma
        let ocr = try await OCRWorker(configuration: configuration).recognize(imageAt: image)
        return try await OfflineLLMService().extractReceipt(from: ocr).date
    }

    @Test func aDateNoLineShowsIsFoundOnTheSmoothedPage() async throws {
        // Given the receipt as the page and its date lines read it: no date
        #expect(try await date(readingSmoothed: nil) == nil)

        // When a receipt without a date has its page read smoothed, as by default
        let found = try await date(readingSmoothed: OCRConfiguration.receipts.dateRereading?.smoothedPageSigma)

        // Then the printed date is found ("Date : 19-03-2018 11:12:15")
        #expect(found == ReceiptDate(year: 2018, month: 3, day: 19))
    }
}
