/// Token overlap between OCR output and ground-truth lines, summed over receipts (micro-average).
struct TokenScore {
    private(set) var matched = 0
    private(set) var predicted = 0
    private(set) var expected = 0

    /// Adds one receipt: both sides upper-cased and split on whitespace, overlap counted as multisets.
    mutating func add(recognized: String, truth: [String]) {
        let ocr = Self.tokens(recognized)
        let reference = Self.tokens(truth.joined(separator: "\n"))
        var counts: [Substring: Int] = [:]
        for token in reference { counts[token, default: 0] += 1 }
        for token in ocr where counts[token, default: 0] > 0 {
            counts[token]! -= 1
            matched += 1
        }
        predicted += ocr.count
        expected += reference.count
    }

    var precision: Double { predicted == 0 ? 0 : Double(matched) / Double(predicted) }
    var recall: Double { expected == 0 ? 0 : Double(matched) / Double(expected) }
    var f1: Double { precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall) }

    private static func tokens(_ text: String) -> [Substring] {
        text.uppercased().split(whereSeparator: \.isWhitespace)
    }
}
