import ArgumentParser
import LarderCore
import LarderReports

/// `--week`, `--month`, `--from DATE --to DATE` and `--date`: which days a report covers.
struct PeriodOptions: ParsableArguments {
    @Flag(name: .long, help: "The ISO week (Monday to Sunday) holding --date. The default.")
    var week = false

    @Flag(name: .long, help: "The calendar month holding --date.")
    var month = false

    @Option(name: .long, help: ArgumentHelp("The first day, with --to.", valueName: "YYYY-MM-DD"))
    var from: String?

    @Option(name: .long, help: ArgumentHelp("The last day, with --from.", valueName: "YYYY-MM-DD"))
    var to: String?

    @Option(
        name: .long,
        help: ArgumentHelp("A day in the week or month to report. Default: today.", valueName: "YYYY-MM-DD"))
    var date: String?

    func validate() throws {
        let chosen = [week, month, from != nil || to != nil].filter { $0 }.count
        if chosen > 1 { throw ValidationError("choose one of --week, --month or --from/--to") }
        if (from == nil) != (to == nil) { throw ValidationError("--from and --to go together; give both dates") }
        if from != nil, date != nil {
            throw ValidationError("--date picks a week or month; it does not go with --from")
        }
        for (flag, value) in [("--from", from), ("--to", to), ("--date", date)] {
            if let value, ReceiptDate(iso: value) == nil {
                throw ValidationError("\(flag) \(value) is not a date; write it as YYYY-MM-DD, e.g. 2024-03-15")
            }
        }
        if let from, let to, let start = ReceiptDate(iso: from), let end = ReceiptDate(iso: to), end < start {
            throw ValidationError("--to \(to) is before --from \(from); swap them")
        }
    }

    /// The period chosen; `defaultIsMonth` picks what no flag means.
    func period(defaultIsMonth: Bool = false) -> ReportPeriod {
        if let from, let to, let start = ReceiptDate(iso: from), let end = ReceiptDate(iso: to) {
            return ReportPeriod(start: start, end: end)
        }
        let day = date.flatMap(ReceiptDate.init(iso:)) ?? ReceiptDate.today()
        if month || (defaultIsMonth && !week) { return ReportPeriod.month(containing: day) }
        return ReportPeriod.week(containing: day)
    }
}

/// `--json`, `--csv` and `--html FILE`: how a report is written. A table on standard output by default.
struct ReportFormatOptions: ParsableArguments {
    @Flag(name: .long, help: "Print the report as JSON.")
    var json = false

    @Flag(name: .long, help: "Print the report as CSV.")
    var csv = false

    @Option(
        name: .long,
        help: ArgumentHelp("Write a self-contained HTML page with charts to this file.", valueName: "file"))
    var html: String?

    func validate() throws {
        if [json, csv, html != nil].filter({ $0 }).count > 1 {
            throw ValidationError("choose one of --json, --csv or --html")
        }
    }
}
