import LarderStore

/// The baseline of a route: its store reads alone, called one after another in this process.
enum QueryBaseline {
    /// The 95th percentile in seconds of `calls` calls of `queries`, after a few untimed ones that warm SQLite's
    /// page cache and the statement caches as the daemon's are warm.
    static func p95(calls: Int, of queries: (LarderDatabase) throws -> Void, in database: LarderDatabase) throws -> Double {
        for _ in 0..<10 { try queries(database) }
        let seconds = try (0..<calls).map { _ in try Latency.timed { try queries(database) }.1 }
        return Latency.percentile(seconds, 0.95)
    }
}
