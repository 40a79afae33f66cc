import Foundation
import LarderStore

/// Reads many receipt files through one ``ReceiptPipeline``, a few at a time, as `larder import` does.
///
/// Files whose content came earlier in the list wait until every first copy is stored: two lanes reading one
/// content at once would both store it. A stored trip with the same store, date and total as another is
/// flagged as a possible duplicate, as the daemon does.
public struct BatchImporter: Sendable {
    private let pipeline: ReceiptPipeline
    private let database: LarderDatabase
    private let lanes: Int

    /// - Parameter lanes: Files read at the same time; at least 1.
    public init(pipeline: ReceiptPipeline, database: LarderDatabase, lanes: Int) {
        self.pipeline = pipeline
        self.database = database
        self.lanes = max(1, lanes)
    }

    /// Processes every file, handing over each outcome as it finishes (first copies before repeats).
    public func run(_ paths: [String], each: (ProcessingOutcome) -> Void) async {
        let (firsts, repeats) = Self.splitRepeats(paths)
        let pipeline = pipeline
        let database = database
        for batch in [firsts, repeats] {
            await Lanes.run(batch, lanes: lanes) { path in
                await pipeline.process(fileAt: URL(fileURLWithPath: path), displayName: path)
            } each: { outcome in
                if let tripId = outcome.tripId { _ = try? database.flagPossibleDuplicate(tripId: tripId) }
                each(outcome)
            }
        }
    }

    /// Files whose content came earlier in the list, apart from the rest.
    static func splitRepeats(_ paths: [String]) -> (firsts: [String], repeats: [String]) {
        var seen: Set<String> = []
        var firsts: [String] = []
        var repeats: [String] = []
        for path in paths {
            if let hash = ContentHash.sha256(ofFileAt: path), !seen.insert(hash).inserted {
                repeats.append(path)
            } else {
                firsts.append(path)
            }
        }
        return (firsts, repeats)
    }
}
