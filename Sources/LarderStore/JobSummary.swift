import Foundation

/// The daemon's queue at a glance, for `larder status`.
public struct JobSummary: Sendable, Hashable {
    /// One job's most recent error.
    public struct RecentError: Sendable, Hashable {
        public var jobId: Int64
        public var sourcePath: String
        public var state: JobState
        public var error: String
        public var at: Date
    }

    /// Jobs per state; every state is present, zero when none.
    public var countsByState: [JobState: Int]
    /// Jobs not yet finished: queued, waiting to retry, or being read.
    public var queueDepth: Int
    /// Receipts stored (done or needs review) in the hour before the summary was taken.
    public var receiptsLastHour: Int
    public var recentErrors: [RecentError]
}
