import LarderLLM
import LarderStore

extension LLMCallRecord {
    /// The ledger row for a call; the receipt and run are filled in when it is stored.
    public init(_ call: LLMCall) {
        self.init(
            backend: call.backend, model: call.model, purpose: call.purpose, inputTokens: call.inputTokens,
            outputTokens: call.outputTokens, cachedTokens: call.cachedTokens, latencySeconds: call.latencySeconds,
            costUSD: call.costUSD, request: call.request, reply: call.reply, error: call.error,
            calledAt: call.startedAt)
    }
}
