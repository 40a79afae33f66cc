import Foundation

/// A moment as a UTC date and time of day to the millisecond, by arithmetic on the proleptic Gregorian
/// calendar (Foundation's calendar agrees from 1583 on; before, it is Julian). On Linux, Foundation's date formatters, `Calendar.current` and `TimeZone.current` run on ICU
/// and map megabytes of its data into the process; the daemon writes dates all day (logs, the database)
/// and needs none of that.
public struct UTCDateTime: Sendable, Hashable {
    public let year: Int
    public let month: Int
    public let day: Int
    public let millisecondOfDay: Int

    /// The millisecond a moment falls in. It is rounded to the microsecond first: a moment meant as a whole
    /// millisecond is often a hair below it as a double, and must not be written a millisecond early.
    public init(_ date: Date) {
        let microseconds = (date.timeIntervalSince1970 * 1_000_000).rounded()
        self.init(millisecondsSince1970: Int64((microseconds / 1000).rounded(.down)))
    }

    public init(millisecondsSince1970 milliseconds: Int64) {
        let days = Self.floorDivision(milliseconds, Self.millisecondsPerDay)
        millisecondOfDay = Int(milliseconds - days * Self.millisecondsPerDay)
        (year, month, day) = Self.civilDate(daysSince1970: days)
    }

    /// The moment of a UTC date and time of day; `nil` when the date does not exist (February 30th).
    public static func date(year: Int, month: Int, day: Int, millisecondOfDay: Int = 0) -> Date? {
        guard (1...12).contains(month), (1...31).contains(day), (0..<millisecondsPerDay).contains(Int64(millisecondOfDay))
        else { return nil }
        let days = daysSince1970(year: Int64(year), month: Int64(month), day: Int64(day))
        guard civilDate(daysSince1970: days) == (year, month, day) else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(days * millisecondsPerDay + Int64(millisecondOfDay)) / 1000)
    }

    /// "2026-11-26T20:09:13.907Z"
    public var iso8601: String { dateText + "T" + timeText + "Z" }

    /// "2026-11-26 20:09:13.907", SQLite's (and GRDB's) date and time.
    public var sqlText: String { dateText + " " + timeText }

    private var dateText: String { Self.digits(year, 4) + "-" + Self.digits(month, 2) + "-" + Self.digits(day, 2) }

    private var timeText: String {
        Self.digits(millisecondOfDay / 3_600_000, 2) + ":" + Self.digits(millisecondOfDay / 60_000 % 60, 2) + ":"
            + Self.digits(millisecondOfDay / 1000 % 60, 2) + "." + Self.digits(millisecondOfDay % 1000, 3)
    }

    private static let millisecondsPerDay: Int64 = 86_400_000

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> Int64 {
        value >= 0 ? value / divisor : (value - divisor + 1) / divisor
    }

    /// Days since 1970-01-01 of a date (Howard Hinnant's `days_from_civil`). `day` may lie beyond its month
    /// (February 30th is March 1st), as a lenient calendar counts; `month` must be 1 to 12.
    public static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDivision(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date of a day counted from 1970-01-01 (Howard Hinnant's `civil_from_days`).
    private static func civilDate(daysSince1970: Int64) -> (Int, Int, Int) {
        let shifted = daysSince1970 + 719_468
        let era = floorDivision(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0)), Int(month), Int(day))
    }

    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value.magnitude)
        let padded = text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
        return value < 0 ? "-" + padded : padded
    }
}
