import Foundation

/// Decides when a file has stopped changing: its size and modification time unchanged for a settle delay.
///
/// Pure bookkeeping over observations, with time passed in, so it is tested without waiting.
public struct StabilityTracker: Sendable {
    /// What is compared between observations.
    public struct Signature: Sendable, Hashable {
        public var size: Int64
        public var modified: Date

        public init(size: Int64, modified: Date) {
            self.size = size
            self.modified = modified
        }
    }

    private var seen: [String: (signature: Signature, since: Date)] = [:]

    public init() {}

    /// Records what `path` looks like at `now`.
    /// - Returns: Whether it has looked the same for at least `settle` seconds.
    public mutating func observe(_ path: String, _ signature: Signature, at now: Date, settle: TimeInterval) -> Bool {
        if let previous = seen[path], previous.signature == signature {
            return now.timeIntervalSince(previous.since) >= settle
        }
        seen[path] = (signature, now)
        return settle <= 0
    }

    /// Forgets paths that are no longer there (or have been taken).
    public mutating func forget(_ path: String) {
        seen[path] = nil
    }

    /// Paths being watched until they settle.
    public var pendingPaths: Set<String> { Set(seen.keys) }
}
