import Foundation
import LarderPipeline
import LarderStore

/// What the daemon does with a job after the pipeline ran: its next state and where its file goes.
enum JobResolution: Sendable, Equatable {
    /// Stored as a trip (`done` or `needs_review`).
    case stored(receiptId: Int64, tripId: Int64?, state: JobState)
    /// A nutrition label stored as a food (`done`, or `needs_review` when its numbers do not add up).
    case storedLabel(foodId: Int64, state: JobState)
    /// The content was already stored by another file: the receipt it duplicates; `nil` for a label.
    case duplicate(of: Int64?)
    /// Will not get better by trying again: the file goes to the failed folder.
    case permanent(String)
    /// May work later (a locked or unreadable file, a full disk, a busy service): retried with backoff.
    case transient(String)
    /// The attempt killed its OCR worker process (a crash, or a hang past the time limit): retried with backoff
    /// like a transient failure, until the file has done it ``JobProcessor/workerDeathLimit`` times.
    case killedWorker(String)
    /// No OCR worker process could read (it could not start, or was stopped from outside): not the file's fault,
    /// so retried without the attempt counting against it.
    case noWorker(String)
    /// The image did not decode, but its file changed moments ago: its writer may only have paused. Read again
    /// once it has been still for a while, without the backoff of a transient failure.
    case incomplete(String, retryIn: TimeInterval)

    /// Whether the job did not get through: it is given up or retried.
    var isFailure: Bool {
        switch self {
        case .permanent, .transient, .killedWorker, .noWorker, .incomplete: true
        case .stored, .storedLabel, .duplicate: false
        }
    }

    /// Classifies an outcome; a failure is retried when the pipeline says it is worth retrying.
    /// - Parameter ownsDuplicate: Whether a `duplicate` outcome is this job's own receipt, stored by an earlier
    ///   attempt that was interrupted before the job was updated.
    init(_ outcome: ProcessingOutcome, ownsDuplicate: Bool) {
        switch outcome.status {
        case .done, .needsReview:
            self = .stored(
                receiptId: outcome.receiptId ?? 0, tripId: outcome.tripId,
                state: outcome.status == .done ? .done : .needsReview
            )
        case .duplicate:
            let receiptId = outcome.duplicateOf ?? 0
            self = ownsDuplicate ? .stored(receiptId: receiptId, tripId: nil, state: .done) : .duplicate(of: receiptId)
        case .failed:
            let unknown = ProcessingFailure(
                stage: .storing, code: "other", message: "unknown failure", isWorthRetrying: true)
            self.init(outcome.failure ?? unknown)
        }
    }

    /// A failure the pipeline classified: retried with backoff when worth retrying, given up otherwise.
    init(_ failure: ProcessingFailure) {
        if failure.killedItsWorker {
            self = .killedWorker(failure.message)
        } else if failure.foundNoWorker {
            self = .noWorker(failure.message)
        } else {
            self = failure.isWorthRetrying ? .transient(failure.message) : .permanent(failure.message)
        }
    }
}
