extension SpendingReport {
    private var header: [String] { [grouping.rawValue, "trips", "spent", "currency", "share"] }

    /// Each group's share is of its own currency's spending.
    private var rows: [[String]] {
        var sums: [String?: Int] = [:]
        for group in groups { sums[group.currency, default: 0] += group.spentCents }
        return groups.map { group in
            let sum = sums[group.currency] ?? 0
            return [group.key, String(group.trips), Number.money(group.spentCents), group.currency ?? "",
                sum != 0 ? Number.percent(Double(group.spentCents) / Double(sum)) : "n/a"]
        }
    }

    /// `--csv`: the breakdown, one group per line.
    public var csv: String { CSVText.text(header: header, rows: rows) }

    /// The terminal form: the total, the trips without a receipt total, the breakdown.
    public var text: String {
        var out = [
            "Spending \(period): \(Number.money(totalCents))\(currency.map { " \($0)" } ?? "")"
                + otherTotals.map { ", \(Number.money($0.cents)) \($0.currency)" }.joined()
                + " in \(trips) trip\(trips == 1 ? "" : "s")",
        ]
        if trips == 0 { out.append("No trips in this period (trips without a date are not counted).") }
        if receiptsWithoutTotal > 0 {
            out.append(
                "\(receiptsWithoutTotal) receipt\(receiptsWithoutTotal == 1 ? " has" : "s have") no total; "
                    + "the sum of their items is used instead.")
        }
        if grouping == .category {
            out.append("By category: sums of item prices, which may differ from receipt totals (deposits, rounding).")
        }
        out.append("")
        out.append(TextTable(header: header, rows: rows).text)
        return out.joined(separator: "\n")
    }
}
