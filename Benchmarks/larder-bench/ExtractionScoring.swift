import Foundation
import LarderCore

/// How the extraction benchmark compares a reading with the ground truth.
enum ExtractionScoring {
    /// Letters and digits only, lower-cased: "BOOK TA .K (TAMAN DAYA) SDN BHD" → "booktaktamandayasdnbhd".
    static func fold(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// A printed amount as cents: "RM9.00", "$ 60.30", "24,23".
    static func cents(_ text: String) -> Int? {
        let digits = text.filter { $0.isNumber || $0 == "." || $0 == "," }.replacingOccurrences(of: ",", with: ".")
        return Double(digits).map(Money.cents(fromAmount:))
    }

    /// A printed date as a calendar date, read with the same rules as receipts.
    static func date(_ text: String) -> ReceiptDate? {
        ExtractionDateReading.date(in: text)
    }
}

/// One field's tally and its failures.
struct ExtractionFieldScore {
    var name: String
    var correct = 0
    var total = 0
    var failures: [String] = []

    mutating func record(_ isCorrect: Bool, _ failure: @autoclosure () -> String) {
        total += 1
        if isCorrect { correct += 1 } else { failures.append(failure()) }
    }

    var line: String {
        let percent = total == 0 ? 0 : Double(correct) * 100 / Double(total)
        return "\(name): \(correct)/\(total) (\(String(format: "%.1f", percent))%)"
    }
}
