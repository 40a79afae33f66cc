import Foundation

/// Reads money amounts as receipts print them: `1,29`, `1.29`, `-0,50`, `0,50-`, `RM9.00`, `1.234,56`.
enum AmountParser {
    /// The amount in cents that a single token shows, or `nil` when the token is not an amount.
    ///
    /// A trailing tax-class letter glued to the amount (`1,99A`) and stray brackets are tolerated;
    /// percentages (`7,00%`) and numbers without exactly two decimals are not amounts.
    static func cents(in token: String) -> Int? {
        // Most tokens are words: an amount needs a digit (any byte from 0x80 may be one) and a `.` or `,`.
        guard token.utf8.contains(where: PatternClues.isDigit),
            token.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ",") })
        else { return nil }
        var text = token.trimmingCharacters(in: CharacterSet(charactersIn: "()[]:;'\"*|"))
        while text.hasSuffix(".") || text.hasSuffix(",") { text.removeLast() }
        // German tills print the tax class after a multiplication mark, and OCR glues it on: "2,42xB", "0,25*C",
        // "4.99x%". The mark and the class go; a bare percentage ("7,00%") is still no amount.
        text = withoutMarkedTaxClass(text)
        if text.hasSuffix("%") { return nil }
        for prefix in ["RM", "EUR", "€", "$", "£", "MYR"] where text.uppercased().hasPrefix(prefix) {
            text = String(text.dropFirst(prefix.count))
            text = withOnesMended(text)
        }
        if text.hasSuffix("€") { text = String(text.dropLast()) }
        var isNegative = false
        if text.hasPrefix("-") {
            isNegative = true
            text.removeFirst()
        } else if text.hasSuffix("-") {
            isNegative = true
            text.removeLast()
        }
        // The sign may come before the currency: "-£0.20".
        if isNegative, let symbol = text.first, "£$€".contains(symbol) { text.removeFirst() }
        text = withoutSeparatedTaxClass(text)
        // A single tax-class letter or digit-free mark glued after the cents: "1,99A", "2,04*".
        if let last = text.last, last.isWordLetter || last == "*", text.count >= 5 {
            text.removeLast()
            // A German return's trailing minus with its tax class glued on: "0,75-B"; not a size ("0,33-L").
            if !isNegative, text.hasSuffix("-"), "ABCDabcd".contains(last) {
                isNegative = true
                text.removeLast()
            }
        }
        guard let parts = units(of: text), let whole = Int(parts.units), let fraction = Int(parts.fraction) else {
            return nil
        }
        let cents = whole * 100 + fraction
        return isNegative ? -cents : cents
    }

    /// The cents of an amount OCR read as two words, its decimal mark lost to a space (`10 00`, `0 66`): units of one to
    /// `maxUnitDigits` digits, then two digits; `nil` for any other pair of words.
    static func centsSplitAtDecimalMark(units: String, cents: String, maxUnitDigits: Int) -> Int? {
        guard (1...maxUnitDigits).contains(units.count), cents.count == 2, isDigits(units), isDigits(cents) else {
            return nil
        }
        return Int(units + cents)
    }

    /// Whether `text` is one or more ASCII digits.
    static func isDigits(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// An amount after a currency sign with its ones read as letters (`RMI1.40`, `RMi.25`) as digits: after the sign
    /// only a number can follow, and OCR reads a till's narrow `1` as `I`, `l` or `i` beside it (a word glued to the
    /// sign stays no amount all the same: it has other letters). Not `|`, which is as often a table's rule glued to the
    /// sign (`RM|12.50`) and would make the amount ten times too large.
    private static func withOnesMended(_ text: String) -> String {
        String(text.map { "Iil".contains($0) ? "1" : $0 })
    }

    /// The text without a tax class glued on after a `x` or `*` mark (`2,42xB` gives `2,42`), or unchanged.
    private static func withoutMarkedTaxClass(_ text: String) -> String {
        let characters = Array(text)
        guard characters.count >= 6, let taxClass = characters.last, taxClass.isWordLetter || taxClass == "%",
            "xX*".contains(characters[characters.count - 2]), characters[characters.count - 3].isNumber
        else { return text }
        return String(characters.dropLast(2))
    }

    /// The text without a tax class that the space before it became a separator for (`29,98.1` and `14,99,A` give
    /// the amount), or unchanged. A class letter after two decimals is never part of a number; a class digit is
    /// taken only after a separator of the other kind (`29,98.1`), since `12.03.2` is a date and `1.23.4` a version.
    private static func withoutSeparatedTaxClass(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let count = bytes.count
        guard count >= 6, isSeparator(bytes[count - 2]), isSeparator(bytes[count - 5]), isASCIIDigit(bytes[count - 4]),
            isASCIIDigit(bytes[count - 3])
        else { return text }
        let mark = bytes[count - 1]
        let isLetter = (mark | 0x20) >= UInt8(ascii: "a") && (mark | 0x20) <= UInt8(ascii: "z")
        guard isLetter || isASCIIDigit(mark) && bytes[count - 2] != bytes[count - 5] else { return text }
        return String(text.dropLast(2))
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isSeparator(_ byte: UInt8) -> Bool { byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") }

    /// The digits before and after the decimal separator of a whole amount (`1.234,56` gives "1234" and "56"),
    /// or `nil` when the text is no amount.
    ///
    /// ASCII text is read by hand, as `centsPattern` would: whatever the alternative, the amount ends in a
    /// separator and two digits, and the units before it are digits in groups of three after the first one to
    /// three, or one to six digits. Other text (digits of other scripts are numbers to `\d`) goes to the regex.
    static func units(of text: String) -> (units: String, fraction: String)? {
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            guard let match = text.wholeMatch(of: Self.centsPattern) else { return nil }
            return (String(match.1.filter(\.isNumber)), String(match.2))
        }
        let count = bytes.count
        guard count >= 4, isSeparator(bytes[count - 3]), isASCIIDigit(bytes[count - 2]), isASCIIDigit(bytes[count - 1])
        else {
            return nil
        }
        let units = bytes[..<(count - 3)]
        let isPlain = units.count <= 6 && units.allSatisfy(isASCIIDigit)
        guard isPlain || isGrouped(units) else { return nil }
        let digits = units.filter(isASCIIDigit)
        return (String(decoding: digits, as: UTF8.self), String(decoding: bytes[(count - 2)...], as: UTF8.self))
    }

    /// One to three digits, then any number of groups of a separator and three digits: `1.234.567`.
    private static func isGrouped(_ units: ArraySlice<UInt8>) -> Bool {
        let lead = units.prefix(while: isASCIIDigit).count
        guard (1...3).contains(lead) else { return false }
        var rest = units.dropFirst(lead)
        while !rest.isEmpty {
            guard rest.count >= 4, isSeparator(rest.first!), rest.dropFirst().prefix(3).allSatisfy(isASCIIDigit)
            else { return false }
            rest = rest.dropFirst(4)
        }
        return true
    }

    /// A decimal number such as a weight or a volume (`0,512`, `1.5`, `2`), or `nil`.
    static func decimal(in token: String) -> Double? {
        let text = token.replacingText(",", with: ".")
        guard text.wholeMatch(of: Self.decimalPattern) != nil else { return nil }
        return Double(text)
    }

    // Built once: a regex literal is parsed and compiled again every time it is evaluated, which was most of
    // the offline extractor's time. Regex is not Sendable, but it is immutable once built and compiles its
    // program with an atomic swap, so sharing it across threads is safe.
    private nonisolated(unsafe) static let centsPattern = /(\d{1,3}(?:[.,]\d{3})*|\d{1,6})[.,](\d{2})/
    private nonisolated(unsafe) static let decimalPattern = /\d{1,5}(\.\d{1,3})?/
}
