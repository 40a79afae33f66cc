import CTesseract
import Foundation
import LarderCore
import LarderTestSupport
import Testing

@testable import LarderOCR

/// A page that is turned straight before Tesseract reads it keeps its word boxes in the straightened page, and
/// turned back they lie on their words in the image as it came, so that a word can be cropped and read again.
struct DeskewedBoxTests {
    @Test func boxesOfATiltedPageSitOnTheirWords() throws {
        // Given a real receipt fed in 3 degrees askew
        let image = Fixtures.testReceipts.appendingPathComponent("lidl-01.jpg")
        let page = try #require(
            try LeptonicaImage.decodePages(
                of: Data(contentsOf: image), named: image.path, limits: OCRConfiguration().decodingLimits
            ).first)
        let tilted = try page.transformed("turn") { pix in
            pixRotate(pix, 3 * .pi / 180, Int32(L_ROTATE_AREA_MAP), Int32(L_BRING_IN_WHITE), 0, 0)
        }

        // When it is straightened and read
        let prepared = try tilted.prepared(OCRConfiguration().preprocessing)
        #expect(abs(prepared.deskewAngle) >= 1)
        let engine = try TesseractEngine(languages: "deu+eng", tessdataPath: nil, pageSegmentationMode: 4)
        let words = try engine.recognize(prepared, pageIndex: 0, firstLine: 0)

        // Then the prices, cropped from the askew image at their boxes turned back and read again, are the same
        let prices = words.filter { AmountRereader.looksLikeAmount($0.text) }
        try #require(prices.count >= 5)
        func rereadsAlike(turnedBy angle: Double) -> Int {
            prices.filter { word in
                let box = word.box.onPageAsItCame(turnedBy: angle, pageWidth: tilted.width, pageHeight: tilted.height)
                let reread = try? engine.rereadLine(in: tilted, box: box, characters: "0123456789,.-")
                return reread.map { AmountRereader.sameValue($0.text, word.text) } == true
            }.count
        }
        let turnedBack = rereadsAlike(turnedBy: prepared.deskewAngle)
        // (A single-line re-read of a good crop still differs now and then.)
        #expect(Double(turnedBack) >= 0.6 * Double(prices.count), "\(turnedBack) of \(prices.count)")
        // While the boxes as they lie in the straightened page miss most prices of the askew image
        #expect(rereadsAlike(turnedBy: 0) < turnedBack / 2)
    }
}
