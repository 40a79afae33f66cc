import Foundation
import LarderCore
import LarderExtraction
import LarderLLM
import LarderOCR
import LarderPipeline
import LarderTestSupport
import Testing

/// A real German scan from `../shared/datasets/german-dev` with grey advertising printed behind its articles,
/// read with the receipt OCR settings: the arithmetic referee must bring back the prices the background hides.
struct RefereedReadingTests {
    let folder = Fixtures.sharedDatasets.appendingPathComponent("german-dev")

    /// The ground-truth row of one image: merchant, date, article count, total.
    func truth(for image: String) throws -> [String] {
        let csv = try String(contentsOf: folder.appendingPathComponent("ground_truth.csv"), encoding: .utf8)
        let row = csv.split(whereSeparator: \.isNewline).map { $0.split(separator: ",").map(String.init) }
            .first { $0.first == image }
        return try #require(row)
    }

    @Test(arguments: [
        // The article block runs over the shop's grey logo.
        "aldi_25042020_12_01090.jpg",
        // Hairline digits over the back's print showing through: the page reads nine of nineteen prices wrong
        // (`0,05` and `0,25` for `0,35`, `1,09` for `1,39`), and only smoothed re-reads bring them all back.
        "aldi_02032020_19_02423.jpg",
    ])
    func articlesOverBackgroundPrintAddUpToTheTotal(image: String) async throws {
        // Given an Aldi receipt with grey print behind its prices
        let truth = try truth(for: image)

        // When it is read with the receipt settings and extracted offline
        let worker = try OCRWorker(configuration: .receipts)
        let ocr = try await worker.recognize(imageAt: folder.appendingPathComponent(image))
        let receipt = try await OfflineLLMService().extractReceipt(from: ocr)

        // Then every article is there with its price, and they add up to the printed total
        let totalCents = Int((try #require(Double(truth[4])) * 100).rounded())
        // Deposit returns and discounts are no articles: counted as the benchmark counts them.
        #expect(receipt.items.filter { $0.priceCents >= 0 }.count == Int(truth[3]))
        #expect(receipt.totalCents == totalCents)
        #expect(receipt.items.reduce(0) { $0 + $1.priceCents } == totalCents)
        #expect(ReceiptReader.doubts(in: ocr) == 0)
    }
}
