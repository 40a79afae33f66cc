/// Where one inbox file stands on its way to a stored trip. Stored in the `job` table.
///
/// ```
/// queued → ocr → extracting → done | needs_review | failed | waiting_retry | duplicate
/// waiting_retry → queued | ocr;  ocr | extracting → queued (re-queued at shutdown or after a crash)
/// ```
public enum JobState: String, Sendable, Hashable, Codable, CaseIterable {
    case queued
    /// A worker is reading the image.
    case ocr
    /// The text is read; a worker is turning it into a trip.
    case extracting
    case done
    case needsReview = "needs_review"
    /// Given up: the file is in the failed folder with the reason.
    case failed
    /// A transient failure; tried again at `nextAttemptAt`.
    case waitingRetry = "waiting_retry"
    /// The same content is already stored; nothing new was written.
    case duplicate

    /// Whether the job has ended, so its file only needs moving out of the inbox.
    public var isFinished: Bool {
        switch self {
        case .done, .needsReview, .failed, .duplicate: true
        case .queued, .ocr, .extracting, .waitingRetry: false
        }
    }

    /// Whether a worker holds the job; after a crash such jobs are re-queued.
    public var isInFlight: Bool { self == .ocr || self == .extracting }

    /// Whether a job may go from this state to `next`. Finished jobs never change again.
    public func canMove(to next: JobState) -> Bool {
        switch self {
        case .queued: next == .ocr
        case .waitingRetry: next == .queued || next == .ocr
        case .ocr: next != .ocr
        case .extracting: next != .ocr && next != .extracting
        case .done, .needsReview, .failed, .duplicate: false
        }
    }
}
