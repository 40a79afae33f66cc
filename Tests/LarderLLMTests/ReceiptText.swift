import Foundation
import LarderCore
import LarderLLM
import Testing

/// Test OCR output: hand-written receipt lines laid out as words with boxes, or a real fixture.
enum ReceiptText {
    /// Lays out lines as OCR words: one row per line, words placed by their character column, so that
    /// amounts padded to the right form a price column as on a printed receipt.
    static func recognized(_ lines: [String]) -> RecognizedText {
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

    /// What the offline backend reads from receipt lines laid out as by ``recognized(_:)``.
    static func extracted(_ lines: [String]) async throws -> ExtractedReceipt {
        try await OfflineLLMService().extractReceipt(from: recognized(lines))
    }

    /// A real tesseract reading stored under `Fixtures/`.
    static func fixture(_ name: String) throws -> RecognizedText {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(RecognizedText.self, from: Data(contentsOf: url))
    }
}
