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
/// its line agree on another, or else all three of its re-reads in a second model (``settled(_:in:)``). A date no
/// line shows may still be found in a smoothed reading of the whole page (``dated(_:from:)``).
struct DateRereader {
    let engine: TesseractEngine
    let pages: [LeptonicaImage]
    /// Degrees each page was turned by to straighten it; the reading's boxes lie in the straightened pages.
    let turns: [Double]
    let rereading: OCRConfiguration.DateRereading
    /// What looks wrong in a reading, the referee of every re-read (``OCRConfiguration/readingDoubts``).
    let doubts: @Sendable (RecognizedText) -> Int

    /// The reading with a line re-read so that its missing date is found, or with its date's line re-read to a date
    /// both re-reads agree on; `nil` when neither changes it.
    func mended(_ reading: RecognizedText) throws -> RecognizedText? {
        if let found = rereading.date(reading) { return try checked(found, in: reading) }
        return try dated(reading)
    }

    /// The reading, which has no date, with one line re-read so that its date is found, or `nil` when no re-read
    /// finds one.
    func dated(_ reading: RecognizedText) throws -> RecognizedText? {
        let before = doubts(reading)
        for line in candidateLines(of: reading).prefix(Self.maximumLines) {
            try Task.checkCancellation()
            for text in engine.rereads(of: line, pages: pages, turns: turns, printed: line.text(in: reading)) {
                let changed = line.replaced(with: text, in: reading)
                if rereading.date(changed) != nil, doubts(changed) < before { return changed }
            }
        }
        return nil
    }

    /// The reading, which has no date, with the line where `smoothed` (the same pages read smoothed) found one put in
    /// place of the words it read there; `nil` when the smoothed reading finds no date, the reading has no words
    /// there, or the change does not lower its doubts. A smoothed page reads thin print that the plain reading and
    /// the re-reads of its line both garbled (`Date a 03- 2018` for `Date : 19-03-2018`).
    func dated(_ reading: RecognizedText, from smoothed: RecognizedText) -> RecognizedText? {
        let before = doubts(reading)
        for line in candidateLines(of: smoothed) where rereading.date(line.alone(in: smoothed)) != nil {
            let band = line.box
            let there = reading.words.indices.filter { index in
                let word = reading.words[index]
                let middle = word.box.y + word.box.height / 2
                return word.page == line.page && middle > band.y && middle < band.y + band.height
            }
            guard !there.isEmpty else { continue }
            let changed = ReadingLine(around: there, in: reading.words).replaced(
                with: line.text(in: smoothed), in: reading)
            if rereading.date(changed) != nil, doubts(changed) < before { return changed }
        }
        return nil
    }

    /// The reading with the line of its date `found` replaced when both re-reads of that line agree on another
    /// date, `nil` when they do not outvote it. A digit misread in a date (`20/03/2013` for `20/03/2018`) leaves a
    /// date all the same, so nothing else says it is wrong: two readings against one do.
    func checked(_ found: ReceiptDate, in reading: RecognizedText) throws -> RecognizedText? {
        guard let line = line(of: found, in: reading) else { return nil }
        try Task.checkCancellation()
        let texts = engine.rereads(of: line, pages: pages, turns: turns, printed: line.text(in: reading))
        let dates = texts.map { rereading.date(line.alone(with: $0, in: reading)) }
        guard texts.count == 2, let other = dates[0], dates[1] == other, other != found else { return nil }
        return replacing(line, with: texts[0], dated: other, in: reading)
    }

    /// The reading with the line of its date `found` replaced when all three of its re-reads in `secondEngine` (the
    /// second model, once ``checked(_:in:)`` did not outvote the date) agree on another date, `nil` when they do not.
    /// Latin reads some tills' digits that English misreads, and misreads others as surely (sroie-dev 100's `2017` as
    /// `2011`): a date is taken from it only when no treatment of the line says otherwise (sroie-dev's `24/12/2018`
    /// for `25/12/2018`), and the vote ends at the first re-read that does not show that date, most often the first.
    func settled(
        _ found: ReceiptDate, in reading: RecognizedText, by secondEngine: TesseractEngine
    ) throws -> RecognizedText? {
        guard let line = line(of: found, in: reading) else { return nil }
        try Task.checkCancellation()
        var other: ReceiptDate?
        let texts = secondEngine.rereads(of: line, pages: pages, turns: turns) { text in
            guard let date = rereading.date(line.alone(with: text, in: reading)), date != found,
                other == nil || other == date
            else { return false }
            other = date
            return true
        }
        guard texts.count == 3, let other else { return nil }
        return replacing(line, with: texts[0], dated: other, in: reading)
    }

    /// The candidate line that holds the date `found`, `nil` when none does.
    private func line(of found: ReceiptDate, in reading: RecognizedText) -> ReadingLine? {
        candidateLines(of: reading).prefix(Self.maximumLines).first { rereading.date($0.alone(in: reading)) == found }
    }

    /// The reading with `line` read as `text`, when that gives it the date `other` and no more doubts; else `nil`.
    private func replacing(
        _ line: ReadingLine, with text: String, dated other: ReceiptDate, in reading: RecognizedText
    ) -> RecognizedText? {
        let changed = line.replaced(with: text, in: reading)
        return rereading.date(changed) == other && doubts(changed) <= doubts(reading) ? changed : nil
    }

    /// The OCR lines that may hold the date, as printed rows, labelled lines first.
    func candidateLines(of reading: RecognizedText) -> [ReadingLine] {
        var candidates: [(line: ReadingLine, rank: Int)] = []
        var taken = Set<Int>()
        for (_, indices) in ReadingLine.ocrLines(of: reading) {
            let text = indices.map { reading.words[$0].text }.joined(separator: " ")
            guard let rank = rereading.dateClue(text), taken.isDisjoint(with: indices) else { continue }
            let line = ReadingLine(around: indices, in: reading.words)
            taken.formUnion(line.wordIndices)
            guard line.page < pages.count else { continue }
            candidates.append((line, rank))
        }
        // Sorting is stable: of lines with the same clue, the one printed first comes first.
        return candidates.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
            .map(\.element.line)
    }

    /// Beyond this many lines a reading's date is not in a line it kept; each costs two small readings at most (a
    /// found date's line up to three more in the second model).
    static let maximumLines = 6
}
