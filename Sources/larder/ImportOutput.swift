import Foundation
import LarderPipeline

/// What `larder import` prints: failures and skipped files as they come with a progress bar on a terminal,
/// or one JSON object per file; then a summary.
struct ImportOutput {
    let isJSON: Bool
    private(set) var summary = BatchSummary(outcomes: ["done", "needs_review", "duplicate", "failed", "skipped"])
    private var bar: ProgressBar

    init(total: Int, isJSON: Bool) {
        self.isJSON = isJSON
        bar = ProgressBar(total: total)
    }

    mutating func report(_ skipped: ImportSource.Skipped) {
        summary.count("skipped")
        if isJSON {
            print(JSONLine.object(["file": skipped.path, "status": "skipped", "error": skipped.reason]))
        } else {
            print("\(skipped.path): skipped: \(skipped.reason)")
        }
    }

    mutating func report(_ outcome: ProcessingOutcome) {
        summary.count(outcome.status.rawValue)
        if isJSON {
            let receiptId = outcome.receiptId ?? outcome.duplicateOf
            let object: [String: Any] = [
                "file": outcome.file, "status": outcome.status.rawValue,
                "error": outcome.error.map { $0 as Any } ?? NSNull(),
                "receiptId": receiptId.map { $0 as Any } ?? NSNull(),
                "tripId": outcome.tripId.map { $0 as Any } ?? NSNull(),
            ]
            print(JSONLine.object(object))
            return
        }
        if outcome.status == .failed {
            bar.clear()
            print("\(outcome.file): failed: \(outcome.error ?? "unknown error")")
        }
        bar.draw(done: summary.done - summary.counts["skipped", default: 0])
    }

    mutating func finish() {
        if isJSON {
            print(summary.jsonLine())
            return
        }
        bar.clear()
        print(summary.text)
    }
}
