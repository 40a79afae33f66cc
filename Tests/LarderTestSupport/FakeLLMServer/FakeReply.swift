import Foundation

/// One scripted answer of ``FakeLLMServer``.
public struct FakeReply: Sendable {
    public var status: Int
    public var headers: [(String, String)]
    public var body: String
    /// How long the server waits before answering; long enough, it makes the client time out.
    public var delay: Duration?

    public init(status: Int = 200, headers: [(String, String)] = [], body: String, delay: Duration? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
    }

    /// A Chat Completions reply whose message content is `content`.
    /// - Parameters:
    ///   - finishReason: "stop", or "length" for a reply cut off at the token limit.
    ///   - refusal: The refusal text of a model that declined.
    public static func openAI(content: String?, finishReason: String = "stop", refusal: String? = nil) -> FakeReply {
        let message: [String: Any] = [
            "role": "assistant", "content": content ?? NSNull(), "refusal": refusal ?? NSNull(),
        ]
        return json([
            "id": "chatcmpl-fake", "object": "chat.completion", "model": "gpt-4.1-mini",
            "choices": [["index": 0, "message": message, "finish_reason": finishReason]],
            "usage": ["prompt_tokens": 900, "completion_tokens": 300, "total_tokens": 1200],
        ])
    }

    /// A Messages API reply calling the tool `tool` with `input` (a JSON object's text).
    /// - Parameter stopReason: "tool_use", "max_tokens" for a cut-off reply, or "refusal".
    public static func claude(
        toolInput input: String?, tool: String = "record_receipt", stopReason: String = "tool_use"
    )
        -> FakeReply
    {
        var content: [[String: Any]] = []
        if let input, let object = try? JSONSerialization.jsonObject(with: Data(input.utf8)) {
            content.append(["type": "tool_use", "id": "toolu_fake", "name": tool, "input": object])
        } else if stopReason == "refusal" {
            content.append(["type": "text", "text": "I can't help with that."])
        }
        return json([
            "id": "msg_fake", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5-20250929",
            "content": content, "stop_reason": stopReason,
            "usage": ["input_tokens": 900, "output_tokens": 300, "cache_read_input_tokens": 700],
        ])
    }

    /// A provider error reply in the shape both APIs use: `{"error": {"type", "code", "message"}}`.
    public static func error(
        status: Int, type: String, code: String? = nil, message: String,
        headers: [(String, String)] = []
    ) -> FakeReply {
        let code: Any = code ?? NSNull()
        return json(["error": ["type": type, "code": code, "message": message]], status: status, headers: headers)
    }

    private static func json(_ object: Any, status: Int = 200, headers: [(String, String)] = []) -> FakeReply {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return FakeReply(status: status, headers: headers, body: String(decoding: data, as: UTF8.self))
    }
}
