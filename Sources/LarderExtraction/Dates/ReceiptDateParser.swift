import Foundation
import LarderCore

/// Finds the purchase date among a receipt's rows, in every common printed form.
///
/// Handles `07.04.20`, `07.04.2020`, `25/12/2018`, `20/06/18`, `29-12-2017`, `2018-01-06`,
/// `10 MAR 2018`, `10-Mar-18`, `Mar 10, 2018` and `15. April 2020`. Day-first is assumed unless the
/// second number cannot be a month.
enum ReceiptDateParser {
    /// The most credible date: one next to "Datum"/"Date" wins, then one printed with a time of day, then the
    /// most frequent, then the first; its year mended by a document number (``yearWitnessed(_:in:)``). Without
    /// one, eight digits opening a row (``separatorlessDateOpeningARow(in:)``).
    static func date(in rows: [ReceiptRow]) -> ReceiptDate? {
        var scores: [ReceiptDate: Double] = [:]
        var firstSeen: [ReceiptDate: Int] = [:]
        for row in rows {
            let folded = row.folded
            let hasKeyword = ["datum", "date", "dat.", "tarikh"].contains { folded.includes($0) }
            // The purchase is stamped with its time; best-before dates and article codes are not.
            let hasTime = DateClues(folded).hasTimeOfDay && folded.contains(Self.timeOfDay)
            for date in dates(in: row.text) {
                scores[date, default: 0] += (hasKeyword ? 3 : 1) + (hasTime ? 1 : 0)
                if firstSeen[date] == nil { firstSeen[date] = row.index }
            }
        }
        // Ties go to the earlier row, then to the earlier date, so the answer never depends on hashing order.
        let best = scores.max { lhs, rhs in
            if lhs.value != rhs.value { return lhs.value < rhs.value }
            if firstSeen[lhs.key]! != firstSeen[rhs.key]! { return firstSeen[lhs.key]! > firstSeen[rhs.key]! }
            return lhs.key > rhs.key
        }?.key
        guard let best else { return separatorlessDateOpeningARow(in: rows) }
        return yearWitnessed(best, in: rows)
    }

    /// Every plausible date written in a piece of text.
    static func dates(in text: String) -> [ReceiptDate] {
        // OCR often reads a zero as O or a one as l inside dates; mend only between digits and separators.
        let mended = mendDigits(text)
        // Each pattern runs only where its clue is: most rows hold no date.
        let clues = DateClues(mended)
        var found: [ReceiptDate] = []
        for match in clues.hasYearFirst ? mended.matches(of: Self.yearFirst) : [] {
            if let date = make(year: Int(match.1), month: Int(match.2), day: Int(match.3)) { found.append(date) }
        }
        // A letter glued before the digits makes an article code ("HD03-04-06", "HC03-7 - 15"), not a date.
        let numeric = Self.numericDate
        for match in clues.hasNumericDate ? mended.matches(of: numeric) : [] {
            guard let first = Int(match.1), let second = Int(match.3), let year = Int(match.4) else { continue }
            if let date = make(year: year, month: second, day: first) {
                found.append(date)
            } else if let date = make(year: year, month: first, day: second) {
                found.append(date)
            }
        }
        // A separator read as a space is trusted only when the time of day follows: "12 01-19 21:13".
        let stamped = Self.stampedDate
        for match in clues.hasTimeOfDay && found.isEmpty ? mended.matches(of: stamped) : [] where found.isEmpty {
            if let date = make(year: Int(match.3), month: Int(match.2), day: Int(match.1)) { found.append(date) }
        }
        // OCR reads a date's dot as a comma ("02.03,2020", "23,03.20"); such a date is trusted only beside the
        // time of day the till stamps with it, before or after.
        if found.isEmpty, clues.hasTimeOfDay, mended.utf8.contains(UInt8(ascii: ",")), mended.contains(Self.timeOfDay) {
            for match in mended.matches(of: Self.commaDate) where found.isEmpty && (match.2 == "," || match.4 == ",") {
                if let date = make(year: Int(match.5), month: Int(match.3), day: Int(match.1)) { found.append(date) }
            }
        }
        guard clues.hasLabel || clues.hasDayThenWord || clues.hasFourDigits else { return found }
        let lower = mended.lowercased()
        // OCR drops the separators after "Date:" or reads them as 1 or 7: "Date: 1010312018" is 10/03/2018,
        // "Date 0902/2018" is 09/02/2018.
        for match in clues.hasLabel ? lower.matches(of: Self.labelledDigits) : [] {
            // The capture may run on into the time ("1010312018 5"): try it, then ever shorter prefixes.
            let text = String(match.1)
            for end in text.indices.reversed() where text[end].isNumber {
                if let date = separatorlessDate(String(text[...end])) {
                    found.append(date)
                    break
                }
            }
        }
        // The time may follow the year without a space: "10Mar 20181824".
        let named = Self.namedMonth
        for match in clues.hasDayThenWord ? lower.matches(of: named) : [] {
            if let month = month(named: String(match.2)),
                let date = make(year: Int(match.3), month: month, day: Int(match.1))
            {
                found.append(date)
            }
        }
        for match in clues.hasFourDigits ? lower.matches(of: Self.monthFirst) : [] {
            if let month = month(named: String(match.1)),
                let date = make(year: Int(match.3), month: month, day: Int(match.2))
            {
                found.append(date)
            }
        }
        return found
    }

