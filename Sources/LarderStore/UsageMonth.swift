import Foundation

/// A calendar month in UTC, the usage ledger's unit for bills and budgets.
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
        let components = Self.calendar.dateComponents([.year, .month], from: date)
        year = components.year ?? 1970
        month = components.month ?? 1
    }

    /// The first instant of the month and of the next one.
    public var interval: (start: Date, end: Date) {
        let start = Self.calendar.date(from: DateComponents(year: year, month: month, day: 1)) ?? Date()
        let end = Self.calendar.date(byAdding: .month, value: 1, to: start) ?? start
        return (start, end)
    }

    public var description: String { String(format: "%04d-%02d", year, month) }

    // The ledger's months are UTC months, so a bill reads the same on every machine.
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        // A fixed offset, not TimeZone(identifier:), which builds an ICU time zone (see Date.storedText).
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .current
        return calendar
    }()
}
