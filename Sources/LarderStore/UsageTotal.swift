/// The calls of one backend and model summed over a period, as `larder usage` shows them.
public struct UsageTotal: Sendable, Hashable, Codable {
    public var backend: String
    public var model: String
    public var calls: Int
    public var failedCalls: Int
    public var inputTokens: Int
    public var outputTokens: Int
    public var cachedTokens: Int
    /// Calls whose model had no price count nothing here; see ``unpricedCalls``.
    public var costMicrodollars: Int
    public var unpricedCalls: Int
    public var latencySeconds: Double

    public var costUSD: Double { Double(costMicrodollars) / 1_000_000 }
}
