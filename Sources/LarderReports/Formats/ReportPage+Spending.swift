extension ReportPage {
    /// The spending report as a page: the total and a bar per group.
    public static func html(_ report: SpendingReport) -> String {
        page(
            title: "Larder spending \(report.period.description)",
            body: chart(report) + "\n<pre>\(HTML.escape(report.text))</pre>")
    }

    /// A bar per group of the spending report, each with its currency.
    public static func chart(_ report: SpendingReport) -> String {
        SVGChart.horizontalBars(
            report.groups.map {
                SVGChart.Bar(label: String($0.key.prefix(26)), value: Double($0.spentCents), colour: "#76b7b2",
                    caption: Number.money($0.spentCents) + ($0.currency.map { " \($0)" } ?? ""))
            }, title: "Spending by \(report.grouping.rawValue)")
    }

    static func page(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <title>\(HTML.escape(title))</title>
        <style>
        body { font-family: sans-serif; max-width: 680px; margin: 1em auto; color: #222; }
        table { border-collapse: collapse; } td, th { padding: 2px 8px; border-bottom: 1px solid #ddd; }
        td.n { text-align: right; } svg { display: block; margin: 1em 0; }
        </style></head><body>
        <h1>\(HTML.escape(title))</h1>
        \(body)
        </body></html>

        """
    }
}
