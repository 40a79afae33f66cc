import Foundation
import LarderStore

/// The `--json` form of `larder receipts show`: the trip in `larder process --json`'s shape, plus the runs.
struct ReceiptDetailsJSON: Encodable {
    let details: ReceiptDetails
    let includesRaw: Bool

    private enum Key: String, CodingKey {
        case receipt, status, storedPath, receivedAt, runs
    }

    private struct Run: Encodable {
        var id: Int64?
        var backend: String
        var model: String
        var startedAt: String
        var finishedAt: String?
        var error: String?
        var calls: [Call]
    }

    private struct Call: Encodable {
        var purpose: String
        var inputTokens: Int
        var cachedTokens: Int
        var outputTokens: Int
        var latencySeconds: Double
        var costUSD: Double?
        var error: String?
        /// The request and reply bodies as sent and received; only with `--raw`.
        var request: String?
        var reply: String?
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(ProcessingOutcomeJSON(outcome: details.outcome), forKey: .receipt)
        // The stored status, `queued` included, which the outcome shape cannot show.
        try container.encode(details.receipt.status, forKey: .status)
        try container.encode(details.receipt.storedPath, forKey: .storedPath)
        try container.encode(details.receipt.receivedAt.formatted(.iso8601), forKey: .receivedAt)
        let runs = details.runs.map { entry in
            Run(
                id: entry.run.id, backend: entry.run.backend, model: entry.run.model,
                startedAt: entry.run.startedAt.formatted(.iso8601),
                finishedAt: entry.run.finishedAt?.formatted(.iso8601), error: entry.run.error,
                calls: entry.calls.map { call in
                    Call(
                        purpose: call.purpose, inputTokens: call.inputTokens, cachedTokens: call.cachedTokens,
                        outputTokens: call.outputTokens,
                        latencySeconds: JSONOutput.rounded(call.latencySeconds, places: 3), costUSD: call.costUSD,
                        error: call.error, request: includesRaw ? call.request : nil,
                        reply: includesRaw ? call.reply : nil)
                })
        }
        try container.encode(runs, forKey: .runs)
    }
}
