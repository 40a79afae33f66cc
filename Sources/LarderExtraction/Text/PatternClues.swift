/// Necessary conditions of the offline extractor's row patterns, read from a few UTF-8 bytes.
///
/// Most rows cannot match most patterns, and the regex engine is slow to find that out (it tries every
/// start). A pattern runs only where its clue is; there it still decides. A pattern's `\d` matches any
/// character that is a number, outside ASCII too, so a byte from 0x80 up always counts as a possible digit.
enum PatternClues {
    /// Whether the text holds `x`, `*` or `×`, the signs of `[x*×]`.
    static func hasTimesSign(_ text: String) -> Bool {
        text.hasBytes("x") || text.hasBytes("*") || text.hasBytes("×")
    }

    /// Whether the first character may be a digit, as `^\d` needs.
    static func mayStartWithDigit(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        return isDigit(first)
    }

    /// Whether the last character may be a digit, as `\d$` needs; `$` also matches before a final line break.
    static func mayEndWithDigit(_ text: String) -> Bool {
        guard let last = text.utf8.last else { return false }
        return isDigit(last) || (0x0A...0x0D).contains(last)
    }

    /// Whether the text starts like `\d[.,]`: a weighing's kilograms (`0,512 kg`).
    static func mayStartWithDecimal(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), isDigit(first) else { return false }
        guard first < 0x80 else { return true }
        guard let second = bytes.next() else { return false }
        return second == UInt8(ascii: ".") || second == UInt8(ascii: ",")
    }

    /// An ASCII digit, or a byte of a character outside ASCII, which may be a number.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte >= 0x80
    }
}
