import LarderCore

/// One printed line of a reading, to be read again on its own: the indices of its words in the reading, the band
/// it is printed in and its page.
struct ReadingLine {
    var wordIndices: [Int]
    var box: BoundingBox
    var page: Int
    /// The OCR line number of the words the line was found from; its re-read words take it.
    var lineNumber: Int

    /// The line of OCR words at `indices` as printed: joined by every other word of the same page whose middle
    /// lies within their band (Tesseract reads a label and its value as two lines), in reading order.
    init(around indices: [Int], in words: [RecognizedWord]) {
        let band = Self.band(of: indices.map { words[$0].box })
        let page = words[indices[0]].page
        wordIndices = words.indices.filter { index in
            let word = words[index]
            let middle = word.box.y + word.box.height / 2
            return indices.contains(index) || word.page == page && middle > band.y && middle < band.y + band.height
        }
        box = Self.band(of: wordIndices.map { words[$0].box })
        self.page = page
        lineNumber = words[indices[0]].line
    }

    /// The words of each OCR line of a reading, by line number.
    static func ocrLines(of reading: RecognizedText) -> [(number: Int, wordIndices: [Int])] {
        var lines: [Int: [Int]] = [:]
        for (index, word) in reading.words.enumerated() { lines[word.line, default: []].append(index) }
        return lines.keys.sorted().map { ($0, lines[$0]!) }
    }

    /// The line's text as the reading has it.
    func text(in reading: RecognizedText) -> String {
        wordIndices.map { reading.words[$0].text }.joined(separator: " ")
    }

    /// A reading of only this line's words.
    func alone(in reading: RecognizedText) -> RecognizedText {
        var part = reading
        part.words = wordIndices.map { reading.words[$0] }
        part.text = RecognizedText.joinedText(of: part.words)
        return part
    }

    /// A reading of only this line, its words replaced by the words of `text`.
    func alone(with text: String, in reading: RecognizedText) -> RecognizedText {
        var part = reading
        part.words = words(of: text, replacing: wordIndices.map { reading.words[$0] })
        part.text = RecognizedText.joinedText(of: part.words)
        return part
    }

    /// The band a line of words is printed in: as wide as all of them, as tall as their median word around their
    /// median middle. Garbled words' boxes reach into the rows above and below (a dotted rule read with a date),
    /// and a crop as tall as all of them is read as several lines at once.
    static func band(of boxes: [BoundingBox]) -> BoundingBox {
        let minX = boxes.map(\.x).min() ?? 0
        let maxX = boxes.map { $0.x + $0.width }.max() ?? 0
        let height = median(boxes.map(\.height))
        let middle = median(boxes.map { $0.y + $0.height / 2 })
        return BoundingBox(x: minX, y: middle - height / 2, width: maxX - minX, height: height)
    }

