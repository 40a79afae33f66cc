import Foundation
import LarderCore
import LarderLLM
import LarderOCR
import LarderTestSupport
import Testing

/// Real SROIE scans from `../shared/datasets/sroie-dev`, read by Larder's OCR and the offline extractor,
/// checked against the dataset's key files (totals) and the printed dates. Each page is read twice
/// (Sauvola, then Tesseract's own thresholding), the setting that reads these Malaysian scans best.
@Suite(.serialized) struct SharedScanReceiptTests {
    let worker: OCRWorker
    let folder = Fixtures.sharedDatasets.appendingPathComponent("sroie-dev")

    init() throws {
        var configuration = OCRConfiguration()
        configuration.preprocessing = OCRConfiguration.Preprocessing(targetCharacterHeight: 32, binarization: .sauvola)
        configuration.secondReading = OCRConfiguration.Preprocessing(targetCharacterHeight: 24, binarization: .none)
        worker = try OCRWorker(configuration: configuration)
    }

    func extracted(_ id: String) async throws -> (receipt: ExtractedReceipt, key: [String: String]) {
        let keyData = try Data(contentsOf: folder.appendingPathComponent("key/\(id).json"))
        let key = try JSONDecoder().decode([String: String].self, from: keyData)
        let ocr = try await worker.recognize(imageAt: folder.appendingPathComponent("img/\(id).jpg"))
        return (try await OfflineLLMService().extractReceipt(from: ocr), key)
    }

    /// The day-first date of a key such as "31/01/2019" or "31-01-2019".
    func date(_ text: String?) -> ReceiptDate? {
        let parts = (text ?? "").split(whereSeparator: { $0 == "/" || $0 == "-" }).compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return ReceiptDate(year: parts[2], month: parts[1], day: parts[0])
    }

    /// Cents of a key total such as "9.00" or "RM14.10".
    func cents(_ total: String?) -> Int? {
        let digits = (total ?? "").filter { $0.isNumber || $0 == "." }
        return Double(digits).map { Int(($0 * 100).rounded()) }
    }

    @Test func readsACashBillWithARoundingLineInRinggit() async throws {
        // Given receipt 000: a cash bill with handwriting above the print and a rounding line
        let (receipt, key) = try await extracted("000")

        // Then the printed total, the day-first date, the currency and the store's branch (the key's company name
        // in brackets) are read, all as the dataset's key file says
        #expect(receipt.totalCents == cents(key["total"]))
        #expect(receipt.date == date(key["date"]))
        #expect(receipt.currency == "MYR")
        let company = try #require(key["company"])
        let branch = try #require(company.split(separator: "(").dropFirst().first?.split(separator: ")").first)
        #expect(receipt.store.name?.contains(branch) == true, "\(receipt.store.name ?? "no store") / \(company)")
    }

    @Test func readsATaxInvoiceWhoseTaxTableIsNoArticle() async throws {
        // Given receipt 010: a tax invoice with a GST table between the articles and the total
        let (receipt, key) = try await extracted("010")

        // Then the total and the dashed date are read, and no GST row became an article
        #expect(receipt.totalCents == cents(key["total"]))
        #expect(receipt.date == date(key["date"]))
        #expect(!receipt.items.contains { $0.originalText.uppercased().contains("GST") })
    }
}
