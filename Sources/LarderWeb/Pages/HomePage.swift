import Foundation
import Hummingbird
import LarderCore
import LarderReports
import LarderStore

/// `/`: this week's nutrition, the last five trips, what waits for review and in the inbox, and **Add receipt**,
/// which opens the phone's camera.
struct HomePage {
    let database: LarderDatabase
    let reports: ReportCache

    func render(context: WebRequestContext, notice: String?, now: Date = Date()) throws -> String {
        let today = LocalDay(containing: now)
        let end = ReceiptDate(year: today.year, month: today.month, day: today.day)!
        // No weekly series: the home page charts nothing, so the report reads only this week and the one before.
        let report = try reports.report(
            ReportPeriod(start: end.adding(days: -6), end: end), historyWeeks: 1, in: database)
        let jobs = try database.jobSummary()
        let trips = try database.tripsNewestFirst(limit: 5, offset: 0).trips
        let summary = report.summary
        let split = summary.macroSplit
        let markers = report.markers.map { marker -> String in
            "<li>\(HTML.escape(marker.nutrient.label)): \(Int(marker.percentOfReference.rounded())) % "
                + "(\(HTML.escape(marker.rating.rawValue)))</li>"
        }.joined()
        let tripRows = trips.map { trip -> String in
            "<tr><td><a href=\"/trips/\(trip.id)\">\(HTML.escape(trip.date?.iso ?? "no date"))</a></td>"
                + "<td>\(HTML.escape(trip.storeName ?? "unknown shop"))</td>"
                + "<td class=\"number\">\(HTML.money(trip.totalCents, trip.currency))</td></tr>"
        }.joined()
        let waiting = jobs.countsByState.filter { !$0.key.isFinished }.values.reduce(0, +)
        let notice = notice.map { "<p class=\"notice\" role=\"status\">\(HTML.escape($0))</p>" } ?? ""
        let body = """
            <h1>Larder</h1>\(notice)
            <section><h2>Add receipt</h2>
            <form method="post" action="/upload" enctype="multipart/form-data">\(HTML.csrfField(context.csrf))
            <input type="file" name="file" accept="image/*,application/pdf" capture="environment" multiple required>
            <p><button type="submit">Add receipt</button></p></form></section>
            <section><h2>This week</h2><div class="figures">
            <div><strong>\(Int(summary.kcalPerDay.rounded()))</strong>kcal a day</div>
            <div><strong>\(Int(split.proteinPercent.rounded())) / \(Int(split.carbohydratesPercent.rounded())) / \
            \(Int(split.fatPercent.rounded()))</strong>% protein / carbohydrates / fat</div>
            <div><strong><a href="/review">\(try database.reviewCount())</a></strong>receipts to review</div>
            <div><strong>\(waiting)</strong>in the inbox</div></div>
            <ul>\(markers)</ul></section>
            <section><h2>Last trips</h2><table><thead><tr><th>Date</th><th>Shop</th><th class="number">Total</th></tr>
            </thead><tbody>\(tripRows.isEmpty ? "<tr><td colspan=\"3\">No trips yet.</td></tr>" : tripRows)</tbody>
            </table></section>
            """
        return HTML.signedInPage(title: "Larder", body: body, csrf: context.csrf)
    }
}
