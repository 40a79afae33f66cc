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

    /// How strongly the row's words say "this is the total" (``TotalDetector/totalKeywordWeight(_:)``).
    let totalKeywordWeight: Double?

    /// Whether Tesseract was sure of a word of three letters or more in the row. A logo or rule OCR garbled into
    /// words ("Ruvo mede", "yd os Gals Bs)") has none; a line read right has, also beside noise.
    var hasSureWord: Bool { hasSureWord(ofLetters: 3) }

    /// Whether a word of at least `letters` letters was read with at least ``sureWordConfidence``.
    func hasSureWord(ofLetters letters: Int) -> Bool {
        tokens.contains { $0.confidence >= Self.sureWordConfidence && $0.text.filter(\.isWordLetter).count >= letters }
    }

    /// The confidence (0-100) from which a word counts as sure.
    static let sureWordConfidence = 50.0

    // Text, folded text, amounts and the total keyword's weight are read many times per row by the detectors:
    // worked out once here.
    init(index: Int, tokens: [Token]) {
        self.index = index
        self.tokens = tokens
        text = tokens.map(\.text).joined(separator: " ")
        folded = Self.mended(text.lowercased())
        amounts = Self.amounts(in: tokens)
        totalKeywordWeight = TotalDetector.totalKeywordWeight(folded)
    }

    /// Rows are equal when their position and words are; everything else is derived from those.
    static func == (lhs: ReceiptRow, rhs: ReceiptRow) -> Bool {
        lhs.index == rhs.index && lhs.tokens == rhs.tokens
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(index)
        hasher.combine(tokens)
    }

    /// Lower-case text with misread "total" and "summe" mended; each pattern runs only on a row whose bytes
    /// could hold it (the rare row), as the regex engine is slow to find that most rows cannot.
    private static func mended(_ lower: String) -> String {
        var mended = lower
        if hasShape(mended, ["t", "o0a", "tl", "a", "l1!i|"]) { mended = mended.replacing(misreadTotal, with: "total") }
        if hasShape(mended, ["s", "uo", "m", "m", "ae"]) { mended = mended.replacing(misreadSumme, with: "summe") }
        return mended
    }

    /// Whether some run of bytes takes, one after another, a byte from each of the ASCII sets: a necessary
    /// condition for a pattern of single ASCII characters from those sets.
    private static func hasShape(_ text: String, _ sets: [StaticString]) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= sets.count else { return false }
        return (0...(bytes.count - sets.count)).contains { start in
            sets.indices.allSatisfy { offset in
                UnsafeBufferPointer(start: sets[offset].utf8Start, count: sets[offset].utf8CodeUnitCount)
                    .contains(bytes[start + offset])
            }
        }
    }

    // Built once: a regex literal is parsed and compiled again every time it is evaluated, which was most of
    // the offline extractor's time. Regex is not Sendable, but it is immutable once built and compiles its
    // program with an atomic swap, so sharing it across threads is safe.
    private nonisolated(unsafe) static let misreadTotal = /t[o0a][tl]a[l1!i|]/
    private nonisolated(unsafe) static let misreadSumme = /s[uo]mm[ae]/
}
