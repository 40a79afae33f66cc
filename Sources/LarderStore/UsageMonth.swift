import Foundation
import LarderCore

/// A calendar month in UTC, the usage ledger's unit for bills and budgets, so a bill reads the same on every
/// machine. Counted with `UTCDateTime`, not a Foundation calendar (see `Date.storedText`).
public struct UsageMonth: Sendable, Hashable, CustomStringConvertible {
    public var year: Int
    public var month: Int

    /// Reads `YYYY-MM`; `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2, let year = Int(parts[0]),
            let month = Int(parts[1]), (1...12).contains(month)
        else { return nil }
        self.year = year
        self.month = month
    }

    /// The month that holds `date`.
    public init(containing date: Date) {
        let moment = UTCDateTime(date)
        year = moment.year
        month = moment.month
    }

    /// The first instant of the month and of the next one.
    public var interval: (start: Date, end: Date) {
        let next = month == 12 ? (year + 1, 1) : (year, month + 1)
        let start = UTCDateTime.date(year: year, month: month, day: 1) ?? Date()
        return (start, UTCDateTime.date(year: next.0, month: next.1, day: 1) ?? start)
    }

    public var description: String { String(format: "%04d-%02d", year, month) }
}
