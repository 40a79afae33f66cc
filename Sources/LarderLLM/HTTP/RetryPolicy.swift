/// When a failed call is worth repeating, and how long to wait first.
public struct RetryPolicy: Sendable, Hashable {
    /// Calls made at most, the first included. Default 5.
    public var maxAttempts: Int
    /// The wait after the first failure, doubled after each further one: 1, 2, 4, 8 s by default.
    public var initialBackoff: Duration
    /// A server's `retry-after` is honoured up to this long. Default 60 s.
    public var maxServerDelay: Duration

    public init(maxAttempts: Int = 5, initialBackoff: Duration = .seconds(1), maxServerDelay: Duration = .seconds(60)) {
        self.maxAttempts = maxAttempts
        self.initialBackoff = initialBackoff
        self.maxServerDelay = maxServerDelay
    }

    /// Timeouts, conflicts, rate limits, server errors and Anthropic's 529 "overloaded" pass with time.
    static func isRetryable(status: Int) -> Bool {
        [408, 409, 429].contains(status) || (500...599).contains(status)
    }

    /// The wait before attempt `failures + 1`: the server's word when it gave one, else exponential backoff.
    /// - Parameter headers: The failed response's headers, lower-cased names.
    func delay(afterFailures failures: Int, headers: [String: String]) -> Duration {
        if let text = headers["retry-after-ms"], let milliseconds = Double(text), milliseconds >= 0 {
            return min(.milliseconds(milliseconds), maxServerDelay)
        }
        if let text = headers["retry-after"], let seconds = Double(text), seconds >= 0 {
            return min(.milliseconds(seconds * 1000), maxServerDelay)
        }
        return initialBackoff * (1 << max(0, failures - 1))
    }
}
