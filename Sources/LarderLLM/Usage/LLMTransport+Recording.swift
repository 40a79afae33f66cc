import Foundation
import LarderCore

extension LLMTransport {
    /// What ``postRecording(_:to:headers:key:call:)`` needs to describe the call in the ledger.
    struct CallDescription {
        var model: String
        var purpose: String
        var prices: PriceTable
        /// Reads the provider's token counts from a reply body; a body without them counts zero.
        var usage: (Data) -> TokenUsage
    }

    /// Posts like ``post(_:to:headers:key:)`` and records the call, answered or failed, in ``LLMCallLog/current``.
    /// - Parameter surfacingRejection: Whether a request the provider refused as malformed throws
    ///   ``ProviderRejection`` (for a caller that can change the request) rather than ``ExtractionError``.
    func postRecording(
        _ body: Data, to url: String, headers: [(String, String)], key: APIKey?, call: CallDescription,
        surfacingRejection: Bool = false
    ) async throws -> Data {
        let startedAt = Date()
        let clock = ContinuousClock()
        let start = clock.now
        func record(reply: Data, error: String?) {
            let tokens = error == nil ? call.usage(reply) : TokenUsage()
            let cost = call.prices.cost(
                model: call.model, inputTokens: tokens.input, outputTokens: tokens.output, cachedTokens: tokens.cached)
            let elapsed = (clock.now - start).components
            let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
            logger.info(
                "model call",
                metadata: [
                    "backend": "\(backend)", "model": "\(call.model)", "purpose": "\(call.purpose)",
                    "inputTokens": "\(tokens.input)", "outputTokens": "\(tokens.output)",
                    "cachedTokens": "\(tokens.cached)", "seconds": "\(seconds)",
                ])
            LLMCallLog.current?.record(
                LLMCall(
                    backend: backend, model: call.model, purpose: call.purpose, inputTokens: tokens.input,
                    outputTokens: tokens.output, cachedTokens: tokens.cached, latencySeconds: seconds, costUSD: cost,
                    request: String(decoding: body, as: UTF8.self), reply: String(decoding: reply, as: UTF8.self),
                    error: error, startedAt: startedAt))
        }
        do {
            let reply =
                surfacingRejection
                ? try await postSurfacingRejection(body, to: url, headers: headers, key: key)
                : try await post(body, to: url, headers: headers, key: key)
            record(reply: reply, error: nil)
            return reply
        } catch {
            record(reply: Data(), error: "\(error)")
            throw error
        }
    }
}
