import Foundation
import InMemoryLogging
import LarderCore
import LarderTestSupport
import Logging
import Testing

@testable import LarderLLM

/// The backend chain against loopback providers: fall-through on failure and past the monthly budget.
struct ChainLLMServiceTests {
    let sleeper = Sleeper()

    @Test func aRejectedClaudeKeyFallsThroughToOpenAIAndTheLogSaysWhy() async throws {
        try await withFakeLLMServer { claudeServer in
            try await withFakeLLMServer { openAIServer in
                // Given Claude rejecting the key and OpenAI answering
                claudeServer.enqueue(.error(status: 401, type: "authentication_error", message: "invalid x-api-key"))
                openAIServer.enqueue(.openAI(content: RemoteTestKit.reply()))
                let logs = InMemoryLogHandler()
                let chain = ChainLLMService(
                    [
                        RemoteTestKit.claude(claudeServer, sleeper: sleeper),
                        RemoteTestKit.openAI(openAIServer, sleeper: sleeper),
                    ],
                    // Not about the time limit: a suite that keeps both cores busy with OCR must not reach it.
                    timeLimit: .seconds(3600), logger: Logger(label: "test", factory: { _ in logs }))
                let log = LLMCallLog()

                // When a receipt is extracted
                let receipt = try await LLMCallLog.$current.withValue(log) {
                    try await chain.extractReceipt(from: RemoteTestKit.ocr)
                }

                // Then OpenAI's reading is returned as served by it, and the skip is logged with its reason
                #expect(receipt.totalCents == 208)
                #expect(log.servedBy?.backend == "openai")
                #expect(log.calls.map(\.backend) == ["claude", "openai"])
                let skip = try #require(logs.entries.first { $0.message.description.contains("falling through") })
                #expect(skip.metadata["backend"]?.description == "claude")
                #expect(skip.metadata["reason"]?.description.contains("key is invalid") == true)
                #expect(chain.backend == "claude>openai")
            }
        }
    }

    @Test func pastTheMonthlyBudgetNetworkBackendsAreSkippedForTheOfflineOne() async throws {
        try await withFakeLLMServer { server in
            // Given a budget of 5 USD of which 5.20 are spent
            let logs = InMemoryLogHandler()
            let chain = ChainLLMService(
                [RemoteTestKit.openAI(server, sleeper: sleeper), OfflineLLMService()],
                budget: .init(monthlyUSD: 5) { 5.20 }, timeLimit: .seconds(3600),
                logger: Logger(label: "test", factory: { _ in logs }))
            let log = LLMCallLog()

            // When a receipt is extracted
            let receipt = try await LLMCallLog.$current.withValue(log) {
                try await chain.extractReceipt(from: RemoteTestKit.ocr)
            }

            // Then no request went out, the offline rules read it, and the log names the budget
            #expect(server.requests.isEmpty)
            #expect(log.servedBy?.backend == "offline")
            #expect(receipt.totalCents == 208)
            let reasons = logs.entries.compactMap { $0.metadata["reason"]?.description }
            #expect(reasons.contains { $0.contains("monthly budget of 5.00 USD is used up (5.20 USD spent)") })
        }
    }

    @Test func whenEveryBackendStaysUnavailableTheErrorIsUnavailableAndNamesEachReason() async throws {
        try await withFakeLLMServer { server in
            // Given a provider that answers 503 to every attempt
            for _ in 0..<5 { server.enqueue(.error(status: 503, type: "server_error", message: "down")) }
            // A limit far past any loaded test run: this is about the attempts, not the clock.
            let chain = ChainLLMService([RemoteTestKit.openAI(server, sleeper: sleeper)], timeLimit: .seconds(3600))

            // When a receipt is extracted
            let error = await #expect(throws: ExtractionError.self) {
                try await chain.extractReceipt(from: RemoteTestKit.ocr)
            }

            // Then the error is a transient one the daemon retries, and it says the OCR is kept
            #expect(error?.code == .unavailable)
            #expect(error?.message.contains("openai: no answer after 5 attempts") == true)
            #expect(error?.message.contains("tried again later") == true)
        }
    }

    @Test func emptyOCRIsNotPassedAlong() async throws {
        let chain = ChainLLMService([OfflineLLMService(), OfflineLLMService()])

        let error = await #expect(throws: ExtractionError.self) {
            let blank = RecognizedText(text: " ", confidence: 0, seconds: 0, pages: 1, words: [])
            return try await chain.extractReceipt(from: blank)
        }

        #expect(error?.code == .emptyInput)
    }
}
