extension NutritionReport {
    /// One figure of a report: its section, what it is, its unit, this period's value and the previous one's.
    public typealias Figure = (section: String, measure: String, unit: String, value: Double, previous: Double?)

    /// One row per figure: the section it belongs to, what it is, its unit, this period's value, the previous one.
    /// The table, the CSV and the tests all read these, so they cannot disagree.
    public var figures: [Figure] {
        // Receipts that named no currency: the report's default, as before currencies were kept apart.
        let currency = summary.currency ?? "EUR"
        let now = summary.totals
        let before = previous.totals
        var rows: [Figure] = [
            ("total", "kcal", "kcal", now.kcal, before.kcal),
            ("total", "protein", "g", now.protein, before.protein),
            ("total", "carbohydrates", "g", now.carbohydrates, before.carbohydrates),
            ("total", "fat", "g", now.fat, before.fat),
            ("total", "saturated fat", "g", now.saturatedFat, before.saturatedFat),
            ("total", "sugar", "g", now.sugar, before.sugar),
            ("total", "fibre", "g", now.fibre, before.fibre),
            ("total", "sodium", "mg", now.sodiumMg, before.sodiumMg),
            ("per day", "kcal", "kcal", summary.kcalPerDay, previous.kcalPerDay),
            ("money", "spent", currency, Double(summary.spentCents) / 100, Double(previous.spentCents) / 100),
            ("money", "food spent", currency, Double(summary.foodSpentCents) / 100, Double(previous.foodSpentCents) / 100),
            ("coverage", "matched food spending", "%", summary.coverage * 100, previous.coverage * 100),
            ("macro split", "protein", "% kcal", summary.macroSplit.proteinPercent, previous.macroSplit.proteinPercent),
            (
                "macro split", "carbohydrates", "% kcal", summary.macroSplit.carbohydratesPercent,
                previous.macroSplit.carbohydratesPercent
            ),
            ("macro split", "fat", "% kcal", summary.macroSplit.fatPercent, previous.macroSplit.fatPercent),
        ]
        // Money in another currency is shown in its own rows, never added to the report's.
        for other in Set(summary.otherSpending.map(\.currency)).union(previous.otherSpending.map(\.currency)).sorted() {
            let spent = { (spending: [CurrencyAmount]) in Double(spending.first { $0.currency == other }?.cents ?? 0) / 100 }
            rows.append(("money", "spent", other, spent(summary.otherSpending), spent(previous.otherSpending)))
            rows.append(("money", "food spent", other, spent(summary.otherFoodSpending), spent(previous.otherFoodSpending)))
        }
        for marker in markers {
            rows.append(("per person-day", marker.nutrient.label, marker.nutrient.unit, marker.value, nil))
        }
        if let targets {
            let goal = targets.targets
            let per = targets.perDay
            for (measure, unit, value, target) in [
                ("kcal", "kcal", per.kcal, goal.kcal), ("protein", "g", per.protein, goal.protein),
                ("carbohydrates", "g", per.carbohydrates, goal.carbohydrates), ("fat", "g", per.fat, goal.fat),
                ("saturated fat max", "g", per.saturatedFat, goal.saturatedFatMax),
                ("sugar max", "g", per.sugar, goal.sugarMax), ("fibre min", "g", per.fibre, goal.fibreMin),
                ("sodium max", "mg", per.sodiumMg, goal.sodiumMaxMg),
            ] {
                rows.append(("household per day", measure, unit, value, nil))
                rows.append(("household target", measure, unit, target, nil))
            }
        }
        return rows
    }

    /// `--csv`: the figures, one per line.
    public var csv: String {
        CSVText.text(
            header: ["section", "measure", "unit", "value", "previous"],
            rows: figures.map { [$0.section, $0.measure, $0.unit, Number.text($0.value, places: 2),
                $0.previous.map { Number.text($0, places: 2) } ?? ""] })
    }

    /// The terminal form: totals against the previous period, markers, targets. `isColoured` adds ANSI colours.
    public func text(isColoured: Bool) -> String {
        var out = [
            "Nutrition \(period) (\(period.days) days, household of \(householdSize)); previous: \(previous.period)",
            "Coverage: \(Number.percent(summary.coverage)) of food spending is matched to foods with a weight "
                + "(\(Number.money(summary.matchedFoodSpentCents)) of \(Number.money(summary.foodSpentCents))"
                + "\(summary.currency.map { " \($0)" } ?? ""))"
                + "; figures below count only that share.",
            "",
        ]
        if summary.spentCents == 0, summary.otherSpending.isEmpty {
            out.insert("No items were bought in this period (trips without a date are not counted).", at: 2)
        }
        let compared = figures.filter { $0.previous != nil }
        out.append(
            TextTable(
                header: ["", "measure", "unit", "this period", "previous", "change"],
                rows: compared.map { row in
                    [row.section, row.measure, row.unit, Number.text(row.value, places: 1),
                        Number.text(row.previous ?? 0, places: 1),
                        Number.change(from: row.previous ?? 0, to: row.value)]
                }
            ).text)
        out.append("")
        out.append(
            TextTable(
                header: ["marker (per person-day)", "amount", "reference", "% of ref", "rating"],
                rows: markers.map { marker in
                    ["\(marker.nutrient.label) (\(marker.nutrient.unit))", Number.text(marker.value, places: 1),
                        Number.text(marker.referenceIntake), Number.percent(marker.percentOfReference / 100),
                        ANSI.rating(marker.rating, isColoured: isColoured)]
                }
            ).text)
        if let targets {
            out.append("")
            out.append("Household targets (\(targets.targets.source)): \(targets.targets.explanation)")
            out.append(
                TextTable(
                    header: ["per day", "bought", "target", "% of target"],
                    rows: figures.filter { $0.section == "household per day" }.enumerated().map { index, row in
                        let goal = figures.filter { $0.section == "household target" }[index].value
                        return ["\(row.measure) (\(row.unit))", Number.text(row.value, places: 1),
                            Number.text(goal, places: 1), goal > 0 ? Number.percent(row.value / goal) : "n/a"]
                    }
                ).text)
        } else {
            out.append("")
            out.append("No household: markers assume one person. Add members with `larder household add`.")
        }
        return out.joined(separator: "\n")
    }
}

/// Terminal colours for ratings, only when standard output is a terminal.
enum ANSI {
    static func rating(_ rating: HealthMarker.Rating, isColoured: Bool) -> String {
        guard isColoured else { return rating.rawValue }
        let code = switch rating {
        case .green: "32"
        case .yellow: "33"
        case .red: "31"
        }
        return "\u{1B}[\(code)m\(rating.rawValue)\u{1B}[0m"
    }
}
