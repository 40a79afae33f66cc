import Foundation
import LarderCore
import LarderTestSupport
import Logging
import Testing

@testable import LarderLLM

/// The OpenAI backend against a real OpenAI-compatible server (`make test-llm`: llama-cpp-python with
/// SmolLM2-135M). The model reads badly; what is checked is the negotiation, Larder's own checks of the
/// reply, the server's token counts and the repair path.
@Suite(.enabled(if: RealLLMServer.baseURL != nil, Comment(rawValue: RealLLMServer.skipReason)))
struct RealServerExtractionTests {
    /// Each test negotiates afresh, so each sees the refused `json_schema` call.
    let memory = StructuredOutputMemory()

    private func service(maxOutputTokens: Int = 256) throws -> OpenAILLMService {
        var configuration = OpenAILLMService.Configuration()
        configuration.baseURL = try #require(RealLLMServer.baseURL)
        configuration.model = RealLLMServer.model
        configuration.maxOutputTokens = maxOutputTokens
        // A 135M model on two shared cores: a long reply can take minutes, and a timeout would retry it.
        configuration.timeout = .seconds(600)
        return OpenAILLMService(
            configuration: configuration, key: nil, logger: Logger(label: "test"),
            sleep: { try await Task.sleep(for: $0) }, structuredOutputs: memory)
    }

    /// Reads `ocr` and returns the receipt with the calls the ledger would store.
    private func extract(_ ocr: RecognizedText, with service: OpenAILLMService) async throws
        -> (ExtractedReceipt, [LLMCall])
    {
        let log = LLMCallLog()
        let receipt = try await LLMCallLog.$current.withValue(log) { try await service.extractReceipt(from: ocr) }
        return (receipt, log.calls)
    }

    /// What Larder's check finds wrong with a recorded call's reply; empty when it would accept it.
    private static func problems(of call: LLMCall) throws -> [String] {
        let envelope = try JSONDecoder().decode(OpenAIWire.Response.self, from: Data(call.reply.utf8))
        let choice = try #require(envelope.choices.first)
        if choice.finishReason == "length" { return ["cut off"] }
        let content = Data(JSONReplyText.unfenced(choice.message.content ?? "").utf8)
        do {
            return try ReceiptReply.decode(content).receipt().problems
        } catch let problem as ReplyProblem {
            return [problem.message]
        }
    }

    @Test func theServerRefusesJSONSchemaAndTheJSONObjectReplyIsCheckedAgainstTheSchema() async throws {
        let (receipt, calls) = try await extract(RemoteTestKit.ocr, with: try service())

        // The first call is refused as malformed, once, and the next asks for json_object
        try #require(calls.count >= 2)
        #expect(calls[0].error?.contains("HTTP 500") == true, "\(calls[0])")
        #expect(calls[0].request.contains("\"type\":\"json_schema\""))
        #expect(calls[1].error == nil)
        #expect(calls[1].purpose == "receipt")
        #expect(calls[1].request.contains("\"type\":\"json_object\""))
        #expect(memory.form(for: try #require(RealLLMServer.baseURL)) == .jsonObject)

        // The server's own token counts reach the ledger
        for call in calls.dropFirst() {
            #expect(call.inputTokens > 100, "\(call.inputTokens)")
            #expect(call.outputTokens > 0)
        }

        // Larder judged the reply: accepted as it was, or followed by one repair request
        let problems = try Self.problems(of: calls[1])
        if problems.isEmpty {
            #expect(calls.count == 2)
            #expect(receipt.warnings.isEmpty, "\(receipt.warnings)")
        } else {
            #expect(calls.count == 3, "problems: \(problems)")
            #expect(calls.last?.purpose == "repair")
            if try !Self.problems(of: calls[2]).isEmpty { #expect(!receipt.warnings.isEmpty) }
        }
    }

    @Test func aReplyCutShortByTheTokenLimitTakesTheRepairPath() async throws {
        let (receipt, calls) = try await extract(RemoteTestKit.ocr, with: try service(maxOutputTokens: 8))

        // Refused json_schema, then a receipt call and its repair, both cut off at 8 tokens
        #expect(calls.map(\.purpose) == ["receipt", "receipt", "repair"])
        #expect(calls[0].error?.contains("HTTP 500") == true)
        for call in calls.dropFirst() {
            #expect(call.outputTokens > 0 && call.outputTokens <= 8, "\(call.outputTokens)")
            let reply = try JSONDecoder().decode(OpenAIWire.Response.self, from: Data(call.reply.utf8))
            #expect(reply.choices.first?.finishReason == "length", "\(call.reply)")
        }
        // And the receipt says why it could not be read, instead of being lost
        #expect(receipt.items.isEmpty)
        #expect(receipt.warnings.contains { $0.contains("cut off at the token limit") }, "\(receipt.warnings)")
    }
}
