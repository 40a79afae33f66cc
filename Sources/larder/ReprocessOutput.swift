import Foundation
import LarderPipeline
import LarderStore

/// What `larder reprocess` prints: per receipt a line (changes, failures) and a progress bar on a terminal,
/// or one JSON object per receipt; then a summary.
struct ReprocessOutput {
    let isJSON: Bool
    let isDryRun: Bool
    private(set) var summary = BatchSummary(outcomes: ReprocessOutcome.Status.allCases.map(\.rawValue))
    private var bar: ProgressBar
    private var backendCalls = 0
    private var modelCalls = 0
    private var costUSD = 0.0

    init(total: Int, isJSON: Bool, isDryRun: Bool) {
        self.isJSON = isJSON
        self.isDryRun = isDryRun
        bar = ProgressBar(total: total)
    }

    mutating func report(_ outcome: ReprocessOutcome) {
        summary.count(outcome.status.rawValue)
        if outcome.calledBackend { backendCalls += 1 }
        modelCalls += outcome.modelCalls
        costUSD += outcome.costUSD
        if isJSON {
            print(JSONLine.encoding(ReprocessOutcomeJSON(outcome: outcome, isDryRun: isDryRun)))
            // A script following the lines sees each receipt as it finishes, not a block at a time.
            fflush(nil)
            return
        }
        let lines = text(outcome)
        if !lines.isEmpty {
            bar.clear()
            print(lines.joined(separator: "\n"))
        }
        bar.draw(done: summary.done)
    }

    private func text(_ outcome: ReprocessOutcome) -> [String] {
        switch outcome.status {
        case .failed:
            return ["receipt \(outcome.receiptId): failed: \(outcome.error ?? "unknown error")"]
        case .changed:
            let verb = isDryRun ? "would change" : "changed"
            return ["receipt \(outcome.receiptId): \(verb)"] + (outcome.diff.map(TripDiffText.lines) ?? [])
        case .unchanged, .upToDate:
            return []
        }
    }

    mutating func finish() {
        if isJSON {
            print(
                summary.jsonLine(extra: [
                    "dryRun": isDryRun, "backendCalls": backendCalls, "modelCalls": modelCalls,
                    "costUSD": (costUSD * 1_000_000).rounded() / 1_000_000,
                ]))
            return
        }
        bar.draw(done: summary.done)
        bar.clear()
        print((isDryRun ? "dry run, nothing stored: " : "") + summary.text)
        if modelCalls > 0 {
            print("model calls: \(modelCalls), cost $\(String(format: "%.4f", costUSD))")
        }
    }
}

/// One receipt's line in JSON-lines output.
struct ReprocessOutcomeJSON: Encodable {
    let outcome: ReprocessOutcome
    let isDryRun: Bool

    private enum Key: String, CodingKey { case receipt, status, error, runId, diff, dryRun }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(outcome.receiptId, forKey: .receipt)
        try container.encode(outcome.status.rawValue, forKey: .status)
        try container.encode(outcome.error, forKey: .error)
        try container.encode(outcome.runId, forKey: .runId)
        try container.encode(outcome.diff, forKey: .diff)
        try container.encode(isDryRun, forKey: .dryRun)
    }
}
