/// Bag-of-words overlap between OCR output and ground-truth lines, summed over receipts (micro-average).
///
/// A token is a maximal run of letters and digits, compared upper-cased; punctuation, symbols and
/// whitespace only separate tokens. Both tools' text and the ground truth are tokenised the same way.
/// Splitting on whitespace alone would score transcription conventions instead of reading: SROIE's
/// ground truth writes `27,JALAN` and `AMT(RM)` where the print (and any OCR) shows `27, JALAN`
/// and `AMT (RM)`, and it is upper case where receipts are not.
struct TokenScore {
    private(set) var matched = 0
    private(set) var predicted = 0
    private(set) var expected = 0

    /// Adds one receipt; overlap is counted as multisets, so a repeated token matches at most as
    /// often as the ground truth has it.
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
        Substring(text.uppercased()).split { !($0.isLetter || $0.isNumber) }
    }
}
