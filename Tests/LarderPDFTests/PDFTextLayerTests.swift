import Foundation
import LarderCore
import LarderPDF
import LarderTestSupport
import Testing

/// The text layer read with real poppler: rows as printed, whatever order the PDF drew them in.
@Suite struct PDFTextLayerTests {
    func textPage(_ data: Data) throws -> RecognizedText {
        let pages = try PDFReader.pages(of: data, named: "test.pdf")
        #expect(pages.count == 1)
        guard case .text(let text) = try #require(pages.first) else {
            Issue.record("the page was rendered, not read from its text layer")
            throw CancellationError()
        }
        return text
    }

    @Test func theEBonGivesEveryPrintedRowAsOneLine() throws {
        // Given the REWE eBon from TestReceipts, drawn as Courier text
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.pdfReceipt("rewe-ebon-01.pdf")))

        // When its single page is read
        let text = try textPage(data)

        // Then each article and its price are one line, and the quantity lines stand alone under them
        let lines = text.text.split(separator: "\n").map(String.init)
        #expect(lines.contains("BANANE CHIQUITA 1,83 B"))
        #expect(lines.contains("0,734 kg x 2,49 EUR/kg"))
        #expect(lines.contains("WEIZENBROETCHEN 1,78 B"))
        #expect(lines.contains("2 Stk x 0,89"))
        #expect(lines.contains("SUMME EUR 8,48"))
        #expect(lines.contains("Domstraße 20"))
        #expect(lines.firstIndex(of: "2 Stk x 0,89") == lines.firstIndex(of: "WEIZENBROETCHEN 1,78 B").map { $0 + 1 })
        // And it is marked as read, not guessed: every word at confidence 100, one page, a line number per line
        #expect(text.confidence == 100)
        #expect(text.words.allSatisfy { $0.confidence == 100 && $0.page == 0 })
        #expect(Set(text.words.map(\.line)).count == lines.count)
        #expect(text.pages == 1)
    }

    @Test func wordBoxesAreInPagePixelsAtTheRenderResolution() throws {
        // Given a page 100 points wide with a word at x = 50 points
        let pdf = MinimalPDF(pages: [.init(width: 100, height: 100, texts: [.init(x: 50, y: 50, "MILCH")])])

        // When it is read
        let word = try #require(try textPage(pdf.data).words.first)

        // Then its box is in 300-dpi pixels, as OCR's boxes are: 50 pt is about 208 px from the left edge
        #expect(abs(word.box.x - 208) <= 2)
        #expect(word.box.width > 0 && word.box.height > 0)
        #expect(word.box.y < 208)  // the top half: 50 pt from the bottom of a 100 pt page, origin now at the top
    }

    @Test func textDrawnColumnByColumnIsStillReadRowByRow() throws {
        // Given a page that draws all names first, then all prices (one way a PDF writer lays out a table)
        let pdf = MinimalPDF(pages: [
            .init(
                width: 227, height: 200,
                texts: [
                    .init(x: 8, y: 180, "BUTTER 250G"), .init(x: 8, y: 168, "KAFFEE 500G"),
                    .init(x: 180, y: 180, "2,39 B"), .init(x: 180, y: 168, "5,99 B"),
                ])
        ])

        // When it is read
        let text = try textPage(pdf.data)

        // Then each name shares its line with its own price
        #expect(text.text == "BUTTER 250G 2,39 B\nKAFFEE 500G 5,99 B")
    }
}
