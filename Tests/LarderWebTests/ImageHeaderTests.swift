import Foundation
import LarderOCR
import LarderTestSupport
import Testing

@testable import LarderWeb

/// The sizes an upload's header declares, read without decoding it, agree with what Leptonica decodes.
@Suite struct ImageHeaderTests {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    @Test(arguments: ["aldi-sued-01.jpg", "dm-01.png", "lidl-02.jpg", "batch/batch-001.png"])
    func aReceiptPhotosSizeIsTheDecodedSize(_ name: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt(name)))
        let format: ImageHeader.Format = name.hasSuffix(".png") ? .png : .jpeg
        let pages = try #require(ImageHeader.pages(of: Array(data), format: format, maxPages: 20))
        let decoded = try GreyscaleImage(decoding: data, named: name)
        #expect(pages.count == 1)
        // EXIF orientation may turn the decoded image; the pixel count is the same either way.
        #expect(pages[0].width * pages[0].height == decoded.width * decoded.height, "\(pages) against \(decoded.width)×\(decoded.height)")
    }

    @Test(arguments: [
        ("lossy-33x21.webp", 33, 21), ("lossless-17x45.webp", 17, 45), ("alpha-64x48.webp", 64, 48),
    ])
    func aWebPsSizeIsRead(_ name: String, _ width: Int, _ height: Int) throws {
        let bytes = Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
        let pages = try #require(ImageHeader.pages(of: bytes, format: .webp, maxPages: 20))
        #expect(pages.map(\.width) == [width] && pages.map(\.height) == [height])
    }

    @Test func everyPageOfATIFFIsCounted() throws {
        let bytes = Array(try Data(contentsOf: Self.fixtures.appendingPathComponent("two-pages-40x30-50x20.tif")))
        let pages = try #require(ImageHeader.pages(of: bytes, format: .tiff, maxPages: 20))
        #expect(pages.map(\.width) == [40, 50] && pages.map(\.height) == [30, 20])
        // Past the page limit it stops counting: one more than the limit is enough to refuse the file
        #expect(ImageHeader.pages(of: bytes, format: .tiff, maxPages: 0)?.count == 1)
    }

    @Test func aHeaderCutShortGivesNoSize() throws {
        let jpeg = Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt("aldi-sued-01.jpg"))))
        #expect(ImageHeader.pages(of: Array(jpeg.prefix(30)), format: .jpeg, maxPages: 20) == nil)
        #expect(ImageHeader.pages(of: Array(jpeg.prefix(10)), format: .png, maxPages: 20) == nil)
        #expect(ImageHeader.pages(of: [0x49, 0x49, 0x2A, 0, 200, 0, 0, 0], format: .tiff, maxPages: 20) == nil)
    }
}
