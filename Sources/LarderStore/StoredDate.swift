import Foundation
import GRDB
import LarderCore

/// How the database stores a date: GRDB's own format, "yyyy-MM-dd HH:mm:ss.SSS" in UTC, so databases written
/// before compare and sort as they did, but by arithmetic (`UTCDateTime`). GRDB writes dates with Foundation's
/// `DateFormatter` and reads them with a Calendar whose locale asks ICU for the first day of the week: about
/// 5 MB of ICU resident in a daemon that otherwise never needs it. Every date Larder binds, stores or reads
/// goes through here. For the years 1583 to 9999 (Foundation's calendar is Julian before) the text written and
/// the date read are GRDB's own.
extension Date {
    /// The millisecond as GRDB's formatter writes it: CoreFoundation's `(t + 978307200) × 1000 + 0.5`, rounded down.
    var storedText: String {
        let milliseconds = ((timeIntervalSinceReferenceDate + 978_307_200) * 1000 + 0.5).rounded(.down)
        return UTCDateTime(millisecondsSince1970: Int64(milliseconds)).sqlText
    }

    /// A stored date: the text above, or any date and time GRDB reads as a date, as GRDB reads it,
    /// "YYYY-MM-DD[( |T)HH:MM[:SS[.fff…]][Z|±HH:MM]]" (UTC unless a zone is given), or a number of seconds since 1970.
    init?(storedValue: DatabaseValue) {
        switch storedValue.storage {
        case .int64(let seconds): self.init(timeIntervalSince1970: TimeInterval(seconds))
        case .double(let seconds): self.init(timeIntervalSince1970: seconds)
        case .string(let text):
            var reader = StoredTextReader(text)
            guard let date = reader.date() else { return nil }
            self = date
        default: return nil
        }
    }
}

/// Reads SQLite's date and time text byte by byte, the forms GRDB's `SQLiteDateParser` reads.
private struct StoredTextReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    mutating func date() -> Date? {
        guard let year = number(digits: 4), skip("-"), let month = number(digits: 2), skip("-"),
            let day = number(digits: 2)
        else { return nil }
        var milliseconds = 0
        var zoneSeconds = 0
        if position < bytes.count {
            guard skip(" ") || skip("T"), let hour = number(digits: 2), skip(":"), let minute = number(digits: 2)
            else { return nil }
            milliseconds = (hour * 60 + minute) * 60_000
            if skip(":") {
                guard let second = number(digits: 2) else { return nil }
                milliseconds += second * 1000
                if skip(".") {
                    // A fraction of any length; its first three digits are the milliseconds.
                    var place = 100
                    var count = 0
                    while let digit = digit() {
                        milliseconds += digit * place
                        place /= 10
                        count += 1
                    }
                    guard count > 0 else { return nil }
                }
            }
            if let zone = zoneOffset() { zoneSeconds = zone }
        }
        // A day beyond its month or an hour beyond the day carries over, as GRDB's lenient calendar counts.
        guard position == bytes.count, (1...12).contains(month) else { return nil }
        let days = UTCDateTime.daysSince1970(year: Int64(year), month: Int64(month), day: Int64(day))
        let local = Date(timeIntervalSince1970: TimeInterval(days * 86_400_000 + Int64(milliseconds)) / 1000)
        return local.addingTimeInterval(TimeInterval(-zoneSeconds))
    }

    /// "Z", "+HH:MM" or "-HH:MM", in seconds east of UTC.
    private mutating func zoneOffset() -> Int? {
        if skip("Z") { return 0 }
        let start = position
        let sign = skip("+") ? 1 : skip("-") ? -1 : 0
        guard sign != 0, let hours = number(digits: 2), skip(":"), let minutes = number(digits: 2) else {
            position = start
            return nil
        }
        return sign * (hours * 3600 + minutes * 60)
    }

    private mutating func skip(_ character: Character) -> Bool {
        guard position < bytes.count, bytes[position] == character.asciiValue else { return false }
        position += 1
        return true
    }

    private mutating func digit() -> Int? {
        guard position < bytes.count, (48...57).contains(bytes[position]) else { return nil }
        position += 1
        return Int(bytes[position - 1] - 48)
    }

    private mutating func number(digits: Int) -> Int? {
        var value = 0
        for _ in 0..<digits {
            guard let digit = digit() else { return nil }
            value = value * 10 + digit
        }
        return value
    }
}

extension DatabaseDateEncodingStrategy {
    /// For the records' `databaseDateEncodingStrategy`: the same text as GRDB's default, see `storedText`.
    static let storedText = DatabaseDateEncodingStrategy.custom { $0.storedText }
}

extension DatabaseDateDecodingStrategy {
    /// For the records' `databaseDateDecodingStrategy`: see `Date(storedValue:)`.
    static let storedText = DatabaseDateDecodingStrategy.custom { Date(storedValue: $0) }
}

/// A record whose dates are written and read as `Date.storedText`, not through GRDB's default (DateFormatter
/// and an ICU calendar).
protocol StoredDates: EncodableRecord, FetchableRecord {}

extension StoredDates {
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .storedText
    }

    public static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .storedText
    }
}
