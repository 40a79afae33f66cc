import Foundation

/// Undoes what OCR typically does to the numbers of a nutrition table, before they are read.
///
/// A 9 glued to a number ("4,59", "629") may be a real digit or the unit g; that is not undone here but chosen
/// by the label's arithmetic (see ``LabelReadingChoice``).
///
/// Only for gram rows: energy rows have no unit after each number ("(kJ/kcal) 1.559/372"), where the same
/// fixes would break correct text.
enum LabelOCRSlips {
    private static let fixes: [(NSRegularExpression?, String)] = [
        // "0O,1 g": a letter O among digits is a zero.
        (try? NSRegularExpression(pattern: #"(?<=\d)o|o(?=[.,]\d)"#), "0"),
        // "5.lg", "l.1 g": a letter l beside a decimal separator is a one.
        (try? NSRegularExpression(pattern: #"(?<=\d[.,])[li|]|(?<![a-z])l(?=[.,]\d)"#), "1"),
        // "2,8 9": a lone 9 after a number is the unit g.
        (try? NSRegularExpression(pattern: #"(\d)\s+9(?![\d.,%])"#), "$1 g"),
    ]

    /// The line with the slips undone.
    /// - Parameter line: One lowercased line of a gram row, e.g. "fett 4,59 1,89".
    static func corrected(_ line: String) -> String {
        fixes.reduce(line) { text, fix in
            guard let pattern = fix.0 else { return text }
            return pattern.stringByReplacingMatches(
                in: text, range: NSRange(text.startIndex..., in: text), withTemplate: fix.1
            )
        }
    }
}
