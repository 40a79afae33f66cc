import Foundation

/// A problem that comes back on every attempt (a full disk, a locked database), told once and then at most
/// every ``interval``, with how often it recurred in between: the daemon retries it every quarter second, and
/// a line per attempt would flood the journal and hide everything else.
struct RecurringProblem {
    /// The shortest time between two lines about the same problem. Default five minutes.
    let interval: TimeInterval
    private var lastTold: Date?
    private var untold = 0

    init(interval: TimeInterval = 300) {
        self.interval = interval
    }

    /// Counts one occurrence. Returns how many occurrences went untold before this one when it should be told
    /// now, or `nil` when it should stay quiet.
    mutating func occurred(at now: Date = Date()) -> Int? {
        if let lastTold, now.timeIntervalSince(lastTold) < interval {
            untold += 1
            return nil
        }
        defer { untold = 0 }
        lastTold = now
        return untold
    }

    /// Marks the problem gone. Returns whether it had been told, so that its end is worth telling too.
    mutating func cleared() -> Bool {
        defer {
            lastTold = nil
            untold = 0
        }
        return lastTold != nil
    }
}
