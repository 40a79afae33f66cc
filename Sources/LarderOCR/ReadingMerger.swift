import LarderCore

/// Combines two readings of one page, line by line, keeping whichever reading read each line better.
///
/// Sauvola thresholding keeps faint article lines on coloured paper; Tesseract's own thresholding
/// reads clean print with fewer broken characters. Neither wins on every line of every receipt, so
/// each printed row is taken from the reading that read more of it confidently.
enum ReadingMerger {
    /// Lines of the two readings that share at least this part of the lower line's height are the
    /// same printed row.
    static let sameRowOverlap = 0.5
    /// A row only one of the readings found is kept when its mean word confidence reaches this;
    /// weaker lone rows are mostly logo, stain and background-print noise (sroie-dev, first 30:
    /// token precision 0.765 to 0.816 at the same recall).
    static let loneRowConfidence = 50.0

    /// Merges the words of one page read twice.
    ///
    /// - Parameters:
    ///   - primary: The main reading, whose rows are kept unless the other reads them better.
    ///   - secondary: The other reading of the same page, boxes in the same coordinates.
    ///   - firstLine: The document-wide number of the page's first line.
    /// - Returns: The words in reading order, lines renumbered from `firstLine`.
    static func merge(primary: [RecognizedWord], secondary: [RecognizedWord], firstLine: Int) -> [RecognizedWord] {
        let main = Row.rows(of: primary)
        let other = Row.rows(of: secondary)
        var rivals = Array(repeating: [Row](), count: main.count)
        var lone: [Row] = []
        for row in other {
            if let index = row.bestMatch(in: main) {
                rivals[index].append(row)
            } else if row.meanConfidence >= loneRowConfidence {
                lone.append(row)
            }
        }
        var chosen: [Row] = []
        for (index, row) in main.enumerated() {
            let rival = rivals[index].sorted { $0.left < $1.left }
            if !rival.isEmpty, rival.map(\.score).reduce(0, +) > row.score {
                chosen += rival
            } else if !rival.isEmpty || row.meanConfidence >= loneRowConfidence {
                chosen.append(row)
            }
        }
        for row in lone {
            let position = chosen.firstIndex { $0.top > row.top } ?? chosen.endIndex
            chosen.insert(row, at: position)
        }
        return chosen.enumerated().flatMap { offset, row in
            row.words.map { word in
                var word = word
                word.line = firstLine + offset
                return word
            }
        }
    }
}

/// The words Tesseract put on one text line, with the extent of their boxes.
private struct Row {
    let words: [RecognizedWord]
    let top: Int
    let bottom: Int
    let left: Int
    let right: Int

    /// Characters weighted by the square of their word's confidence: an estimate of the characters
    /// read right that counts a lost word against a reading and barely counts a weak noise word for it.
    var score: Double {
        words.map { word in
            let sureness = word.confidence / 100
            return Double(word.text.count) * sureness * sureness
        }.reduce(0, +)
    }

    var meanConfidence: Double {
        words.map(\.confidence).reduce(0, +) / Double(max(1, words.count))
    }

    init(words: [RecognizedWord]) {
        self.words = words
        top = words.map(\.box.y).min() ?? 0
        bottom = words.map { $0.box.y + $0.box.height }.max() ?? 0
        left = words.map(\.box.x).min() ?? 0
        right = words.map { $0.box.x + $0.box.width }.max() ?? 0
    }

    /// Consecutive words sharing a line number form a row.
    static func rows(of words: [RecognizedWord]) -> [Row] {
        var rows: [Row] = []
        var current: [RecognizedWord] = []
        for word in words {
            if let last = current.last, last.line != word.line {
                rows.append(Row(words: current))
                current = []
            }
            current.append(word)
        }
        if !current.isEmpty { rows.append(Row(words: current)) }
        return rows
    }

    /// The index of the row in `rows` that is the same printed row as this one, if any.
    func bestMatch(in rows: [Row]) -> Int? {
        var best: (index: Int, overlap: Double)?
        for (index, row) in rows.enumerated() where row.left < right && left < row.right {
            let shared = min(bottom, row.bottom) - max(top, row.top)
            let lower = min(bottom - top, row.bottom - row.top)
            guard lower > 0 else { continue }
            let overlap = Double(shared) / Double(lower)
            if overlap >= ReadingMerger.sameRowOverlap, overlap > (best?.overlap ?? 0) {
                best = (index, overlap)
            }
        }
        return best?.index
    }
}
