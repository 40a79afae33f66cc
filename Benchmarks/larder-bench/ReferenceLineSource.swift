import Foundation
import LarderCore

/// Reads german-dev scans from AWS Textract's lines (`german-dev/textract/NAME.lines.json`) instead of OCR,
/// so that extraction can be measured apart from what Larder's OCR loses.
///
/// Textract gives lines with boxes as fractions of the page; each becomes one OCR line whose words share
/// the line's box in proportion to their characters, in the pixels of the scan.
struct ReferenceLineSource: ExtractionTextSource {
    private struct Line: Decodable {
        var text: String
        var confidence: Double
        var left: Double
        var top: Double
        var width: Double
        var height: Double
    }

    func recognizedText(forImageAt path: String) async throws -> RecognizedText {
        let image = URL(fileURLWithPath: path)
        let name = image.deletingPathExtension().lastPathComponent
        let linesFile = image.deletingLastPathComponent().appendingPathComponent("textract/\(name).lines.json")
        let lines = try JSONDecoder().decode([Line].self, from: Data(contentsOf: linesFile))
        guard let size = JPEGSize.of(fileAt: image) else {
            throw BenchmarkError("cannot read the size of \(path)")
        }
        var words: [RecognizedWord] = []
        for (index, line) in lines.enumerated() {
            let x = line.left * Double(size.width)
            let width = line.width * Double(size.width)
            let box = (y: Int(line.top * Double(size.height)), height: Int(line.height * Double(size.height)))
            let characters = Double(max(line.text.count, 1))
            var offset = 0
            for piece in line.text.split(separator: " ", omittingEmptySubsequences: false) {
                defer { offset += piece.count + 1 }
                guard !piece.isEmpty else { continue }
                let start = x + width * Double(offset) / characters
                let span = width * Double(piece.count) / characters
                words.append(
                    RecognizedWord(
                        text: String(piece), confidence: line.confidence,
                        box: BoundingBox(x: Int(start), y: box.y, width: max(1, Int(span)), height: box.height),
                        page: 0, line: index))
            }
        }
        let confidence = lines.isEmpty ? 0 : lines.map(\.confidence).reduce(0, +) / Double(lines.count)
        return RecognizedText(
            text: lines.map(\.text).joined(separator: "\n"), confidence: confidence, seconds: 0, pages: 1,
            words: words)
    }
}

/// The pixel size of a JPEG, read from its start-of-frame segment.
enum JPEGSize {
    static func of(fileAt url: URL) -> (width: Int, height: Int)? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        let bytes = [UInt8](data)
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            // SOF0 to SOF15 carry the size, except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return (width, height)
            }
            index += 2 + length
        }
        return nil
    }
}
