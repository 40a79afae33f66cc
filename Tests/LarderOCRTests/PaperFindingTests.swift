import Foundation
import LarderTestSupport
import Testing

@testable import LarderOCR

/// Finding a receipt's paper in a phone photo: corners on the photos `Tools/photo-receipts/photograph.py` made of
/// TestReceipts' scans (it records where it put the paper), and scans left alone.
struct PaperFindingTests {
    /// Corners may be off by this share of the photo's longer side (13 pixels of 2675): the search runs on a copy
    /// 600 pixels long, where one pixel is four to five of the photo's, and blur and JPEG soften the paper's edge.
    static let cornerTolerance = 0.005

    struct Corners: Decodable {
        var width: Int
        var height: Int
        var corners: [[Double]]
    }

    func decoded(_ path: String) throws -> LeptonicaImage {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let limits = OCRConfiguration().decodingLimits
        return try #require(try LeptonicaImage.decodePages(of: data, named: path, limits: limits).first)
    }

    @Test(arguments: ["rewe-02-photo", "dm-01-photo"])
    func thePaperOfAPhotoIsFoundAtItsCorners(name: String) throws {
        let base = Fixtures.testReceipts.appendingPathComponent("photos/\(name)").path
        let truth = try JSONDecoder().decode(
            Corners.self, from: Data(contentsOf: URL(fileURLWithPath: base + ".corners.json")))
        let photo = try decoded(base + ".jpg")
        #expect(photo.width == truth.width && photo.height == truth.height)

        let quad = try #require(photo.paperCorners())

        let tolerance = Self.cornerTolerance * Double(max(truth.width, truth.height))
        for (found, expected) in zip(quad.corners, truth.corners) {
            let distance = ((found.x - expected[0]) * (found.x - expected[0])
                + (found.y - expected[1]) * (found.y - expected[1])).squareRoot()
            #expect(distance <= tolerance, "corner \(found) is \(distance) px from \(expected)")
        }
    }

    @Test func thePaperIsCutOutAndTurnedUpright() throws {
        let photo = try decoded(Fixtures.testReceipt("photos/rewe-02-photo.jpg"))
        let scan = try decoded(Fixtures.testReceipt("rewe-02.png"))

        let page = try photo.paperPage()

        // The generator shrinks nothing: the page is the scan's size, less the 1% inset, give or take a corner.
        #expect(page !== photo)
        #expect(page.depth == 8)
        #expect(abs(Double(page.width) / Double(scan.width) - 1) < 0.05, "width \(page.width) vs \(scan.width)")
        #expect(abs(Double(page.height) / Double(scan.height) - 1) < 0.05, "height \(page.height) vs \(scan.height)")
    }

    @Test(arguments: ["rewe-02.png", "dm-01.png"])
    func aScanIsLeftAsItIs(name: String) throws {
        let scan = try decoded(Fixtures.testReceipt(name))

        #expect(scan.paperCorners() == nil)
        #expect(try scan.paperPage() === scan)
    }

    @Test func aPageWithoutADarkBackgroundIsNotSearched() {
        // White with a few dark lines of "print": the dark class is ink, not a table.
        var pixels = [UInt8](repeating: 240, count: 200 * 300)
        for row in stride(from: 20, to: 280, by: 12) {
            for x in 30..<170 { pixels[row * 200 + x] = 30 }
        }
        #expect(PaperFinder(pixels: pixels, width: 200, height: 300).find() == nil)
    }

    @Test func aBrightRectangleOnADarkTableIsFoundExactly() throws {
        var pixels = [UInt8](repeating: 60, count: 200 * 300)
        for y in 50..<250 {
            for x in 40..<160 { pixels[y * 200 + x] = 230 }
        }

        let quad = try #require(PaperFinder(pixels: pixels, width: 200, height: 300).find())

        #expect(quad.corners == [
            ImagePoint(x: 40, y: 50), ImagePoint(x: 160, y: 50), ImagePoint(x: 160, y: 250), ImagePoint(x: 40, y: 250),
        ])
    }
}
