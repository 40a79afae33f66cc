import Foundation
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

    var jobs: [String: Int]
    var queueDepth: Int
    var receiptsLastHour: Int
    var recentErrors: [RecentError]

    init(_ summary: JobSummary) {
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
    }
}

/// The text form of `larder status`.
enum JobSummaryText {
    static func render(_ summary: JobSummary) -> String {
        var lines = JobState.allCases.map { state in
            "\(state.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0)) \(summary.countsByState[state] ?? 0)"
        }
        lines.append("queue depth    \(summary.queueDepth)")
        lines.append("receipts/hour  \(summary.receiptsLastHour)")
        if !summary.recentErrors.isEmpty {
            lines.append("recent errors:")
            lines += summary.recentErrors.map {
                "  job \($0.jobId) \($0.sourcePath) (\($0.state.rawValue)): \($0.error)"
            }
        }
        return lines.joined(separator: "\n")
    }
}
