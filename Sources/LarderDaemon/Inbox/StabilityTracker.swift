import Foundation

/// Decides when a file has stopped changing: its size and modification time unchanged for a settle delay.
///
/// Pure bookkeeping over observations, with time passed in, so it is tested without waiting.
public struct StabilityTracker: Sendable {
    /// What is compared between observations.
    public struct Signature: Sendable, Hashable {
        public var size: Int64
        public var modified: Date
        /// The file itself: a different file renamed over the name is a change even with the same size and time.
        public var identity: FileIdentity?

        public init(size: Int64, modified: Date, identity: FileIdentity? = nil) {
            self.size = size
            self.modified = modified
            self.identity = identity
        }
    }

    private var seen: [String: (signature: Signature, since: Date)] = [:]

    public init() {}

    /// Records what `path` looks like at `now`.
    ///
    /// - Parameter trustsModificationTime: Whether the modification time was set by this machine's clock (a
    ///   local file system). Then a file seen unchanged twice whose modification time is already `settle`
    ///   seconds old has stood still that long, and waiting again would only delay it: a file synced with its
    ///   original time, or renamed in after being written, is taken at the second look. A network file
    ///   system's times come from another clock, so there only the time watched here counts.
    /// - Returns: Whether it has looked the same for at least `settle` seconds.
    public mutating func observe(
        _ path: String, _ signature: Signature, at now: Date, settle: TimeInterval,
        trustsModificationTime: Bool = false
    ) -> Bool {
        if let previous = seen[path], previous.signature == signature {
            if now.timeIntervalSince(previous.since) >= settle { return true }
            // A time in the future (a clock set back) gives a negative age, so it is never trusted.
            return trustsModificationTime && now.timeIntervalSince(signature.modified) >= settle
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
