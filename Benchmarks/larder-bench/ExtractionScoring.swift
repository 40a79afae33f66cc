import Foundation
import LarderCore

/// How the extraction benchmark compares a reading with the ground truth.
enum ExtractionScoring {
    /// Letters and digits only, lower-cased: "ACME (KL) SDN BHD" → "acmeklsdnbhd".
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

/// One field's tally and its failures, for the whole set and for each half of it (issue 15: tune on one half,
/// check on the other, so both are always printed).
struct ExtractionFieldScore {
    var name: String
    var correct = 0
    var total = 0
    var failures: [String] = []
    private var halves: [DevelopmentHalf: (correct: Int, total: Int)] = [:]

    init(name: String) {
        self.name = name
    }

    mutating func record(half: DevelopmentHalf, _ isCorrect: Bool, _ failure: @autoclosure () -> String) {
        total += 1
        halves[half, default: (0, 0)].total += 1
        if isCorrect {
            correct += 1
            halves[half, default: (0, 0)].correct += 1
        } else {
            failures.append(failure())
        }
    }

    var line: String {
        func share(_ correct: Int, _ total: Int) -> String {
            let percent = total == 0 ? 0 : Double(correct) * 100 / Double(total)
            return "\(correct)/\(total) (\(String(format: "%.1f", percent))%)"
        }
        let parts = DevelopmentHalf.allCases.compactMap { half in
            halves[half].map { "\(half.rawValue) half \(share($0.correct, $0.total))" }
        }
        return "\(name): \(share(correct, total))" + (parts.isEmpty ? "" : "; " + parts.joined(separator: ", "))
    }
}
