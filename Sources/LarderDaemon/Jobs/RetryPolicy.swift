import Foundation

/// Exponential backoff for transient failures.
struct RetryPolicy: Sendable, Hashable {
    var baseSeconds: Double
    var maxSeconds: Double
    var maxAttempts: Int

    /// The wait after attempt number `attempts` (1-based) failed: base, 2×base, 4×base, ... capped at the maximum.
    func delay(afterAttempt attempts: Int) -> TimeInterval {
        let exponent = Double(max(0, min(attempts - 1, 60)))
        return min(baseSeconds * pow(2, exponent), maxSeconds)
    }

    /// Whether another attempt is allowed after `attempts` attempts.
    func allowsRetry(afterAttempt attempts: Int) -> Bool {
        attempts < maxAttempts
    }
}
