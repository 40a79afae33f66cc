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

    /// Days are counted on a fixed UTC Gregorian calendar so that no time-zone change can skip or repeat one.
    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    private var noonUTC: Date {
        ReceiptDate.utc.date(from: DateComponents(year: year, month: month, day: day, hour: 12))!
    }

    /// The date `days` days later (earlier when negative).
    public func adding(days: Int) -> ReceiptDate {
        let date = ReceiptDate.utc.date(byAdding: .day, value: days, to: noonUTC)!
        let parts = ReceiptDate.utc.dateComponents([.year, .month, .day], from: date)
        return ReceiptDate(year: parts.year!, month: parts.month!, day: parts.day!)!
    }

    /// Whole days from this date to `other` (negative when `other` is earlier).
    public func days(until other: ReceiptDate) -> Int {
        ReceiptDate.utc.dateComponents([.day], from: noonUTC, to: other.noonUTC).day!
    }

    /// 0 for Monday through 6 for Sunday.
    func day(ofWeekFrom start: WeekStart) -> Int {
        (ReceiptDate.utc.component(.weekday, from: noonUTC) + 5) % 7
    }
}
