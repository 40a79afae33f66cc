import Foundation
import LarderOCR
import LarderTestSupport
import Testing

/// Multi-page TIFFs are bounded by page count and by their pixels together, checked before any page is decoded.
struct OCRWorkerPageLimitTests {
    @Test func aTIFFBombIsRefusedByItsTotalPixels() async throws {
        // Given a small file of 50 blank 5000×7000 pages (each within the per-page limit) and the default limits
        let folder = try TemporaryDirectory()
        let bomb = try BlankTIFF(pages: 50, width: 5000, height: 7000, in: folder)
        #expect(bomb.size < 1_000_000, "the bomb should be small on disk, not \(bomb.size) bytes")
        let worker = try OCRWorker()

        // When it is recognised
        let error = await #expect(throws: OCRError.self) { try await worker.recognize(imageAt: bomb.url) }

        // Then it is refused as too large by the pages' total, naming the limit and its key. (Not timed: half a
        // second alone, but a full test run on two cores delays this process's tasks by minutes; the total is
        // computed from the pages' headers, which the message's figure shows.)
        #expect(error?.code == .imageTooLarge)
        #expect(error?.message.contains("180000000") == true, "\(String(describing: error))")
        #expect(error?.message.contains("ocr.max_total_pixels") == true, "\(String(describing: error))")
    }

    @Test func moreThanMaxPagesIsRefusedNamingTheKey() async throws {
        // Given 21 small blank pages, one more than the default limit
        let folder = try TemporaryDirectory()
        let tiff = try BlankTIFF(pages: 21, width: 200, height: 200, in: folder)
        let worker = try OCRWorker()

        // When it is recognised
        let error = await #expect(throws: OCRError.self) { try await worker.recognize(imageAt: tiff.url) }

        // Then it is refused for its page count, with the key to raise
        #expect(error?.code == .imageTooLarge)
        #expect(error?.message.contains("more than 20 pages") == true, "\(String(describing: error))")
        #expect(error?.message.contains("ocr.max_pages") == true, "\(String(describing: error))")
    }

    @Test func exactlyMaxPagesIsRead() async throws {
        // Given two blank pages and a limit of two pages
        let folder = try TemporaryDirectory()
        let tiff = try BlankTIFF(pages: 2, width: 200, height: 200, in: folder)
        let worker = try OCRWorker(configuration: OCRConfiguration(maxPages: 2))

        // When it is recognised
        let reading = try await worker.recognize(imageAt: tiff.url)

        // Then both pages are read
        #expect(reading.pages == 2)
    }

    @Test func aPageOverMaxPixelsNamesTheSettingsKey() async throws {
        // Given one 2000×2000 page and a per-page limit of a million pixels
        let folder = try TemporaryDirectory()
        let tiff = try BlankTIFF(pages: 1, width: 2000, height: 2000, in: folder)
        let worker = try OCRWorker(configuration: OCRConfiguration(maxPixels: 1_000_000))

        // When it is recognised
        let error = await #expect(throws: OCRError.self) { try await worker.recognize(imageAt: tiff.url) }

        // Then the message names the real key, not a Swift property
        #expect(error?.code == .imageTooLarge)
        #expect(error?.message.contains("2000×2000") == true, "\(String(describing: error))")
        #expect(error?.message.contains("ocr.max_pixels") == true, "\(String(describing: error))")
    }
}
