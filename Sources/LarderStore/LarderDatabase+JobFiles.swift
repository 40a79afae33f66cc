import Foundation
import GRDB

extension LarderDatabase {
    /// Records why a finished job's file is still in the inbox; the first time is kept as "since".
    public func recordMoveProblem(_ id: Int64, _ problem: String, now: Date = Date()) throws {
        try writer.write { db in
            try db.execute(
                sql: """
                    UPDATE job SET moveProblem = ?, moveProblemSince = COALESCE(moveProblemSince, ?), updatedAt = ?
                    WHERE id = ?
                    """,
                arguments: [problem, now.storedText, now.storedText, id]
            )
        }
    }

    /// Records that the job's path now holds another file (a name reused by a scanner), so the job is done with
    /// its path and the new file becomes a job of its own.
    public func markJobReplaced(_ id: Int64, now: Date = Date()) throws {
        try writer.write { db in
            try db.execute(
                sql: "UPDATE job SET movedTo = '', moveProblem = NULL, moveProblemSince = NULL, updatedAt = ? WHERE id = ?",
                arguments: [now.storedText, id]
            )
        }
    }

    /// Records the content a not-yet-finished job will be read from: its file was rewritten after it was queued.
    public func updateJobContent(_ id: Int64, sha256: String?, now: Date = Date()) throws {
        try writer.write { db in
            try db.execute(
                sql: "UPDATE job SET sha256 = ?, updatedAt = ? WHERE id = ?", arguments: [sha256, now.storedText, id]
            )
        }
    }

    /// Failed jobs created since `since` whose file went to the failed folder after failing on its content. By
    /// creation, not failure: a reopened job keeps its creation time, so a file is not watched for ever.
    public func contentFailuresInFailedFolder(since: Date) throws -> [JobRecord] {
        try writer.read { db in
            try JobRecord.filter(
                Column("state") == JobState.failed.rawValue && Column("failedOnContent") == true
                    && Column("movedTo") != nil && Column("movedTo") != "" && Column("createdAt") >= since.storedText
            ).order(Column("id")).fetchAll(db)
        }
    }

    /// Reopens a failed job whose file changed in the failed folder and was put back in the inbox at `path`: the
    /// same receipt is read again as the same job, so a writer that paused too long leaves one job, not a failure
    /// beside a success. The earlier reason is kept in `lastError` until the new reading replaces it.
    public func reopenFailedJob(_ id: Int64, at path: String, now: Date = Date()) throws {
        try writer.write { db in
            try db.execute(
                sql: """
                    UPDATE job SET state = 'queued', sourcePath = ?, sha256 = NULL, attempts = 0, workerDeaths = 0,
                        nextAttemptAt = NULL, movedTo = NULL, finishedAt = NULL, failedOnContent = 0, moveProblem = NULL,
                        moveProblemSince = NULL,
                        lastError = COALESCE(lastError, '') || ' (the file changed afterwards; reading it again)',
                        updatedAt = ?
                    WHERE id = ? AND state = 'failed'
                    """,
                arguments: [path, now.storedText, id]
            )
        }
    }

    /// Jobs whose file waits: unfinished ones, and finished ones whose file has not left the inbox.
    public func jobsWithWaitingFiles() throws -> [JobRecord] {
        try writer.read { db in
            let finished = JobState.allCases.filter(\.isFinished).map(\.rawValue)
            return try JobRecord.filter(!finished.contains(Column("state")) || Column("movedTo") == nil)
                .order(Column("id")).fetchAll(db)
        }
    }
}
