import LarderCore

extension ReceiptReader {
    /// The purchase date the reading of `ocr` finds, `nil` for none: what ``LarderOCR/DateRereader`` mends.
    public static func date(in ocr: RecognizedText) -> ReceiptDate? {
        ReceiptDateParser.date(in: ReceiptLayout.rows(of: ocr))
    }

    /// How strongly a line of OCR text says it may hold the purchase date, read garbled: `0` for a date label
    /// (`Date`, `Datum`, `Tarikh`, also misread as `Datemmig?`), `1` for a time of day (tills stamp the date
    /// beside it), `2` for digits between date separators (`3/2018`, `08-03- 7`) or eight digits that make a
    /// day, month and year (`27032018`); `nil` for a line with no such sign, or with no digit at all.
    public static func dateClue(in line: String) -> Int? {
        guard line.contains(where: \.isNumber) else { return nil }
        let lower = line.lowercased()
        if lower.contains("dat") || lower.contains("tarikh") { return 0 }
        if lower.contains(Self.timeOfDay) { return 1 }
        if lower.contains(Self.separatedDigits) || lower.contains(Self.runTogetherDate) { return 2 }
        return nil
    }

    // Built once: a regex literal is compiled again every time it is evaluated. Immutable once built.
    private nonisolated(unsafe) static let timeOfDay = /\d:[0-5]\d/
    /// A slash or dash between digits, as dates print them and prices never do.
    private nonisolated(unsafe) static let separatedDigits = /\d ?[\/-] ?\d/
    private nonisolated(unsafe) static let runTogetherDate = /(?:^|\D)[0-3]\d[01]\d(?:19|20)\d\d(?!\d)/
}
