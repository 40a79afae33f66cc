import Foundation
import LarderDaemon
import LarderLogging
import LarderStore

/// The `--json` form of `larder status`.
struct JobSummaryJSON: Encodable {
    struct RecentError: Encodable {
        var job: Int64
        var file: String
        var state: String
        var error: String
        var at: String
    }

    struct Waiting: Encodable {
        var path: String
        var reason: String
        var since: String?
    }

    var daemonRunning: Bool
    var jobs: [String: Int]
    var queueDepth: Int
    var receiptsLastHour: Int
    var recentErrors: [RecentError]
    /// Every file that is not moving on, with why; empty when all is well.
    var waiting: [Waiting]

    init(_ summary: JobSummary, waiting: [WaitingFile], daemonIsRunning: Bool) {
        daemonRunning = daemonIsRunning
        jobs = Dictionary(uniqueKeysWithValues: summary.countsByState.map { ($0.key.rawValue, $0.value) })
        queueDepth = summary.queueDepth
        receiptsLastHour = summary.receiptsLastHour
        let format = ISO8601DateFormatter()
        recentErrors = summary.recentErrors.map {
            RecentError(
                job: $0.jobId, file: $0.sourcePath, state: $0.state.rawValue, error: $0.error,
                at: format.string(from: $0.at)
            )
        }
        self.waiting = waiting.map {
            Waiting(path: $0.path, reason: $0.reason, since: $0.since.map(format.string(from:)))
        }
    }
}

/// The text form of `larder status`.
enum JobSummaryText {
    /// File names come from whoever fills the inbox, so control characters in them are escaped.
    static func render(_ summary: JobSummary, waiting: [WaitingFile], daemonIsRunning: Bool) -> String {
        var lines = ["daemon         \(daemonIsRunning ? "running" : "not running")"]
        lines += JobState.allCases.map { state in
            "\(state.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0)) \(summary.countsByState[state] ?? 0)"
        }
        lines.append("queue depth    \(summary.queueDepth)")
        lines.append("receipts/hour  \(summary.receiptsLastHour)")
        if !summary.recentErrors.isEmpty {
            lines.append("recent errors:")
            lines += summary.recentErrors.map {
                "  job \($0.jobId) \($0.sourcePath.escapingControlCharacters) (\($0.state.rawValue)): "
                    + $0.error.escapingControlCharacters
            }
        }
        if waiting.isEmpty {
            lines.append("waiting        nothing")
        } else {
            lines.append("waiting (\(waiting.count)):")
            let format = ISO8601DateFormatter()
            lines += waiting.map { file in
                let since = file.since.map { " (since \(format.string(from: $0)))" } ?? ""
                return "  \(file.path.escapingControlCharacters): \(file.reason.escapingControlCharacters)\(since)"
            }
        }
        return lines.joined(separator: "\n")
    }
}
