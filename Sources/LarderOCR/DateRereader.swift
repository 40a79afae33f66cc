import LarderCore

/// Reads the lines that may hold a receipt's date again, one line at a time: to find a date the reading missed, and
/// to check the one it found.
///
/// A whole-page reading garbles a date line's digits and separators more than any other line: dot-matrix and
/// faint thermal print, a label glued on (`Datemmig? 3/2018` for `DATE : 5/3/2018`, `27032018` for
/// `27/03/2018`), a digit misread (`20/03/2013` for `20/03/2018`). Each line the extractor says may hold a date
/// (a date label, a time of day, digits between date separators) is cropped, scaled and read again as a single
/// line, as printed and with the print thickened. A re-read that finds a missing date is kept when the receipt's
/// doubts then fall (the date is found and no money is lost); a found date is replaced only when both re-reads of
/// its line agree on another.
struct DateRereader {
    let engine: TesseractEngine
    let pages: [LeptonicaImage]
    /// Degrees each page was turned by to straighten it; the reading's boxes lie in the straightened pages.
    let turns: [Double]
    let rereading: OCRConfiguration.DateRereading
    /// What looks wrong in a reading, the referee of every re-read (``OCRConfiguration/readingDoubts``).
    let doubts: @Sendable (RecognizedText) -> Int

    /// The reading with one line re-read so that its date is found, or `nil` when it has a date already or no
    /// re-read finds one.
    func dated(_ reading: RecognizedText) throws -> RecognizedText? {
        guard rereading.date(reading) == nil else { return nil }
        let before = doubts(reading)
        for line in candidateLines(of: reading).prefix(Self.maximumLines) {
            try Task.checkCancellation()
            for text in rereads(of: line, in: reading) {
                let changed = Self.replacing(line.wordIndices, with: text, in: reading)
                if rereading.date(changed) != nil, doubts(changed) < before { return changed }
            }
        }
        return nil
    }

    /// The reading with its date's line replaced when both re-reads of that line agree on another date, `nil`
    /// when it has no date or the re-reads do not outvote it. A digit misread in a date (`20/03/2013` for
    /// `20/03/2018`) leaves a date all the same, so nothing else says it is wrong: two readings against one do.
    func checkedDate(_ reading: RecognizedText) throws -> RecognizedText? {
        guard let found = rereading.date(reading) else { return nil }
        let before = doubts(reading)
        let lines = candidateLines(of: reading).prefix(Self.maximumLines)
        guard let line = lines.first(where: { rereading.date(Self.only($0.wordIndices, of: reading)) == found })
        else { return nil }
        try Task.checkCancellation()
        let texts = rereads(of: line, in: reading)
        let alone = Self.only(line.wordIndices, of: reading)
        let dates = texts.map { rereading.date(Self.replacing(Array(alone.words.indices), with: $0, in: alone)) }
        guard texts.count == 2, let other = dates[0], dates[1] == other, other != found else { return nil }
        let changed = Self.replacing(line.wordIndices, with: texts[0], in: reading)
        return rereading.date(changed) == other && doubts(changed) <= before ? changed : nil
    }

    /// A reading of only the words at `indices`, in the same order.
    static func only(_ indices: [Int], of reading: RecognizedText) -> RecognizedText {
        var part = reading
        part.words = indices.sorted().map { reading.words[$0] }
        part.text = RecognizedText.joinedText(of: part.words)
        return part
    }

    /// One printed line: the indices of its words in the reading, and the box around them.
    struct Line {
        var wordIndices: [Int]
        var box: BoundingBox
        var page: Int
    }

    /// The OCR lines that may hold the date, as printed rows (a line's neighbours at the same height on its page
    /// join it: Tesseract reads a label and its value as two lines), labelled lines first.
    func candidateLines(of reading: RecognizedText) -> [Line] {
        var lines: [Int: [Int]] = [:]
        for (index, word) in reading.words.enumerated() { lines[word.line, default: []].append(index) }
        var candidates: [(line: Line, rank: Int)] = []
        var taken = Set<Int>()
        for lineNumber in lines.keys.sorted() {
            let indices = lines[lineNumber]!
            let text = indices.map { reading.words[$0].text }.joined(separator: " ")
            guard let rank = rereading.dateClue(text), taken.isDisjoint(with: indices) else { continue }
            let row = Self.row(around: indices, in: reading.words)
            taken.formUnion(row)
            let words = row.map { reading.words[$0] }
            guard let page = words.first?.page, page < pages.count else { continue }
            candidates.append((Line(wordIndices: row, box: Self.band(of: words.map(\.box)), page: page), rank))
        }
        // Sorting is stable: of lines with the same clue, the one printed first comes first.
        return candidates.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
            .map(\.element.line)
    }