    private static func median(_ values: [Int]) -> Int {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// The reading with this line's words replaced by the words of `text`, spread over its band in proportion to
    /// their length, on its line, where the line began.
    func replaced(with text: String, in reading: RecognizedText) -> RecognizedText {
        Self.replacing([(self, text)], in: reading)
    }

    /// The reading with each line's words replaced by the words of its text, in one pass: lines may interleave
    /// (a label and its value read as blocks apart), so replacing one after another would move the others'
    /// words. The lines must not share a word.
    static func replacing(_ replacements: [(line: ReadingLine, text: String)], in reading: RecognizedText)
        -> RecognizedText
    {
        var removed = Set<Int>()
        var newWordsAt: [Int: [RecognizedWord]] = [:]
        for (line, text) in replacements {
            removed.formUnion(line.wordIndices)
            let old = line.wordIndices.map { reading.words[$0] }
            newWordsAt[line.wordIndices.min()!] = line.words(of: text, replacing: old)
        }
        var words: [RecognizedWord] = []
        for (index, word) in reading.words.enumerated() {
            if let new = newWordsAt[index] { words += new }
            if !removed.contains(index) { words.append(word) }
        }
        var changed = reading
        changed.words = words
        changed.text = RecognizedText.joinedText(of: words)
        return changed
    }

    /// The words of `text` spread over the band in proportion to their length.
    private func words(of text: String, replacing old: [RecognizedWord]) -> [RecognizedWord] {
        let parts = text.split(separator: " ").map(String.init)
        let characters = max(1, parts.map(\.count).reduce(0, +) + parts.count - 1)
        var x = box.x
        var words: [RecognizedWord] = []
        for part in parts {
            let width = box.width * part.count / characters
            words.append(RecognizedWord(
                text: part, confidence: old.map(\.confidence).max() ?? 0,
                box: BoundingBox(x: x, y: box.y, width: width, height: box.height), page: page, line: lineNumber))
            x += width + box.width / characters
        }
        return words
    }
}

extension TesseractEngine {
    /// The texts Tesseract reads in a line's band as a single line of any characters, as printed and then with
    /// the print thickened (thin or dotted print falls apart into pieces read as other characters), with their
    /// words' spaces; not those equal to `printed`, the line as the page's reading has it. Framed in the paper's
    /// grey, as amounts are: a date is digits, and a photo's date line framed in white reads as noise.
    func rereads(of line: ReadingLine, pages: [LeptonicaImage], turns: [Double], printed: String) -> [String] {
        [LinePrint.asPrinted, .thickened].compactMap { treatment in
            reread(of: line, pages: pages, turns: turns, treatment: treatment, frame: .paper)
                .flatMap { $0 != printed ? $0 : nil }
        }
    }

    /// The line's re-reads as printed, smoothed and thickened, framed in the paper's grey, for as long as `accepts`
    /// takes them: a vote that must be unanimous ends at the first re-read that dissents (or cannot be made).
    func rereads(
        of line: ReadingLine, pages: [LeptonicaImage], turns: [Double], while accepts: (String) -> Bool
    ) -> [String] {
        var accepted: [String] = []
        for treatment in [LinePrint.asPrinted, .smoothed, .thickened] {
            guard let text = reread(of: line, pages: pages, turns: turns, treatment: treatment, frame: .paper),
                accepts(text)
            else { break }
            accepted.append(text)
        }
        return accepted
    }

    /// The text two of three re-reads of a line agree on (as printed, smoothed, thickened), when it is not
    /// `printed`; `nil` otherwise. The third is read only when the first two differ. Each treatment misreads some
    /// print the others read right (a shop name's `HOME` read as `HOMME`, `TEO` as `TED`), so two that agree are
    /// the referee, as two readings against one.
    func agreedReread(of line: ReadingLine, pages: [LeptonicaImage], turns: [Double], printed: String) -> String? {
        Self.agreedText(printed: printed) { reread(of: line, pages: pages, turns: turns, treatment: $0, frame: .white) }
    }

    /// The text two of `reread`'s three treatments agree on, unless it agrees with `printed`; the third is asked for only
    /// when the first two differ. Two texts agree when `agree` says so: equal by default, the same number for
    /// amounts (`1,39` and `1.39`).
    static func agreedText(
        printed: String, agree: (String, String) -> Bool = { $0 == $1 }, reread: (LinePrint) -> String?
    ) -> String? {
        let first = reread(.asPrinted)
        let second = reread(.smoothed)
        if let first, let second, agree(first, second) { return agree(first, printed) ? nil : first }
        guard let third = reread(.thickened), !agree(third, printed),
            first.map({ agree(third, $0) }) == true || second.map({ agree(third, $0) }) == true
        else { return nil }
        return third
    }

    private func reread(
        of line: ReadingLine, pages: [LeptonicaImage], turns: [Double], treatment: LinePrint, frame: LineFrame
    ) -> String? {
        let page = pages[line.page]
        let turn = line.page < turns.count ? turns[line.page] : 0
        let crop = line.box.onPageAsItCame(turnedBy: turn, pageWidth: page.width, pageHeight: page.height)
        // A crop that cannot be made (a box at the page's edge) is one line fewer, never a failed receipt.
        let reread = (try? rereadLine(
            in: page, box: crop, characters: nil, treatment: treatment, frame: frame, keepsSpaces: true))
        return reread?.text
    }
}
