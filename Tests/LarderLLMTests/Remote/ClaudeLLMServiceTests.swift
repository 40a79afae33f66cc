import Foundation
import LarderCore
import LarderTestSupport
import Testing

@testable import LarderLLM

/// The Claude backend against a loopback server speaking the Messages API.
struct ClaudeLLMServiceTests {
    let sleeper = Sleeper()

    @Test func forcesTheReceiptToolWithACachedInstructionPrefix() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(.claude(toolInput: RemoteTestKit.reply()))

            _ = try await RemoteTestKit.claude(server, sleeper: sleeper).extractReceipt(from: RemoteTestKit.ocr)

            let request = try #require(server.requests.first)
            #expect(request.path == "/v1/messages")
            #expect(request.headers["x-api-key"] == RemoteTestKit.secret)
            #expect(request.headers["anthropic-version"] == "2023-06-01")
            #expect(!request.text.contains(RemoteTestKit.secret))
            #expect(request.json["model"] as? String == "claude-sonnet-4-5-20250929")
            let choice = try #require(request.json["tool_choice"] as? [String: Any])
            #expect(choice["type"] as? String == "tool")
            #expect(choice["name"] as? String == "record_receipt")
            let tool = try #require((request.json["tools"] as? [[String: Any]])?.first)
            #expect((tool["input_schema"] as? [String: Any])?["type"] as? String == "object")
            let system = try #require((request.json["system"] as? [[String: Any]])?.first)
            #expect(system["text"] as? String == ReceiptPrompt.instructions)
            #expect((system["cache_control"] as? [String: Any])?["type"] as? String == "ephemeral")
            let messages = try #require(request.json["messages"] as? [[String: Any]])
            #expect((messages.first?["content"] as? String)?.contains("L5: Bananen 0,512 kg") == true)
        }
    }

    @Test func decodesTheToolInput() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(.claude(toolInput: RemoteTestKit.reply()))

            let receipt = try await RemoteTestKit.claude(server, sleeper: sleeper).extractReceipt(
                from: RemoteTestKit.ocr)

            #expect(receipt.store.name == "Lidl")
            #expect(receipt.totalCents == 208)
            #expect(receipt.items.map(\.name) == ["whole milk", "bananas"])
            #expect(receipt.warnings.isEmpty)
        }
    }

    @Test func overloaded529IsRetriedWithBackoff() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(
                .error(status: 529, type: "overloaded_error", message: "Overloaded"),
                .error(status: 529, type: "overloaded_error", message: "Overloaded"),
                .claude(toolInput: RemoteTestKit.reply()))

            let receipt = try await RemoteTestKit.claude(server, sleeper: sleeper).extractReceipt(
                from: RemoteTestKit.ocr)

            #expect(receipt.totalCents == 208)
            #expect(server.requests.count == 3)
            #expect(await sleeper.delays == [.seconds(1), .seconds(2)])
        }
    }

    @Test func maxTokensIsRepairedLikeABadReply() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(.claude(toolInput: nil, stopReason: "max_tokens"), .claude(toolInput: RemoteTestKit.reply()))

            let receipt = try await RemoteTestKit.claude(server, sleeper: sleeper).extractReceipt(
                from: RemoteTestKit.ocr)

            let messages = try #require(server.requests.last?.json["messages"] as? [[String: Any]])
            #expect(messages.map { $0["role"] as? String } == ["user", "assistant", "user"])
            #expect((messages.last?["content"] as? String)?.contains("stop_reason max_tokens") == true)
            #expect(receipt.totalCents == 208)
        }
    }

    @Test func aRefusalTwiceLeavesAWarningForReview() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(
                .claude(toolInput: nil, stopReason: "refusal"), .claude(toolInput: nil, stopReason: "refusal"))

            let receipt = try await RemoteTestKit.claude(server, sleeper: sleeper).extractReceipt(
                from: RemoteTestKit.ocr)

            #expect(receipt.items.isEmpty)
            #expect(
                receipt.warnings.first?.hasPrefix("claude reply unusable after a repair request: the model refused")
                    == true)
        }
    }
}
