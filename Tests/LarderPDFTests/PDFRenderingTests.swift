import Foundation
import LarderPDF
import LarderTestSupport
import Testing

/// Pages without a text layer come back rendered, for the OCR.
@Suite struct PDFRenderingTests {
    @Test func aScanInAPDFIsRenderedAt300DPI() throws {
        // Given a JPEG scan wrapped in a PDF page with no text (see Tools/pdf-receipts/make_pdfs.py)
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.pdfReceipt("aldi-nord-01-scan.pdf")))

        // When it is read
        let pages = try PDFReader.pages(of: data, named: "scan.pdf")

        // Then its one page is a PNG the size of the page at 300 dpi (the page is the JPEG at 300 dpi)
        #expect(pages.count == 1)
        guard case .rendered(let png) = try #require(pages.first) else {
            Issue.record("a page without text was not rendered")
            return
        }
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        let jpeg = try Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt("aldi-nord-01.jpg")))
        let size = try #require(Self.jpegSize(jpeg))
        #expect(abs(width - size.width) <= 1 && abs(height - size.height) <= 1)
    }

    @Test func aPageWithOnlyWhiteSpaceTextIsRenderedToo() throws {
        let pdf = MinimalPDF(pages: [.init(width: 100, height: 100, texts: [.init(x: 10, y: 50, "    ")])])

        let pages = try PDFReader.pages(of: pdf.data, named: "blank.pdf")

        guard case .rendered = try #require(pages.first) else {
            Issue.record("a page with only spaces was taken as text")
            return
        }
    }

    /// Width and height from a JPEG's start-of-frame marker.
    static func jpegSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        var index = 2
        while index + 9 < bytes.count {
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if [0xC0, 0xC1, 0xC2].contains(marker) {
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return (width, height)
            }
            index += 2 + length
        }
        return nil
    }
}
