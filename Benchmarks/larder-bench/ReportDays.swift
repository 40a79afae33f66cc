import LarderCore

/// The days a report reads, counted as `LarderReports.ReportPeriod` counts them (ISO weeks from Monday, whole
/// months). Redone here because the benchmark does not link LarderReports, and its baseline must ask the store
/// for the very rows the reports ask for.
struct ReportDays {
    let start: ReceiptDate
    let end: ReceiptDate

    static func week(containing date: ReceiptDate) -> ReportDays {
        // 1 January 1970 was a Thursday, day 3 counted from Monday.
        let monday = date.movedBy(days: -Int((date.daysSince1970 + 3) % 7))
        return ReportDays(start: monday, end: monday.movedBy(days: 6))
    }

    static func month(containing date: ReceiptDate) -> ReportDays {
        let first = ReceiptDate(year: date.year, month: date.month, day: 1)!
        return ReportDays(start: first, end: first.movedBy(days: ReceiptDate.daysIn(month: date.month, year: date.year) - 1))
    }

    var days: Int { Int(end.daysSince1970 - start.daysSince1970) + 1 }
}

extension ReceiptDate {
    /// Today where the benchmark runs, by the C library's local time, as the web app takes it.
    static var localToday: ReceiptDate {
        let today = LocalDay(containing: .now)
        return ReceiptDate(year: today.year, month: today.month, day: today.day)!
    }

    var daysSince1970: Int64 { UTCDateTime.daysSince1970(year: Int64(year), month: Int64(month), day: Int64(day)) }

    func movedBy(days: Int) -> ReceiptDate {
        let moved = UTCDateTime(millisecondsSince1970: (daysSince1970 + Int64(days)) * 86_400_000)
        return ReceiptDate(year: moved.year, month: moved.month, day: moved.day)!
    }
}
