import Foundation
import LarderCore
import LarderLLM
import LarderOCR
import LarderPipeline
import LarderTestSupport
import Testing

/// Phone photos of TestReceipts' scans (`TestReceipts/photos/`, made by `Tools/photo-receipts/photograph.py`):
/// read with the receipt settings, a photo gives what its scan gives.
struct PhotoReceiptTests {
    /// Articles the photo may read wrong where its scan read them right: the perspective is undone by
    /// interpolation, which softens some glyphs of the small thermal print.
    static let articleTolerance = 1

    func truth(_ name: String) throws -> GroundTruth {
        let url = Fixtures.testReceipts.appendingPathComponent("photos/\(name).json")
        return try JSONDecoder().decode(GroundTruth.self, from: Data(contentsOf: url))
    }

    /// Extracted articles whose price is a true item's, each true item used once.
    func pricesRight(_ receipt: ExtractedReceipt, _ truth: GroundTruth) -> Int {
        var unpaired = truth.items.map { Money.cents(fromAmount: $0.price) }
        return receipt.items.filter { item in
            guard let index = unpaired.firstIndex(of: item.priceCents) else { return false }
            unpaired.remove(at: index)
            return true
        }.count
    }

    func read(_ path: String, findsPaper: Bool = true) async throws -> ExtractedReceipt {
        var configuration = OCRConfiguration.receipts
        configuration.findsPaper = findsPaper
        let ocr = try await OCRWorker(configuration: configuration).recognize(imageAt: URL(fileURLWithPath: path))
        return try await OfflineLLMService().extractReceipt(from: ocr)
    }

    @Test(arguments: ["rewe-02", "dm-01"])
    func aPhotoReadsLikeItsScan(scan name: String) async throws {
        // Given a scan and a phone photo of it, with the scan's ground truth
        let truth = try truth(name + "-photo")

        // When both are read as receipts
        let scan = try await read(Fixtures.testReceipt(name + ".png"))
        let photo = try await read(Fixtures.testReceipt("photos/\(name)-photo.jpg"))

        // Then the photo has the true total, as the scan has, and nearly every article the scan has
        let totalCents = Money.cents(fromAmount: truth.total)
        #expect(scan.totalCents == totalCents)
        #expect(photo.totalCents == totalCents)
        #expect(pricesRight(photo, truth) >= pricesRight(scan, truth) - Self.articleTolerance)
        #expect(photo.date == scan.date)
    }
}