    /// The texts Tesseract reads in the line's box as a single line: as printed, then with the print thickened
    /// (thin or dotted print falls apart into pieces read as other characters); not the line as it was read.
    private func rereads(of line: Line, in reading: RecognizedText) -> [String] {
        let page = pages[line.page]
        let turn = line.page < turns.count ? turns[line.page] : 0
        let crop = line.box.onPageAsItCame(turnedBy: turn, pageWidth: page.width, pageHeight: page.height)
        let printed = line.wordIndices.map { reading.words[$0].text }.joined(separator: " ")
        return [false, true].compactMap { thickened in
            // A crop that cannot be made (a box at the page's edge) is one line fewer, never a failed receipt.
            guard
                let reread = (try? engine.rereadLine(
                    in: page, box: crop, characters: nil, thickened: thickened, keepsSpaces: true)) ?? nil,
                reread.text != printed
            else { return nil }
            return reread.text
        }
    }

    /// The words at `indices` and every other word of the same page whose middle lies within their band.
    static func row(around indices: [Int], in words: [RecognizedWord]) -> [Int] {
        let box = band(of: indices.map { words[$0].box })
        let page = words[indices[0]].page
        return words.indices.filter { index in
            let word = words[index]
            let middle = word.box.y + word.box.height / 2
            return indices.contains(index) || word.page == page && middle > box.y && middle < box.y + box.height
        }
    }

    /// The band a line of words is printed in: as wide as all of them, as tall as their median word around their
    /// median middle. Garbled words' boxes reach into the rows above and below (a dotted rule read with the
    /// date), and a crop as tall as all of them is read as several lines at once.
    static func band(of boxes: [BoundingBox]) -> BoundingBox {
        let all = union(of: boxes)
        let height = median(boxes.map(\.height))
        let middle = median(boxes.map { $0.y + $0.height / 2 })
        return BoundingBox(x: all.x, y: middle - height / 2, width: all.width, height: height)
    }

    private static func median(_ values: [Int]) -> Int {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    static func union(of boxes: [BoundingBox]) -> BoundingBox {
        let minX = boxes.map(\.x).min() ?? 0
        let minY = boxes.map(\.y).min() ?? 0
        let maxX = boxes.map { $0.x + $0.width }.max() ?? 0
        let maxY = boxes.map { $0.y + $0.height }.max() ?? 0
        return BoundingBox(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The reading with the words at `indices` replaced by the words of `text`, spread over their box in
    /// proportion to their length, on the first word's line.
    static func replacing(_ indices: [Int], with text: String, in reading: RecognizedText) -> RecognizedText {
        let old = indices.map { reading.words[$0] }
        let box = band(of: old.map(\.box))
        let parts = text.split(separator: " ").map(String.init)
        let characters = max(1, parts.map(\.count).reduce(0, +) + parts.count - 1)
        var x = box.x
        var replacements: [RecognizedWord] = []
        for part in parts {
            let width = box.width * part.count / characters
            replacements.append(RecognizedWord(
                text: part, confidence: old.map(\.confidence).max() ?? 0,
                box: BoundingBox(x: x, y: box.y, width: width, height: box.height), page: old[0].page,
                line: old[0].line))
            x += width + box.width / characters
        }
        var words = reading.words
        for index in indices.sorted(by: >) { words.remove(at: index) }
        // No removed word stood before the first, so the replacements stand where the line began.
        words.insert(contentsOf: replacements, at: indices.min()!)
        var changed = reading
        changed.words = words
        changed.text = RecognizedText.joinedText(of: words)
        return changed
    }

    /// Beyond this many lines a reading's date is not in a line it kept; each costs two small readings at most.
    static let maximumLines = 6
}
