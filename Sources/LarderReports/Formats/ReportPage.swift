/// `--html FILE`: one self-contained page with inline SVG charts and no scripts.
public enum ReportPage {
    static let ratingColours: [HealthMarker.Rating: String] = [.green: "#2e9e44", .yellow: "#e0b000", .red: "#d43c2c"]

    /// The nutrition report as a page: figures, macro split, markers, weekly kcal and spending, top foods.
    public static func html(_ report: NutritionReport, spending: SpendingReport? = nil) -> String {
        page(title: "Larder report \(report.period.description)", body: body(report, spending: spending))
    }

    /// The report's sections (text, inline SVG charts and a table, no style or script), for a page of its own or
    /// the web app's analysis page.
    public static func body(_ report: NutritionReport, spending: SpendingReport? = nil) -> String {
        let split = report.summary.macroSplit
        let macro = SVGChart.stackedShare(
            [
                SVGChart.Bar(label: "protein", value: split.proteinPercent, colour: "#4e79a7",
                    caption: Number.text(split.proteinPercent) + " %"),
                SVGChart.Bar(label: "carbohydrates", value: split.carbohydratesPercent, colour: "#f28e2b",
                    caption: Number.text(split.carbohydratesPercent) + " %"),
                SVGChart.Bar(label: "fat", value: split.fatPercent, colour: "#e15759",
                    caption: Number.text(split.fatPercent) + " %"),
            ], title: "Macro split by calories (4/4/9 kcal per g)")
        let markers = SVGChart.horizontalBars(
            report.markers.map { marker in
                SVGChart.Bar(
                    label: "\(marker.nutrient.label) (\(marker.rating.rawValue))", value: marker.percentOfReference,
                    colour: ratingColours[marker.rating]!,
                    caption: "\(Number.text(marker.value, places: 1)) \(marker.nutrient.unit) "
                        + "(\(Number.text(marker.percentOfReference)) % of \(Number.text(marker.referenceIntake)))")
            }, title: "Health markers per person-day, % of reference intake", reference: 100)
        let kcal = SVGChart.columns(
            report.weeks.map {
                SVGChart.Bar(label: String($0.start.iso.dropFirst(5)), value: $0.kcal, colour: "#59a14f",
                    caption: Number.text($0.kcal))
            }, title: "kcal bought per week (weeks starting)")
        let spent = SVGChart.columns(
            report.weeks.map {
                SVGChart.Bar(label: String($0.start.iso.dropFirst(5)), value: Double($0.spentCents), colour: "#76b7b2",
                    caption: Number.money($0.spentCents))
            }, title: "Spending per week" + (report.summary.currency.map { " (\($0))" } ?? ""))
        let foods = SVGChart.horizontalBars(
            report.topFoods.map {
                SVGChart.Bar(label: String($0.name.prefix(24)), value: Double($0.spentCents), colour: "#9c755f",
                    caption: Number.money($0.spentCents))
            }, title: "Top foods by spending")
        let rows = report.figures.map { row in
            "<tr><td>\(HTML.escape(row.section))</td><td>\(HTML.escape(row.measure))</td>"
                + "<td>\(HTML.escape(row.unit))</td><td class=\"n\">\(Number.text(row.value, places: 1))</td>"
                + "<td class=\"n\">\(row.previous.map { Number.text($0, places: 1) } ?? "")</td></tr>"
        }
        var sections = [
            "<p>\(report.period.days) days, household of \(report.householdSize). Coverage: "
                + "\(Number.percent(report.summary.coverage)) of food spending is matched to foods with a weight; "
                + "the nutrition figures count only that share.</p>",
            macro, markers, kcal, spent, foods,
            "<h2>Figures</h2><table><tr><th>section</th><th>measure</th><th>unit</th><th>this period</th>"
                + "<th>previous</th></tr>\n" + rows.joined(separator: "\n") + "</table>",
        ]
        if let spending {
            sections.append("<h2>Spending</h2><pre>\(HTML.escape(spending.text))</pre>")
        }
        return sections.joined(separator: "\n")
    }
}
