import LarderCore

/// Rebuilds the printed rows of a page from the characters of its text layer and their boxes.
///
/// A PDF's text comes in the order it was drawn, which need not be the order it is read: an e-receipt may draw
/// all names, then all prices. Grouping by position instead makes an article and its price, printed on one
/// row, one line, as OCR gives them.
struct PDFTextLayout {
    /// One character and its box in page pixels (origin top left).
    struct Glyph {
        var character: Character
        var box: BoundingBox
    }

    private struct Word {
        var text: String
        var box: BoundingBox
        var midY: Double { Double(box.y) + Double(box.height) / 2 }
    }

    let glyphs: [Glyph]

    /// The page's words, a row a line, rows top to bottom and words left to right; `page` and lines from 0.
    func words() -> [RecognizedWord] {
        var rows: [[Word]] = []
        for word in words(of: glyphs).sorted(by: { $0.midY < $1.midY }) {
            // Same row when the word's middle lies within the row's last word: baselines of one row differ by
            // a fraction of a character, rows by at least a character.
            if let last = rows.last?.last, abs(word.midY - last.midY) < Double(max(last.box.height, 1)) / 2 {
                rows[rows.count - 1].append(word)
            } else {
                rows.append([word])
            }
        }
        return rows.enumerated().flatMap { line, row in
            row.sorted { $0.box.x < $1.box.x }.map {
                RecognizedWord(text: $0.text, confidence: 100, box: $0.box, page: 0, line: line)
            }
        }
    }

    /// Runs of characters without white space, split also where a gap wider than half a character separates
    /// two letters a writer placed apart without drawing a space.
    private func words(of glyphs: [Glyph]) -> [Word] {
        var words: [Word] = []
        var current: Word?
        for glyph in glyphs {
            guard !glyph.character.isWhitespace, glyph.box.width >= 0, glyph.box.height > 0 else {
                current.map { words.append($0) }
                current = nil
                continue
            }
            if var word = current, !startsNewWord(glyph, after: word) {
                word.text.append(glyph.character)
                word.box = union(word.box, glyph.box)
                current = word
            } else {
                current.map { words.append($0) }
                current = Word(text: String(glyph.character), box: glyph.box)
            }
        }
        current.map { words.append($0) }
        return words
    }

    private func startsNewWord(_ glyph: Glyph, after word: Word) -> Bool {
        let gap = glyph.box.x - (word.box.x + word.box.width)
        let verticalShift = abs(Double(glyph.box.y) - Double(word.box.y))
        return Double(gap) > Double(glyph.box.height) / 2 || gap < -glyph.box.height
            || verticalShift > Double(word.box.height) / 2
    }

    private func union(_ a: BoundingBox, _ b: BoundingBox) -> BoundingBox {
        let minX = min(a.x, b.x)
        let minY = min(a.y, b.y)
        let maxX = max(a.x + a.width, b.x + b.width)
        let maxY = max(a.y + a.height, b.y + b.height)
        return BoundingBox(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
