import Foundation
import LarderCore
import LarderTestSupport
import Testing

@testable import LarderLLM

/// Every model call lands in the task's ``LLMCallLog`` with its tokens, cost, request and raw reply.
struct UsageRecordingTests {
    let sleeper = Sleeper()

    @Test func anOpenAICallIsRecordedWithTokensCostRequestAndReply() async throws {
        try await withFakeLLMServer { server in
            // Given a server that answers with 900 prompt and 300 completion tokens
            let answer = FakeReply.openAI(content: RemoteTestKit.reply())
            server.enqueue(answer)
            let log = LLMCallLog()

            // When a receipt is extracted while the log collects
            _ = try await LLMCallLog.$current.withValue(log) {
                try await RemoteTestKit.openAI(server, sleeper: sleeper).extractReceipt(from: RemoteTestKit.ocr)
            }

            // Then one call is recorded, priced at gpt-4.1-mini's list price, with the body sent and received
            let call = try #require(log.calls.first)
            #expect(log.calls.count == 1)
            #expect(call.backend == "openai")
            #expect(call.model == "gpt-4.1-mini")
            #expect(call.purpose == "receipt")
            #expect(call.inputTokens == 900)
            #expect(call.outputTokens == 300)
            #expect(call.cachedTokens == 0)
            #expect(abs((call.costUSD ?? 0) - 0.000_84) < 1e-12)
            #expect(call.request == server.requests.first?.text)
            #expect(!call.request.contains(RemoteTestKit.secret))
            #expect(call.reply == answer.body)
            #expect(call.error == nil)
            #expect(call.latencySeconds >= 0)
        }
    }

    @Test func aClaudeCallCountsCachedPromptTokensAsInputAtTheCachedRate() async throws {
        try await withFakeLLMServer { server in
            // Given a reply of 900 fresh input tokens, 700 read from the cache and 300 output tokens
            server.enqueue(.claude(toolInput: RemoteTestKit.reply()))
            let log = LLMCallLog()

            _ = try await LLMCallLog.$current.withValue(log) {
                try await RemoteTestKit.claude(server, sleeper: sleeper).extractReceipt(from: RemoteTestKit.ocr)
            }

            // Then input counts every prompt token, and the cost uses Sonnet's cached rate for the 700
            let call = try #require(log.calls.first)
            #expect(call.backend == "claude")
            #expect(call.inputTokens == 1600)
            #expect(call.cachedTokens == 700)
            #expect(call.outputTokens == 300)
            #expect(abs((call.costUSD ?? 0) - (900 * 3.0 + 700 * 0.30 + 300 * 15.0) / 1e6) < 1e-12)
        }
    }

    @Test func aRepairIsASecondCallAndAFailedCallIsRecordedWithItsError() async throws {
        try await withFakeLLMServer { server in
            // Given a reply that needs repair, then a rejected key on the next receipt
            server.enqueue(
                .openAI(content: RemoteTestKit.reply(dropping: "total")), .openAI(content: RemoteTestKit.reply()),
                .error(status: 401, type: "authentication_error", message: "bad key"))
            let log = LLMCallLog()
            let service = RemoteTestKit.openAI(server, sleeper: sleeper)

            // When two receipts are extracted
            try await LLMCallLog.$current.withValue(log) {
                _ = try await service.extractReceipt(from: RemoteTestKit.ocr)
                _ = try? await service.extractReceipt(from: RemoteTestKit.ocr)
            }

            // Then three calls are recorded: the receipt, its repair, and the failure, which cost nothing
            #expect(log.calls.map(\.purpose) == ["receipt", "repair", "receipt"])
            let failed = try #require(log.calls.last)
            #expect(failed.error?.contains("key is invalid") == true)
            #expect(failed.inputTokens == 0)
            #expect(failed.costUSD == 0)
            #expect(failed.reply.isEmpty)
        }
    }

    @Test func callsOutsideACollectingTaskAreNotRecordedAnywhere() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(.openAI(content: RemoteTestKit.reply()))
            let log = LLMCallLog()

            _ = try await RemoteTestKit.openAI(server, sleeper: sleeper).extractReceipt(from: RemoteTestKit.ocr)

            #expect(log.calls.isEmpty)
        }
    }

    @Test func priceTableMatchesDatedModelNamesByTheirLongestPrefix() {
        let table = PriceTable.defaults

        #expect(table.price(of: "claude-sonnet-4-5-20250929") == table.prices["claude-sonnet-4-5"])
        #expect(table.price(of: "gpt-4.1-mini-2025-04-14") == table.prices["gpt-4.1-mini"])
        #expect(table.price(of: "gpt-4.1-2025-04-14") == table.prices["gpt-4.1"])
        #expect(table.price(of: "llama3.1:8b") == nil)
        #expect(table.cost(model: "llama3.1:8b", inputTokens: 10, outputTokens: 10, cachedTokens: 0) == nil)
    }
}