    /// Reads eight digits as day, month and year after removing up to two misread separators.
    private static func separatorlessDate(_ text: String) -> ReceiptDate? {
        let digits = Array(text.filter(\.isNumber))
        var readings: [[Character]] = []
        switch digits.count {
        case 8:
            readings = [digits]
        case 9:
            for index in [2, 4] where "17".contains(digits[index]) {
                var copy = digits
                copy.remove(at: index)
                readings.append(copy)
            }
        case 10:
            if "17".contains(digits[2]), "17".contains(digits[5]) {
                var copy = digits
                copy.remove(at: 5)
                copy.remove(at: 2)
                readings.append(copy)
            }
        default:
            break
        }
        // A month's leading zero misread as 6, 8 or 9 ("09/61/2019") only makes sense as a zero.
        for reading in readings {
            let value = String(reading)
            if let date = make(
                year: Int(value.suffix(4)), month: Int(value.dropFirst(2).prefix(2)), day: Int(value.prefix(2)))
            {
                return date
            }
        }
        return nil
    }

    private static func make(year: Int?, month: Int?, day: Int?) -> ReceiptDate? {
        guard var year, var month, let day else { return nil }
        let isTwoDigitYear = year < 100
        if isTwoDigitYear { year += 2000 }
        // A zero misread as 6, 8 or 9 leads a month ("09/61/2019") or follows a year's 2 ("2918"); in those
        // places only a zero makes sense.
        if month > 12, [6, 8, 9].contains(month / 10) { month %= 10 }
        if (2600..<2700).contains(year) || (2800..<3000).contains(year) { year = 2000 + year % 100 }
        // Two-digit years keep their bounds: "31.12.27" may be a best-before date, and a row holding a date is
        // no article, so reading more of them as dates would cost articles.
        if !isTwoDigitYear { year = pastYear(for: year) }
        guard (1990...2039).contains(year) else { return nil }
        return ReceiptDate(year: year, month: month, day: day)
    }

    /// No receipt is dated after it is read: a four-digit year after next year had its tens digit misread
    /// ("14 Jun 2045" for 2015), so it becomes the latest year up to `now` that ends in the same digit. A year
    /// of slack leaves a receipt from early next year alone when the clock is a little behind.
    static func pastYear(for year: Int, now: Int = thisYear) -> Int {
        guard year > now + 1, (2000..<2100).contains(year) else { return year }
        return stride(from: now, through: 2000, by: -1).first { $0 % 10 == year % 10 } ?? year
    }

    /// The year by this machine's clock, read at each call (a daemon runs across New Year), and never before
    /// 2026: a home server may read receipts before its clock is set, at 1970.
    static var thisYear: Int { max(2026, 1970 + Int(Date().timeIntervalSince1970 / 31_556_952)) }

    private static func month(named name: String) -> Int? {
        let months: [(String, Int)] = [
            ("jan", 1), ("feb", 2), ("mar", 3), ("mär", 3), ("apr", 4), ("may", 5), ("mai", 5), ("jun", 6),
            ("jul", 7), ("aug", 8), ("sep", 9), ("oct", 10), ("okt", 10), ("nov", 11), ("dec", 12), ("dez", 12),
        ]
        let prefix = String(name.prefix(3))
        // A full month name must really be one ("march", "märz"), not any word starting alike.
        guard name.count <= 4 || fullMonthNames.contains(name) else { return nil }
        return months.first { $0.0 == prefix }?.1
    }

