import Foundation
import LarderCore

/// The days a report covers, first and last inclusive.
public struct ReportPeriod: Sendable, Hashable, Codable, CustomStringConvertible {
    public var start: ReceiptDate
    public var end: ReceiptDate

    /// - Precondition: `start` is not after `end`.
    public init(start: ReceiptDate, end: ReceiptDate) {
        precondition(start <= end, "a period cannot end before it starts")
        self.start = start
        self.end = end
    }

    /// The ISO week (Monday to Sunday) holding `date`.
    public static func week(containing date: ReceiptDate) -> ReportPeriod {
        let day = date.day(ofWeekFrom: .monday)
        let monday = date.adding(days: -day)
        return ReportPeriod(start: monday, end: monday.adding(days: 6))
    }

    /// The calendar month holding `date`.
    public static func month(containing date: ReceiptDate) -> ReportPeriod {
        let first = ReceiptDate(year: date.year, month: date.month, day: 1)!
        let length = ReceiptDate.daysIn(month: date.month, year: date.year)
        return ReportPeriod(start: first, end: first.adding(days: length - 1))
    }

    /// How many days the period has, counting both ends.
    public var days: Int { start.days(until: end) + 1 }

    /// The period of the same length that ends the day before this one starts.
    public var previous: ReportPeriod {
        let end = start.adding(days: -1)
        return ReportPeriod(start: end.adding(days: -(days - 1)), end: end)
    }

    /// The Mondays of the weeks that overlap the period, oldest first.
    public var weekStarts: [ReceiptDate] {
        var monday = ReportPeriod.week(containing: start).start
        var mondays: [ReceiptDate] = []
        while monday <= end {
            mondays.append(monday)
            monday = monday.adding(days: 7)
        }
        return mondays
    }

    public var description: String { "\(start.iso) to \(end.iso)" }
}

extension ReceiptDate {
    enum WeekStart { case monday }

    /// Today on the machine's calendar, as a receipt would print it.
    public static func today(now: Date = Date(), calendar: Calendar = .current) -> ReceiptDate {
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        return ReceiptDate(year: parts.year!, month: parts.month!, day: parts.day!)!
    }

    /// Days are counted on the proleptic Gregorian calendar, by arithmetic: no time zone can skip or repeat one,
    /// and the daemon's web app loads no ICU calendar for a report.
    private var daysSince1970: Int64 {
        UTCDateTime.daysSince1970(year: Int64(year), month: Int64(month), day: Int64(day))
    }

    /// The date `days` days later (earlier when negative).
    public func adding(days: Int) -> ReceiptDate {
        let later = UTCDateTime(millisecondsSince1970: (daysSince1970 + Int64(days)) * 86_400_000)
        return ReceiptDate(year: later.year, month: later.month, day: later.day)!
    }

    /// Whole days from this date to `other` (negative when `other` is earlier).
    public func days(until other: ReceiptDate) -> Int {
        Int(other.daysSince1970 - daysSince1970)
    }

    /// 0 for Monday through 6 for Sunday.
    func day(ofWeekFrom start: WeekStart) -> Int {
        // 1 January 1970 was a Thursday, day 3 counted from Monday.
        Int(((daysSince1970 + 3) % 7 + 7) % 7)
    }
}
