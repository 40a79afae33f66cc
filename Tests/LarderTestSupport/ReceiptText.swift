import LarderCore

/// Test OCR output: hand-written receipt lines laid out as words with boxes, as tesseract would give them.
public enum ReceiptText {
    /// Lays out lines as OCR words: one row per line, words placed by their character column, so that
    /// amounts padded to the right form a price column as on a printed receipt.
    public static func recognized(_ lines: [String]) -> RecognizedText {
        var words: [RecognizedWord] = []
        for (lineIndex, line) in lines.enumerated() {
            var column = 0
            for piece in line.split(separator: " ", omittingEmptySubsequences: false) {
                if !piece.isEmpty {
                    let box = BoundingBox(x: column * 12, y: lineIndex * 40, width: piece.count * 12, height: 30)
                    words.append(
                        RecognizedWord(text: String(piece), confidence: 92, box: box, page: 0, line: lineIndex))
                }
                column += piece.count + 1
            }
        }
        return RecognizedText(text: lines.joined(separator: "\n"), confidence: 92, seconds: 0, pages: 1, words: words)
    }
}
