import Foundation
import LarderStore

/// `larder usage` output: one row per backend and model, and their sum.
struct UsageReport: Encodable {
    struct Row: Encodable {
        var backend: String
        var model: String
        var calls: Int
        var failedCalls: Int
        var inputTokens: Int
        var cachedTokens: Int
        var outputTokens: Int
        var costUSD: Double
        /// Calls whose model has no price in the table; their cost is not in `costUSD`.
        var unpricedCalls: Int
        var latencySeconds: Double
    }

    /// "YYYY-MM", or `nil` for every call ever recorded.
    var month: String?
    var rows: [Row]
    var total: Row

    init(month: String?, totals: [UsageTotal]) {
        self.month = month
        rows = totals.map {
            Row(
                backend: $0.backend, model: $0.model, calls: $0.calls, failedCalls: $0.failedCalls,
                inputTokens: $0.inputTokens, cachedTokens: $0.cachedTokens, outputTokens: $0.outputTokens,
                costUSD: JSONOutput.rounded($0.costUSD, places: 6), unpricedCalls: $0.unpricedCalls,
                latencySeconds: JSONOutput.rounded($0.latencySeconds, places: 3))
        }
        total = rows.reduce(
            Row(
                backend: "all", model: "all", calls: 0, failedCalls: 0, inputTokens: 0, cachedTokens: 0,
                outputTokens: 0, costUSD: 0, unpricedCalls: 0, latencySeconds: 0)
        ) { sum, row in
            var sum = sum
            sum.calls += row.calls
            sum.failedCalls += row.failedCalls
            sum.inputTokens += row.inputTokens
            sum.cachedTokens += row.cachedTokens
            sum.outputTokens += row.outputTokens
            sum.costUSD = JSONOutput.rounded(sum.costUSD + row.costUSD, places: 6)
            sum.unpricedCalls += row.unpricedCalls
            sum.latencySeconds = JSONOutput.rounded(sum.latencySeconds + row.latencySeconds, places: 3)
            return sum
        }
    }

    private enum CodingKeys: String, CodingKey {
        case month, total
        case rows = "backends"
    }

    var text: String {
        let period = month.map { "in \($0) (UTC)" } ?? "in total"
        guard !rows.isEmpty else { return "No model calls \(period)." }
        let header = ["backend", "model", "calls", "input", "cached", "output", "cost USD"]
        let lines = (rows + [total]).map { row in
            [
                row.backend, row.model, "\(row.calls)", "\(row.inputTokens)", "\(row.cachedTokens)",
                "\(row.outputTokens)", String(format: "%.4f", row.costUSD),
            ]
        }
        let table = [header] + lines
        let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        var output = ["Model calls \(period):"]
        for cells in table {
            let padded = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column < 2 ? cell + padding : padding + cell
            }
            output.append(padded.joined(separator: "  "))
        }
        if total.unpricedCalls > 0 {
            output.append(
                "\(total.unpricedCalls) calls have no price; add their model to [extraction.prices] in larder.toml")
        }
        return output.joined(separator: "\n")
    }
}
