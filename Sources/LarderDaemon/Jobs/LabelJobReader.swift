import Foundation
import LarderLLM
import LarderPipeline
import LarderStore
import Logging

/// Reads one label job through ``LabelPipeline`` and says what became of it, as ``JobProcessor`` does for
/// receipts.
struct LabelJobReader: Sendable {
    let database: LarderDatabase
    let recognizer: any TextRecognizer
    /// The daemon's configured backend, so labels are read the way receipts are.
    let extractor: any LLMService
    let metrics: DaemonMetrics
    let logger: Logger

    func read(_ job: JobRecord, id: Int64) async -> JobResolution {
        do {
            if let foodId = job.foodId {
                // Stored by an attempt that stopped before the job was finished: the label is not stored again.
                return .storedLabel(foodId: foodId, state: try reviewState(ofFood: foodId))
            }
            if let sha256 = job.sha256, let earlier = try database.storedLabelJob(sha256: sha256, otherThan: id) {
                logger.notice(
                    "label already stored", metadata: ["file": "\(job.sourcePath)", "food": "\(earlier.foodId ?? 0)"]
                )
                return .duplicate(of: nil)
            }
        } catch {
            return .transient("cannot read the job queue: \(error)")
        }
        let metrics = metrics
        let timed = TrackingRecognizer(base: recognizer) { metrics.recordOCR($0) }
        let pipeline = LabelPipeline(
            recognizer: timed, database: database, logger: logger, extractor: extractor
        )
        do {
            let outcome = try await pipeline.process(fileAt: URL(fileURLWithPath: job.sourcePath), forJob: id)
            guard let foodId = outcome.stored.food.id else { return .transient("the label's food has no id") }
            return .storedLabel(foodId: foodId, state: outcome.label.needsReview ? .needsReview : .done)
        } catch {
            // The pipeline throws only ProcessingFailure, classified where it failed.
            return JobResolution((error as? ProcessingFailure) ?? ProcessingFailure(error, at: .storing))
        }
    }

    private func reviewState(ofFood foodId: Int64) throws -> JobState {
        try database.reviewReason(ofFood: foodId) == nil ? .done : .needsReview
    }
}
