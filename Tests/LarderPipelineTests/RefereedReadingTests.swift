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

    @Test func aMendedReadingTesseractIsUnsureOfIsReadAgain() async throws {
        // Given Lidl 21.04, whose English first reading garbles one price (`(Go`) and Lidl's logo (`Léon`), and is
        // read at a mean confidence under 70: its price re-read makes it add up
        let image = folder.appendingPathComponent("lidl_21042020_09_01706.jpg")
        var keepsMended = OCRConfiguration.receipts
        keepsMended.unsureMendedReading = nil
        let mended = try await OCRWorker(configuration: keepsMended).recognize(imageAt: image)
        try #require(mended.languages == "eng")
        try #require(ReceiptReader.provesItsTotal(mended) == true)
        #expect(mended.confidence < 70)

        // When it is read with the receipt settings
        let ocr = try await OCRWorker(configuration: .receipts).recognize(imageAt: image)

        // Then it is read again in German and English, that surer reading adds up too and is kept, and it names the
        // shop the first could not
        #expect(ocr.languages == "deu+eng")
        #expect(ocr.confidence > mended.confidence)
        #expect(ReceiptReader.provesItsTotal(ocr) == true)
        let receipt = try await OfflineLLMService().extractReceipt(from: ocr)
        #expect(receipt.store.name?.lowercased().contains("lidl") == true)
        #expect(try await OfflineLLMService().extractReceipt(from: mended).store.name == nil)
    }
}
