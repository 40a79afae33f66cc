import Foundation
import GRDB

extension LarderDatabase {
    /// Counts jobs by state, the receipts stored in the last hour and the latest errors.
    /// - Parameter errorLimit: How many recent errors to include.
    public func jobSummary(now: Date = Date(), errorLimit: Int = 5) throws -> JobSummary {
        try writer.read { db in
            var counts = Dictionary(uniqueKeysWithValues: JobState.allCases.map { ($0, 0) })
            let rows = try Row.fetchAll(db, sql: "SELECT state, COUNT(*) AS n FROM job GROUP BY state")
            for row in rows {
                if let state = JobState(rawValue: row["state"]) { counts[state] = row["n"] }
            }
            let stored = [JobState.done.rawValue, JobState.needsReview.rawValue]
            let lastHour = try JobRecord.filter(stored.contains(Column("state")))
                .filter(Column("finishedAt") >= now.addingTimeInterval(-3600).storedText).fetchCount(db)
            let errors = try JobRecord.filter(Column("lastError") != nil).order(Column("updatedAt").desc)
                .limit(errorLimit).fetchAll(db)
            return JobSummary(
                countsByState: counts,
                queueDepth: counts.filter { !$0.key.isFinished }.values.reduce(0, +),
                receiptsLastHour: lastHour,
                recentErrors: errors.map {
                    JobSummary.RecentError(
                        jobId: $0.id ?? 0, sourcePath: $0.sourcePath, state: $0.state, error: $0.lastError ?? "",
                        at: $0.updatedAt
                    )
                }
            )
        }
    }
}
