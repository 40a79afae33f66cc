/// Which of the date parser's patterns could match a piece of text, from one pass over its UTF-8 bytes.
///
/// Most receipt rows hold no date, yet running the six date patterns over each was a third of the offline
/// extractor's time. Each clue is a necessary condition of its pattern, so a pattern whose clue is missing
/// cannot match and is skipped; when the clue is there the pattern itself still decides.
///
/// A pattern's `\d` matches any character that is a number, which may be outside ASCII, and a letter class
/// such as `[a-zäé]` holds letters outside ASCII: so every byte from 0x80 up counts as a possible digit and
/// a possible letter. A character's bytes are consecutive, so a run of N such characters is a run of at
/// least N such bytes.
struct DateClues {
    /// Four digits followed by `-`, `.` or `/`: a year printed first (`2018-01-06`).
    private(set) var hasYearFirst = false
    /// A digit, `.`, `/` or `-`, a digit, each separator optionally between spaces: `07.04.20`, `29 - 12`.
    private(set) var hasNumericDate = false
    /// A digit, `:`, then a digit from 0 to 5: a time of day (`12:05`).
    private(set) var hasTimeOfDay = false
    /// "dat" or "tarikh" in any case: a labelled date (`Date: 1010312018`).
    private(set) var hasLabel = false
    /// A digit, then after spaces or `.-/` at least three letters: a month named after the day (`10 MAR 18`).
    private(set) var hasDayThenWord = false
    /// Four digits in a row: the year of a month named first (`Mar 10, 2018`).
    private(set) var hasFourDigits = false

    init(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.append(0)  // a sentinel: no clue needs a byte past the end
        var digitRun = 0
        for index in 0..<(bytes.count - 1) {
            let byte = bytes[index]
            digitRun = Self.isDigit(byte) ? digitRun + 1 : 0
            if digitRun >= 4 {
                hasFourDigits = true
                if Self.isDateSeparator(bytes[index + 1]) { hasYearFirst = true }
            }
            if Self.isDateSeparator(byte), Self.hasDigit(in: bytes, before: index),
                Self.hasDigit(in: bytes, after: index)
            {
                hasNumericDate = true
            }
            let next = bytes[index + 1]
            if byte == UInt8(ascii: ":"), index > 0, Self.isDigit(bytes[index - 1]),
                next >= UInt8(ascii: "0") && next <= UInt8(ascii: "5") || next >= 0x80
            {
                hasTimeOfDay = true
            }
            if !hasDayThenWord, Self.isDigit(byte), Self.hasWord(in: bytes, after: index) { hasDayThenWord = true }
        }
        hasLabel = Self.contains(bytes, "dat") || Self.contains(bytes, "tarikh")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte >= 0x80
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z") || byte >= 0x80
    }

    private static func isDateSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "-")
    }

    /// A digit just before `index`, or before one space there.
    private static func hasDigit(in bytes: [UInt8], before index: Int) -> Bool {
        guard index > 0 else { return false }
        if isDigit(bytes[index - 1]) { return true }
        return bytes[index - 1] == UInt8(ascii: " ") && index > 1 && isDigit(bytes[index - 2])
    }

    /// A digit just after `index`, or after one space there (the sentinel ends the text).
    private static func hasDigit(in bytes: [UInt8], after index: Int) -> Bool {
        if isDigit(bytes[index + 1]) { return true }
        return bytes[index + 1] == UInt8(ascii: " ") && index + 2 < bytes.count && isDigit(bytes[index + 2])
    }

    /// Three letters after `index`, past any spaces and `.-/` (the sentinel stops both loops).
    private static func hasWord(in bytes: [UInt8], after index: Int) -> Bool {
        var next = index + 1
        while bytes[next] == UInt8(ascii: " ") || isDateSeparator(bytes[next]) { next += 1 }
        var letters = 0
        while letters < 3, isLetter(bytes[next]) {
            letters += 1
            next += 1
        }
        return letters == 3
    }

    /// Whether the ASCII word occurs in any case: a lower-case regex over lowercased text needs it.
    private static func contains(_ bytes: [UInt8], _ word: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count > pattern.count else { return false }
        for start in 0..<(bytes.count - pattern.count) {
            var offset = 0
            while offset < pattern.count,
                bytes[start + offset] | 0x20 == pattern[offset] || bytes[start + offset] >= 0x80
            {
                offset += 1
            }
            if offset == pattern.count { return true }
        }
        return false
    }
}
