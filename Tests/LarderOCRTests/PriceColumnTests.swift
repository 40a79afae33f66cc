import LarderCore
import Testing

@testable import LarderOCR

/// Which rows of a page's reading the price column sends back to be read: the layout of Aldi's till receipt as the
/// reading of a phone photo gave it (boxes in pixels of the straightened paper, 35 px rows).
struct PriceColumnTests {
    /// One printed row: words from the left and, optionally, a word where the prices stand.
    static func row(_ line: Int, _ article: String, price: String?, y: Int, priceX: Int = 713) -> [RecognizedWord] {
        var words: [RecognizedWord] = []
        var x = 13
        for text in article.split(separator: " ") {
            let width = text.count * 20
            words.append(RecognizedWord(
                text: String(text), confidence: 90, box: BoundingBox(x: x, y: y, width: width, height: 35), page: 0,
                line: line))
            x += width + 22
        }
        if let price {
            words.append(RecognizedWord(
                text: price, confidence: 90, box: BoundingBox(x: priceX, y: y, width: 78, height: 38), page: 0,
                line: line))
        }
        return words
    }

    /// The opening hours (an amount, not in the column), then articles whose first price OCR garbled.
    static let words: [RecognizedWord] =
        row(0, "MO.-SA. 9.00 Uhr -", price: "20,00", y: 337, priceX: 533)
        + row(1, "ECHTER UBERSEERUM", price: "Rae!", y: 440)
        + row(2, "BIO HONIG", price: "3,29", y: 491)
        + row(3, "GUTFRIED GEFL.", price: "Tee", y: 541)
        + row(4, "FERRERO KINDER RIEGEL", price: "1,99", y: 592)
        + row(5, "FERTIGGERICHTE", price: nil, y: 692)
        + row(6, "GUT BIO JOGHURT", price: "0,35", y: 744)
        + row(7, "ZU ZAHLEN", price: "24,23", y: 845)

    @Test func rowsWhosePriceIsGarbledOrMissingAreReadAgain() throws {
        let column = try #require(PriceColumn(of: Self.words, onPage: 0, pageWidth: 928))
        let rows = column.rowsWithoutPrice(in: Self.words)

        // The garbled first price lies above the first price read, yet is read again; the hours are not.
        #expect(rows.map { Self.words[$0.lastWordIndex].line } == [1, 3, 5])
        // Letters where the price stands are replaced by what is read there; a row with nothing there gets a word.
        #expect(rows.map { $0.columnWordIndex.map { Self.words[$0].text } } == ["Rae!", "Tee", nil])
        // The crop ends where the prices end, short of the tax class printed 40 px to their right.
        for row in rows {
            #expect(row.box.x + row.box.width < 791 + 35 / 2)
        }
    }

    @Test func aColumnWordWithoutAnArticleEndsTheRowsAbove() throws {
        // Given a currency heading printed where the prices stand, with no article beside it, above a garbled price
        let words = Self.row(0, "ECHTER UBERSEERUM", price: "Rae!", y: 389)
            + Self.row(1, "", price: "EUR", y: 440)
            + Self.words.filter { $0.line >= 2 }
        let column = try #require(PriceColumn(of: words, onPage: 0, pageWidth: 928))

        // Then the rows above it are not the column's: the heading stops the search upwards
        let lines = column.rowsWithoutPrice(in: words).map { words[$0.lastWordIndex].line }
        #expect(!lines.contains(0))
        #expect(!lines.contains(1))
        #expect(lines.contains(3))
    }
}
