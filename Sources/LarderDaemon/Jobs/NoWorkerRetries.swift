import Synchronization

/// How many times in a row each job found no OCR worker to read it, shared by the daemon's workers.
///
/// Such a retry keeps the file's attempts (the fault is the daemon's: its workers cannot start), but it still
/// backs off like a transient failure (base, 2 × base, ... up to the maximum), so a daemon whose workers stay
/// broken does not start a failing process for every queued file every half minute, logging each. Kept in
/// memory: a restart, which may well be the fix, starts every file afresh.
final class NoWorkerRetries: Sendable {
    private let counts = Mutex<[Int64: Int]>([:])

    /// Counts one more retry of job `id` and returns how many there have been in a row.
    func next(forJob id: Int64) -> Int {
        counts.withLock { counts in
            counts[id, default: 0] += 1
            return counts[id]!
        }
    }

    /// Forgets job `id`: a worker read it, or it ended otherwise.
    func forget(job id: Int64) {
        _ = counts.withLock { $0.removeValue(forKey: id) }
    }
}
