/// Timing one call and reading percentiles off many, for the latency benchmarks.
enum Latency {
    /// The value and the seconds `body` took on the monotonic clock.
    static func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = ContinuousClock.now
        let value = try body()
        return (value, (ContinuousClock.now - start).seconds)
    }

    /// The value at `fraction` (0.95 for p95) of the sorted values: the nearest rank below, no interpolation.
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction))]
    }
}
