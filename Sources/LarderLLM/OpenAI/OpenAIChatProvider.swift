import Foundation
import LarderCore
import Logging

/// Chat Completions on the wire, in the strictest structured-output form the server accepts.
struct OpenAIChatProvider: ChatProvider {
    var configuration: OpenAILLMService.Configuration
    var key: APIKey?
    var transport: LLMTransport
    var memory: StructuredOutputMemory

    func send(_ conversation: [ChatTurn], task: ChatTask) async throws -> ChatReply {
        // A form the server took before is used as is: a refusal of it now is about something else.
        if let known = memory.form(for: configuration.baseURL) {
            do {
                return try await send(conversation, task: task, as: known)
            } catch let rejection as ProviderRejection {
                throw rejection.extractionError
            }
        }
        var form = StructuredOutput.jsonSchema
        while true {
            do {
                let reply = try await send(conversation, task: task, as: form)
                memory.remember(form, for: configuration.baseURL)
                return reply
            } catch let rejection as ProviderRejection {
                // Refused in every form: the request is wrong some other way, and the last refusal says how.
                guard let simpler = form.fallback else { throw rejection.extractionError }
                transport.logger.notice(
                    "the server refused the structured-output form; trying a simpler one",
                    metadata: [
                        "backend": "openai", "status": "\(rejection.status)", "refused": "\(form.rawValue)",
                        "next": "\(simpler.rawValue)",
                    ])
                form = simpler
            }
        }
    }

    /// One call in `form`.
    /// - Throws: ``ProviderRejection`` when the server refuses the request as malformed.
    private func send(_ conversation: [ChatTurn], task: ChatTask, as form: StructuredOutput) async throws -> ChatReply {
        let instructions = form == .jsonSchema ? task.instructions : task.instructions + Self.schemaClause(task)
        let messages =
            [OpenAIWire.Request.Message(role: "system", content: instructions)]
            + conversation.map {
                OpenAIWire.Request.Message(
                    role: $0.role.rawValue, content: $0.text, imageURLs: $0.images.map(\.dataURL))
            }
        let request = OpenAIWire.Request(
            model: configuration.model, messages: messages, responseFormat: Self.responseFormat(form, task: task),
            maxCompletionTokens: configuration.maxOutputTokens,
            maxTokens: form == .jsonSchema ? nil : configuration.maxOutputTokens, temperature: 0)
        let headers = key.map { [("authorization", "Bearer \($0.secret)")] } ?? []
        let url = configuration.baseURL.appendingAPIPath("/chat/completions")
        let call = LLMTransport.CallDescription(
            model: configuration.model, purpose: conversation.count > 1 ? "repair" : task.purpose,
            prices: configuration.prices, usage: OpenAIWire.tokenUsage(of:))
        let body = try await transport.postRecording(
            try WireJSON.encode(request), to: url, headers: headers, key: key, call: call, surfacingRejection: true)
        let response = try WireJSON.decode(OpenAIWire.Response.self, from: body, backend: "openai")
        guard let choice = response.choices.first else {
            throw ExtractionError(.malformedReply, backend: "openai", message: "the reply has no choices")
        }
        let text = choice.message.content ?? ""
        // Without a server-enforced schema, small models wrap JSON in Markdown fences; the JSON is what counts.
        let content = Data((form == .jsonSchema ? text : JSONReplyText.unfenced(text)).utf8)
        if let refusal = choice.message.refusal {
            return ChatReply(content: content, problem: "the model refused: \(refusal)")
        }
        if choice.finishReason == "length" {
            return ChatReply(
                content: content, problem: "the reply was cut off at the token limit (finish_reason length)")
        }
        return ChatReply(content: content)
    }

    private static func responseFormat(_ form: StructuredOutput, task: ChatTask) -> OpenAIWire.Request.ResponseFormat? {
        switch form {
        case .jsonSchema:
            .init(type: "json_schema", jsonSchema: .init(name: task.schemaName, strict: true, schema: task.schema))
        case .jsonObject:
            .init(type: "json_object", schema: task.schema)
        case .prompt:
            nil
        }
    }

    /// The schema spelled out in the instructions, for servers that do not enforce it (and for OpenAI's
    /// `json_object`, which requires the word JSON in the messages).
    private static func schemaClause(_ task: ChatTask) -> String {
        let schema = (try? WireJSON.encode(task.schema)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "\n\nAnswer with one JSON object and nothing else. It must fit this JSON schema (\(task.schemaName)):\n"
            + schema
    }
}
