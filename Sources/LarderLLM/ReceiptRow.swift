import LarderCore

/// One printed row of a receipt: the words that share a baseline, left to right.
///
/// Tesseract sometimes splits a row into two "lines" (a name column and a price column); rows
/// rejoin them by their vertical position, so an amount belongs to the name printed beside it.
struct ReceiptRow: Sendable, Hashable {
    /// A word of the row with its horizontal extent.
    struct Token: Sendable, Hashable {
        var text: String
        var minX: Int
        var maxX: Int
        var confidence: Double
    }

    /// Zero-based position of the row in reading order.
    var index: Int
    var tokens: [Token]

    /// The row as printed, words separated by single spaces.
    var text: String { tokens.map(\.text).joined(separator: " ") }

    /// The row in lower case with umlauts kept, for keyword tests; common OCR slips in "total" are mended.
    var folded: String {
        text.lowercased().replacing(Self.misreadTotal, with: "total").replacing(Self.misreadSumme, with: "summe")
    }

    // Built once: a regex literal is parsed and compiled again every time it is evaluated, which was most of
    // the offline extractor's time. Regex is not Sendable, but it is immutable once built and compiles its
    // program with an atomic swap, so sharing it across threads is safe.
    private nonisolated(unsafe) static let misreadTotal = /t[o0a][tl]a[l1!i|]/
    private nonisolated(unsafe) static let misreadSumme = /s[uo]mm[ae]/
}
