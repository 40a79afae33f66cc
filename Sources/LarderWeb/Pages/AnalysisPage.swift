import Foundation
import Hummingbird
import LarderCore
import LarderReports
import LarderStore

/// `/analysis`: a week, a month or a range of days beside the period before it: the figures, the macro split,
/// the health markers in their colours, kcal and spending per week, top foods, spending by category and store.
/// The charts are the CLI report's inline SVG (`larder report nutrition --html`), scaled to the screen.
struct AnalysisPage {
    let database: LarderDatabase
    let reports: ReportCache

    func render(_ request: Request, csrf: String, now: Date = Date()) throws -> String {
        let query = request.uri.queryParameters
        let today = LocalDay(containing: now)
        let day = ReceiptDate(year: today.year, month: today.month, day: today.day)!
        let range = query["range"].map(String.init) ?? "week"
        let period: ReportPeriod
        switch range {
        case "month":
            period = .month(containing: day)
        case "custom":
            period = try APIRoutes.period(request, now: now)
        default:
            period = .week(containing: day)
        }
        let report = try reports.report(period, in: database)
        let byCategory = try SpendingReport(period: period, grouping: .category, database: database)
        let byStore = try SpendingReport(period: period, grouping: .store, database: database)
        let choice = { (name: String, label: String) -> String in
            name == range ? "<strong>\(label)</strong>" : "<a href=\"/analysis?range=\(name)\">\(label)</a>"
        }
        let body = """
            <h1>Analysis, \(HTML.escape(period.description))</h1>
            <section><p>\(choice("week", "This week")) · \(choice("month", "This month"))</p>
            <form method="get" action="/analysis" class="search"><input type="hidden" name="range" value="custom">
            <label>From <input name="from" type="date" value="\(period.start.iso)"></label>
            <label>To <input name="to" type="date" value="\(period.end.iso)"></label>
            <button type="submit">Show</button></form></section>
            <section class="report">\(ReportPage.body(report))</section>
            <section class="report"><h2>Spending by category and store</h2>\(ReportPage.chart(byCategory))
            \(ReportPage.chart(byStore))</section>
            """
        return HTML.signedInPage(title: "Larder: analysis", body: body, csrf: csrf)
    }
}
