import Foundation
import LarderCore
import Logging

/// Asks a language model to suggest a household's daily targets, starting from the computed ones.
///
/// One call, no repair turn: a bad answer is an error, and `larder household suggest` says to use the offline
/// targets instead. The key travels only in a request header, as for extraction.
public struct TargetAdvisor: Sendable {
    /// Which API to ask, with its settings and key.
    public enum Provider: Sendable {
        case openai(OpenAILLMService.Configuration, key: APIKey?)
        case claude(ClaudeLLMService.Configuration, key: APIKey)
    }

    private let provider: Provider
    private let transport: LLMTransport

    /// - Parameter sleep: Waits between retries; defaults to `Task.sleep`.
    public init(
        provider: Provider, logger: Logger = Logger(label: "larder.llm.targets"),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.provider = provider
        let (backend, timeout, retryPolicy) =
            switch provider {
            case .openai(let configuration, _): ("openai", configuration.timeout, configuration.retryPolicy)
            case .claude(let configuration, _): ("claude", configuration.timeout, configuration.retryPolicy)
            }
        transport = LLMTransport(
            backend: backend, timeout: timeout, retryPolicy: retryPolicy, sleep: sleep, logger: logger)
    }

    /// The model's targets for the whole household per day, with its explanation.
    /// - Throws: ``ExtractionError``: `invalidKey`, `quotaExceeded`, `unavailable` after the retries, or
    ///   `malformedReply` when the answer is missing or implausible.
    public func suggestTargets(for members: [HouseholdMember], computed: DailyTargets) async throws -> DailyTargets {
        let message = TargetsPrompt.message(members: members, computed: computed)
        switch provider {
        case .openai(let configuration, let key):
            let request = OpenAIWire.Request(
                model: configuration.model,
                messages: [
                    .init(role: "system", content: TargetsPrompt.instructions), .init(role: "user", content: message),
                ],
                responseFormat: .init(
                    type: "json_schema", jsonSchema: .init(name: TargetsPrompt.name, strict: true, schema: TargetsPrompt.schema)),
                maxCompletionTokens: 1024, maxTokens: nil, temperature: 0)
            let headers = key.map { [("authorization", "Bearer \($0.secret)")] } ?? []
            let url = configuration.baseURL.appendingAPIPath("/chat/completions")
            let body = try await transport.post(try WireJSON.encode(request), to: url, headers: headers, key: key)
            let response = try WireJSON.decode(OpenAIWire.Response.self, from: body, backend: "openai")
            let content = Data((response.choices.first?.message.content ?? "").utf8)
            return try TargetsPrompt.targets(from: content, computed: computed, backend: "openai")
        case .claude(let configuration, let key):
            let request = ClaudeWire.Request(
                model: configuration.model, maxTokens: 1024,
                system: [.init(text: TargetsPrompt.instructions, cacheControl: nil)],
                messages: [.init(role: "user", content: message)],
                tools: [
                    .init(
                        name: TargetsPrompt.name, description: "Stores the household's suggested daily targets.",
                        inputSchema: TargetsPrompt.schema)
                ],
                toolChoice: .init(name: TargetsPrompt.name), temperature: 0)
            let headers = [("x-api-key", key.secret), ("anthropic-version", ClaudeLLMService.apiVersion)]
            let url = configuration.baseURL.appendingAPIPath("/v1/messages")
            let body = try await transport.post(try WireJSON.encode(request), to: url, headers: headers, key: key)
            let response = try WireJSON.decode(ClaudeWire.Response.self, from: body, backend: "claude")
            let input = response.content.first { $0.type == "tool_use" && $0.name == TargetsPrompt.name }?.input
            return try TargetsPrompt.targets(
                from: try input.map(WireJSON.encode) ?? Data(), computed: computed, backend: "claude")
        }
    }
}
