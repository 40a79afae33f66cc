import Foundation
import LarderCore

/// SROIE's ground-truth OCR (`box/NNN.csv`) as `RecognizedText`: measures extraction with perfect reading.
///
/// Each transcript line becomes one OCR line; its words get boxes that share the line's width by length.
/// For other images (german-dev has no boxes) it defers to `fallback`.
struct ExtractionTranscriptBoxSource: ExtractionTextSource {
    var fallback: any ExtractionTextSource

    func recognizedText(forImageAt path: String) async throws -> RecognizedText {
        let image = URL(fileURLWithPath: path)
        let name = image.deletingPathExtension().lastPathComponent + ".csv"
        let boxFile = image.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("box").appendingPathComponent(name)
        guard let data = try? Data(contentsOf: boxFile) else {
            return try await fallback.recognizedText(forImageAt: path)
        }
        var words: [RecognizedWord] = []
        var lines: [String] = []
        for row in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let fields = row.split(separator: ",", maxSplits: 8, omittingEmptySubsequences: false)
            guard fields.count == 9 else { continue }
            let numbers = fields.prefix(8).compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count == 8 else { continue }
            let xs = [numbers[0], numbers[2], numbers[4], numbers[6]]
            let ys = [numbers[1], numbers[3], numbers[5], numbers[7]]
            let minX = xs.min()!, minY = ys.min()!
            let width = max(1, xs.max()! - minX), height = max(1, ys.max()! - minY)
            let transcript = String(fields[8])
            let line = lines.count
            lines.append(transcript)
            var offset = 0
            let length = max(1, transcript.count)
            for piece in transcript.split(separator: " ", omittingEmptySubsequences: false) {
                defer { offset += piece.count + 1 }
                guard !piece.isEmpty else { continue }
                let box = BoundingBox(
                    x: minX + width * offset / length, y: minY, width: max(1, width * piece.count / length),
                    height: height)
                words.append(RecognizedWord(text: String(piece), confidence: 95, box: box, page: 0, line: line))
            }
        }
        return RecognizedText(text: lines.joined(separator: "\n"), confidence: 95, seconds: 0, pages: 1, words: words)
    }
}
