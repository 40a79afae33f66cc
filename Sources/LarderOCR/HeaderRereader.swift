import LarderCore

/// Reads a receipt's first lines again, each on its own, and takes a line's re-read when two of its three
/// re-reads (as printed, smoothed, thickened) agree and the page's reading does not: the shop's name and address
/// are printed in large or spaced letters that a whole-page reading misreads one letter at a time (`HOMME MASTER`
/// for `HOME MASTER`, `SIN BHD` for `SDN BHD`). Nothing on a receipt adds up to a name, so two readings against
/// one are the referee; the receipt's own doubts and date must not change.
struct HeaderRereader {
    let engine: TesseractEngine
    let pages: [LeptonicaImage]
    /// Degrees each page was turned by to straighten it; the reading's boxes lie in the straightened pages.
    let turns: [Double]
    /// What looks wrong in a reading (``OCRConfiguration/readingDoubts``), which the new lines must not raise.
    let doubts: (@Sendable (RecognizedText) -> Int)?
    /// The date a reading holds, which the new lines must not change.
    let date: (@Sendable (RecognizedText) -> ReceiptDate?)?
    /// Whether a line's agreed re-read is taken only where it differs from the line in capitals of vertical strokes
    /// alone (``LookAlikes/strokeLetters``: `TKANO` for `IKANO`), for a second model that settles those letters, not
    /// one that reads the line anew: the Latin model reads a slab-serif `I` that English reads as `T`, but reads `BHD`
    /// as `BMD` or `BHO` and `CO.` as `C0.` where English is right.
    var takesStrokeLettersOnly = false

    /// The reading with its first lines replaced where two re-reads agree on another text, or `nil` when none
    /// is.
    func checked(_ reading: RecognizedText) throws -> RecognizedText? {
        var agreed: [(line: ReadingLine, text: String)] = []
        for line in headerLines(of: reading) {
            try Task.checkCancellation()
            let printed = line.text(in: reading)
            // A second model may change only capitals of vertical strokes: a line without one is not read again.
            if takesStrokeLettersOnly && !printed.contains(where: LookAlikes.strokeLetters.contains) { continue }
            // A sign the page did not read (`D.I.¥.` for `D.I.Y.`) is how two crops misread the same letter.
            guard let text = engine.agreedReread(of: line, pages: pages, turns: turns, printed: printed),
                Self.signs(in: text) <= Self.signs(in: printed),
                !takesStrokeLettersOnly || Self.differsInStrokeLettersOnly(printed, text)
            else { continue }
            agreed.append((line, text))
        }
        guard !agreed.isEmpty else { return nil }
        let changed = ReadingLine.replacing(agreed, in: reading)
        if let doubts, doubts(changed) > doubts(reading) { return nil }
        if let date, date(changed) != date(reading) { return nil }
        return changed
    }

    /// The first page's first lines that hold a word of three letters (a shop's name, its address), as printed,
    /// above the first line with an amount: a page that starts with articles (a PDF's second page) has no header.
    func headerLines(of reading: RecognizedText) -> [ReadingLine] {
        var lines: [ReadingLine] = []
        var taken = Set<Int>()
        for (_, indices) in ReadingLine.ocrLines(of: reading) where lines.count < Self.maximumLines {
            guard reading.words[indices[0]].page == 0 else { continue }
            if indices.contains(where: { AmountRereader.looksLikeAmount(reading.words[$0].text) }) { break }
            guard indices.contains(where: { reading.words[$0].text.filter(\.isLetter).count >= 3 }) else { continue }
            let line = ReadingLine(around: indices, in: reading.words)
            // Lines are replaced together and must not share a word.
            guard taken.isDisjoint(with: line.wordIndices), line.page < pages.count else { continue }
            taken.formUnion(line.wordIndices)
            lines.append(line)
        }
        return lines
    }

    /// How many characters of a text are neither letters, digits, spaces nor the punctuation of names and
    /// addresses (`¥`, `©`, `®`, `§`, `|`).
    static func signs(in text: String) -> Int {
        text.count { !($0.isLetter || $0.isNumber || $0.isWhitespace || ".,:;&()-/'+#@*%!\"".contains($0)) }
    }

    /// Whether `read` differs from `printed`, and only where both have a capital of vertical strokes.
    static func differsInStrokeLettersOnly(_ printed: String, _ read: String) -> Bool {
        guard let slips = LookAlikes.slips(from: printed, to: read), !slips.isEmpty else { return false }
        return slips.allSatisfy {
            LookAlikes.strokeLetters.contains($0.from) && LookAlikes.strokeLetters.contains($0.to)
        }
    }

    /// The name and the first lines of the address; each costs two or three small readings.
    static let maximumLines = 3
}
