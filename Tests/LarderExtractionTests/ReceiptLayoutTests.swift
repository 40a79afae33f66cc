import LarderCore
import Testing

@testable import LarderExtraction

/// Rows rebuilt from OCR words, where tesseract split a printed row into a name and a price column.
struct ReceiptLayoutTests {
    private func word(_ text: String, x: Int, y: Int, height: Int = 20, line: Int) -> RecognizedWord {
        RecognizedWord(
            text: text, confidence: 90, box: BoundingBox(x: x, y: y, width: text.count * 10, height: height), page: 0,
            line: line)
    }

    @Test func joinsAPriceColumnReadAsSeparateLinesToItsRow() {
        // Given names read first as lines 0-1 and their prices afterwards as lines 2-3, a little higher
        let ocr = RecognizedText(
            text: "", confidence: 90, seconds: 0, pages: 1,
            words: [
                word("TOTAL", x: 10, y: 100, line: 0), word("SALES", x: 70, y: 100, line: 0),
                word("CASH", x: 10, y: 130, line: 1),
                word("100.90", x: 300, y: 96, height: 14, line: 2), word("101.00", x: 300, y: 127, height: 14, line: 3),
            ])

        // When rows are built
        let rows = ReceiptLayout.rows(of: ocr)

        // Then each price shares the row of the label beside it
        #expect(rows.map(\.text) == ["TOTAL SALES 100.90", "CASH 101.00"])
    }

    @Test func keepsRowsApartThatOnlyTouch() {
        let ocr = RecognizedText(
            text: "", confidence: 90, seconds: 0, pages: 1,
            words: [word("MILCH", x: 10, y: 100, line: 0), word("1,29", x: 300, y: 116, line: 1)])
        #expect(ReceiptLayout.rows(of: ocr).count == 2)
    }
}
