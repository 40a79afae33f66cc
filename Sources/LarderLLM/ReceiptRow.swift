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
    let index: Int
    let tokens: [Token]

    /// The row as printed, words separated by single spaces.
    let text: String

    /// The row in lower case with umlauts kept, for keyword tests; common OCR slips in "total" are mended.
    let folded: String

    /// The amounts of the row, left to right, with the index of the token each came from.
    let amounts: [(cents: Int, tokenIndex: Int)]

    // Text, folded text and amounts are read many times per row by every detector: worked out once here.
    init(index: Int, tokens: [Token]) {
        self.index = index
        self.tokens = tokens
        text = tokens.map(\.text).joined(separator: " ")
        folded = text.lowercased().replacing(Self.misreadTotal, with: "total")
            .replacing(Self.misreadSumme, with: "summe")
        amounts = Self.amounts(in: tokens)
    }

    /// Rows are equal when their position and words are; everything else is derived from those.
    static func == (lhs: ReceiptRow, rhs: ReceiptRow) -> Bool {
        lhs.index == rhs.index && lhs.tokens == rhs.tokens
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(index)
        hasher.combine(tokens)
    }

    // Built once: a regex literal is parsed and compiled again every time it is evaluated, which was most of
    // the offline extractor's time. Regex is not Sendable, but it is immutable once built and compiles its
    // program with an atomic swap, so sharing it across threads is safe.
    private nonisolated(unsafe) static let misreadTotal = /t[o0a][tl]a[l1!i|]/
    private nonisolated(unsafe) static let misreadSumme = /s[uo]mm[ae]/
}
