import Foundation

/// Finds a money amount in OCR text, comparing as numbers (`9.00` = `9,00`, `RM9.00` = `9.00`).
enum AmountMatcher {
    /// Cents of a ground-truth total such as `"RM 9.00"`, `"$1,234.50"` or `"19.90"`.
    static func cents(of total: String) -> Int? {
        let kept = total.filter { $0.isNumber || $0 == "." || $0 == "," }
        guard let value = parse(kept) else { return nil }
        return value
    }

    /// Whether an amount of `cents` is printed anywhere in `text`.
    static func text(_ text: String, contains cents: Int) -> Bool {
        let pattern = /\d+(?:[.,]\d{3})*[.,]\d{2}(?!\d)/
        return text.matches(of: pattern).contains { parse(String($0.output)) == cents }
    }

    /// Parses digits with `.` or `,` as separators; the last separator followed by two digits is the
    /// decimal point, the others group thousands.
    private static func parse(_ number: String) -> Int? {
        guard !number.isEmpty else { return nil }
        let parts = number.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "," })
        if parts.count > 1, parts.last!.count == 2 {
            return Int(parts.dropLast().joined()).map { $0 * 100 + Int(parts.last!)! }
        }
        return Int(parts.joined()).map { $0 * 100 }
    }
}
