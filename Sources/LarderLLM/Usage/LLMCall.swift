import Foundation

/// One request to a model provider, as the usage ledger and `larder receipts show --raw` need it.
///
/// The request is the JSON body as sent; keys travel only in headers, so it never holds one.
public struct LLMCall: Sendable, Hashable {
    /// "openai" or "claude".
    public var backend: String
    public var model: String
    /// What the call was for: "receipt", "repair", "label" or "estimate".
    public var purpose: String
    /// Every prompt token, cached ones included.
    public var inputTokens: Int
    public var outputTokens: Int
    /// Prompt tokens the provider read from its prompt cache, billed at the cached rate.
    public var cachedTokens: Int
    /// From sending the first attempt to the last byte of the answer, retries included.
    public var latencySeconds: Double
    /// `nil` when the price table has no price for the model.
    public var costUSD: Double?
    public var request: String
    /// The provider's body as received; empty when no answer came.
    public var reply: String
    /// Why the call failed, when it did.
    public var error: String?
    public var startedAt: Date

    public init(
        backend: String, model: String, purpose: String, inputTokens: Int, outputTokens: Int, cachedTokens: Int,
        latencySeconds: Double, costUSD: Double?, request: String, reply: String, error: String?, startedAt: Date
    ) {
        self.backend = backend
        self.model = model
        self.purpose = purpose
        self.inputTokens = inputTokens
        self.outputTokens = outputTokens
        self.cachedTokens = cachedTokens
        self.latencySeconds = latencySeconds
        self.costUSD = costUSD
        self.request = request
        self.reply = reply
        self.error = error
        self.startedAt = startedAt
    }
}
