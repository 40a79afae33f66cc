import Foundation
import LarderStore

/// The terminal form of `larder receipts show`: the trip as `larder process` prints it, then the runs.
enum ReceiptDetailsText {
    static func render(_ details: ReceiptDetails, includesRaw: Bool) -> String {
        var lines = [ProcessingOutcomeText.render(details.outcome)]
        if details.receipt.status == .queued {
            // The outcome type has no such state; say plainly that this receipt is waiting, not lost.
            lines.append("  queued: its OCR is kept and extraction is tried again when a backend answers")
        }
        lines.append("  file \(details.receipt.storedPath), received \(details.receipt.receivedAt.formatted(.iso8601))")
        for entry in details.runs {
            let run = entry.run
            var summary = "  run \(run.id ?? 0): \(run.backend) \(run.model), \(run.startedAt.formatted(.iso8601))"
            if !entry.calls.isEmpty {
                let input = entry.calls.reduce(0) { $0 + $1.inputTokens }
                let output = entry.calls.reduce(0) { $0 + $1.outputTokens }
                let cost = entry.calls.compactMap(\.costUSD).reduce(0, +)
                summary += ", \(entry.calls.count) calls, \(input) in / \(output) out tokens, "
                    + String(format: "%.4f USD", cost)
            }
            if let error = run.error { summary += " — \(error)" }
            lines.append(summary)
            guard includesRaw else { continue }
            for call in entry.calls {
                lines.append("  --- \(call.purpose) request to \(call.backend) \(call.model):")
                lines.append(call.request)
                lines.append("  --- reply" + (call.error.map { " (failed: \($0))" } ?? "") + ":")
                lines.append(call.reply.isEmpty ? "(none)" : call.reply)
            }
        }
        if includesRaw, details.runs.allSatisfy({ $0.calls.isEmpty }) {
            lines.append("  (no model calls: the offline backend reads receipts without a model)")
        }
        return lines.joined(separator: "\n")
    }
}
