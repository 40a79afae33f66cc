import Foundation
import GRDB

extension LarderDatabase {
    /// Records a file or folder found in the inbox as a queued job.
    @discardableResult
    public func enqueueJob(
        sourcePath: String, isFolder: Bool, sha256: String?, kind: JobKind = .receipt, now: Date = Date()
    ) throws -> JobRecord {
        try writer.write { db in
            var job = JobRecord(sourcePath: sourcePath, isFolder: isFolder, sha256: sha256, kind: kind, now: now)
            try job.insert(db)
            return job
        }
    }

    /// The latest job for a path whose file may still be in the inbox: unfinished, or finished but not yet moved.
    public func pendingJob(sourcePath: String) throws -> JobRecord? {
        try writer.read { db in
            try JobRecord.filter(Column("sourcePath") == sourcePath && Column("movedTo") == nil)
                .order(Column("id").desc).fetchOne(db)
        }
    }

    /// The job with this id.
    public func job(id: Int64) throws -> JobRecord? {
        try writer.read { db in try JobRecord.fetchOne(db, key: id) }
    }

    /// Takes the oldest job that is queued or due for a retry, moving it to `ocr` and counting the attempt.
    ///
    /// Runs in one write transaction, so two workers never take the same job. A job whose content another
    /// worker is reading waits, so the same image dropped twice is stored once and reported once as a duplicate.
    public func claimNextJob(now: Date = Date()) throws -> JobRecord? {
        try writer.write { db in
            guard
                var job = try JobRecord.fetchOne(
                    db,
                    sql: """
                        SELECT * FROM job
                        WHERE (state = 'queued' OR (state = 'waiting_retry' AND nextAttemptAt <= ?))
                          AND (sha256 IS NULL OR sha256 NOT IN
                               (SELECT sha256 FROM job WHERE state IN ('ocr', 'extracting') AND sha256 IS NOT NULL))
                        ORDER BY id LIMIT 1
                        """,
                    arguments: [now.storedText]
                )
            else { return nil }
            job.state = .ocr
            job.attempts += 1
            job.nextAttemptAt = nil
            job.updatedAt = now
            try job.update(db)
            return job
        }
    }

    /// Moves a job to `state`, checking the move against ``JobState/canMove(to:)``.
    ///
    /// - Parameters:
    ///   - error: The reason, kept as `lastError` (a successful end clears it).
    ///   - receiptId: The stored receipt, when there is one.
    ///   - nextAttemptAt: When a `waiting_retry` job is due.
    ///   - failedOnContent: For `failed`: it failed on what the file held, so the file is watched in `failed/`.
    /// - Throws: ``StoreError`` `.notFound` or `.invalidTransition`; `DatabaseError`.
    @discardableResult
    public func moveJob(
        _ id: Int64, to state: JobState, error: String? = nil, receiptId: Int64? = nil, nextAttemptAt: Date? = nil,
        failedOnContent: Bool = false, now: Date = Date()
    ) throws -> JobRecord {
        try writer.write { db in
            guard var job = try JobRecord.fetchOne(db, key: id) else {
                throw StoreError(.notFound, message: "no job \(id)")
            }
            guard job.state.canMove(to: state) else {
                throw StoreError(
                    .invalidTransition, message: "job \(id) cannot go from \(job.state.rawValue) to \(state.rawValue)"
                )
            }
            job.state = state
            if error != nil || state == .done || state == .needsReview { job.lastError = error }
            if let receiptId { job.receiptId = receiptId }
            job.nextAttemptAt = nextAttemptAt
            job.updatedAt = now
            if state.isFinished { job.finishedAt = now }
            if failedOnContent { job.failedOnContent = true }
            try job.update(db)
            return job
        }
    }

    /// Counts one more attempt at job `id` that killed its OCR worker, and returns how many did so far.
    public func recordWorkerDeath(ofJob id: Int64) throws -> Int {
        try writer.write { db in
            try db.execute(
                sql: "UPDATE job SET workerDeaths = workerDeaths + 1, updatedAt = ? WHERE id = ?",
                arguments: [Date().storedText, id])
            guard let deaths = try Int.fetchOne(db, sql: "SELECT workerDeaths FROM job WHERE id = ?", arguments: [id])
            else { throw StoreError(.notFound, message: "no job \(id)") }
            return deaths
        }
    }

    /// Takes back the attempt job `id` was just given, for a failure that was not the file's (no OCR worker could
    /// read it), so it does not bring the file nearer to being given up.
    public func giveBackAttempt(ofJob id: Int64) throws {
        try writer.write { db in
            try db.execute(
                sql: "UPDATE job SET attempts = MAX(0, attempts - 1), updatedAt = ? WHERE id = ?",
                arguments: [Date().storedText, id])
        }
    }

    /// Records where a finished job's file went, so it is never looked at again.
    ///
    /// A stored receipt's `storedPath` follows its image to the archive in the same transaction, so a receipt
    /// still pointing into the inbox is one whose job was interrupted before its file moved. An empty `path`
    /// means the file is gone and where it went is unknown; the receipt's path is then left as it was.
    public func markJobMoved(_ id: Int64, to path: String) throws {
        try writer.write { db in
            let now = Date()
            try db.execute(
                sql: "UPDATE job SET movedTo = ?, moveProblem = NULL, moveProblemSince = NULL, updatedAt = ? WHERE id = ?",
                arguments: [path, now.storedText, id]
            )
            try db.execute(
                sql: """
                    UPDATE receipt SET storedPath = ?, updatedAt = ?
                    WHERE ? != ''
                      AND id = (SELECT receiptId FROM job WHERE id = ? AND state IN ('done', 'needs_review'))
                    """,
                arguments: [path, now.storedText, path, id]
            )
        }
    }

    /// Puts jobs a worker held when the process stopped (`ocr`, `extracting`) back in the queue.
    /// - Returns: How many were re-queued.
    @discardableResult
    public func requeueInterruptedJobs(now: Date = Date()) throws -> Int {
        try writer.write { db in
            try JobRecord.filter([JobState.ocr.rawValue, JobState.extracting.rawValue].contains(Column("state")))
                .updateAll(db, Column("state").set(to: JobState.queued.rawValue), Column("updatedAt").set(to: now.storedText))
        }
    }

    /// Finished jobs whose file is still to be moved out of the inbox (the process stopped in between).
    public func finishedJobsAwaitingMove() throws -> [JobRecord] {
        try writer.read { db in
            let finished = JobState.allCases.filter(\.isFinished).map(\.rawValue)
            return try JobRecord.filter(finished.contains(Column("state")) && Column("movedTo") == nil)
                .order(Column("id")).fetchAll(db)
        }
    }

    /// Whether a finished job other than `jobId` already accounts for `receiptId`.
    public func receiptBelongsToAnotherJob(_ receiptId: Int64, otherThan jobId: Int64) throws -> Bool {
        try writer.read { db in
            try JobRecord.filter(Column("receiptId") == receiptId && Column("id") != jobId)
                .filter([JobState.done.rawValue, JobState.needsReview.rawValue].contains(Column("state")))
                .fetchCount(db) > 0
        }
    }
}