    private static let fullMonthNames: Set<String> = [
        "january", "januar", "february", "februar", "march", "märz", "april", "june", "juni", "july", "juli",
        "august", "september", "october", "oktober", "november", "december", "dezember", "sept",
    ]

    private static func mendDigits(_ text: String) -> String {
        // In ASCII without carriage returns every byte is a character: mend the bytes, in the same order.
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) { return mendASCIIDigits(text) }
        var characters = Array(text)
        for index in characters.indices where "OoDCc".contains(characters[index]) || "lI".contains(characters[index]) {
            let before = index > 0 ? characters[index - 1] : " "
            let after = index + 1 < characters.count ? characters[index + 1] : " "
            let isDigitContext =
                (before.isNumber && (after.isNumber || ".:/- ".contains(after)))
                || (after.isNumber && ".:/-".contains(before))
            guard isDigitContext else { continue }
            characters[index] = "lI".contains(characters[index]) ? "1" : "0"
        }
        return String(characters)
    }

    /// `mendDigits` over ASCII bytes; a byte mended early is the neighbour its successor sees, as there.
    private static func mendASCIIDigits(_ text: String) -> String {
        var bytes = Array(text.utf8)
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func isAny(_ byte: UInt8, of set: StaticString) -> Bool {
            UnsafeBufferPointer(start: set.utf8Start, count: set.utf8CodeUnitCount).contains(byte)
        }
        var isMended = false
        for index in bytes.indices where isAny(bytes[index], of: "OoDCclI") {
            let before = index > 0 ? bytes[index - 1] : UInt8(ascii: " ")
            let after = index + 1 < bytes.count ? bytes[index + 1] : UInt8(ascii: " ")
            let isDigitContext =
                (isDigit(before) && (isDigit(after) || isAny(after, of: ".:/- ")))
                || (isDigit(after) && isAny(before, of: ".:/-"))
            guard isDigitContext else { continue }
            bytes[index] = isAny(bytes[index], of: "lI") ? UInt8(ascii: "1") : UInt8(ascii: "0")
            isMended = true
        }
        return isMended ? String(decoding: bytes, as: UTF8.self) : text
    }

    // Built once: a regex literal is parsed and compiled again every time it is evaluated, which was most of
    // the offline extractor's time. Regex is not Sendable, but it is immutable once built and compiles its
    // program with an atomic swap, so sharing it across threads is safe.
    private nonisolated(unsafe) static let timeOfDay = /(^|\D)[0-2]?\d:[0-5]\d(?!\d)/
    private nonisolated(unsafe) static let yearFirst = /(?:^|[^\d.])(\d{4})[-.\/](\d{1,2})[-.\/](\d{1,2})(?!\d)/
    private nonisolated(unsafe) static let numericDate =
        /(?:^|[^\d.\/\-\p{L}])(\d{1,2}) ?([.\/-]) ?(\d{1,2}) ?\2 ?(\d{4}|\d{2})(?![\d.,]?\d)/
    private nonisolated(unsafe) static let stampedDate =
        /(?:^|[^\d.\/\-\p{L}])(\d{2})[ .\/-](\d{2})[ .\/-](\d{4}|\d{2}) +[0-2]?\d:[0-5]\d/
    private nonisolated(unsafe) static let commaDate =
        /(?:^|[^\d.,\/\-\p{L}])(\d{2})([.,])(\d{2})([.,])(\d{4}|\d{2})(?![\d.,]?\d)/
    private nonisolated(unsafe) static let labelledDigits = /(?:date|datum|tarikh)\W{0,3}(\d[\d\/ ]{7,11}\d)(?!\d)/
    private nonisolated(unsafe) static let namedMonth =
        /(?:^|\D)(\d{1,2})[ .\-\/]*([a-zäé]{3,9})\.?[ .\-\/,]*(\d{4}|\d{2})(?:[0-2]\d[0-5]\d)?(?!\d)/
    private nonisolated(unsafe) static let monthFirst = /([a-zäé]{3,9})\.? (\d{1,2}),? (\d{4})(?!\d)/
}
