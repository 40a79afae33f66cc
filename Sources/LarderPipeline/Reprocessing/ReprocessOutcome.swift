import LarderStore

/// What became of one receipt in `larder reprocess`.
public struct ReprocessOutcome: Sendable {
    public enum Status: String, Sendable, Hashable, Codable, CaseIterable {
        /// A new run was stored and the trip moved to it (with `--dry-run`: would be).
        case changed
        /// The new reading equals the trip; nothing was stored.
        case unchanged
        /// A paid backend already read this exact text with this model; not called again.
        case upToDate = "up_to_date"
        /// The run failed, or there was nothing to read; `error` says why. The trip is as it was.
        case failed
    }

    public var receiptId: Int64
    public var status: Status
    public var error: String?
    /// How the trip changes; `nil` when the run failed or was skipped.
    public var diff: TripDiff?
    /// The stored run; `nil` on a dry run, or when nothing was stored.
    public var runId: Int64?
    /// Whether the backend was called (for counting paid calls).
    public var calledBackend = false
    /// Model calls made for this receipt (none for the offline backend).
    public var modelCalls = 0
    /// What those calls cost in USD at the configured prices; calls without a price count nothing.
    public var costUSD = 0.0

    public init(receiptId: Int64, status: Status, error: String? = nil, diff: TripDiff? = nil) {
        self.receiptId = receiptId
        self.status = status
        self.error = error
        self.diff = diff
    }
}
