import Foundation
import InMemoryLogging
import LarderCore
import LarderTestSupport
import Logging
import Testing

@testable import LarderLLM

/// The chain's bound on one request's time in network backends, and its answer to cancellation.
struct ChainTimeLimitTests {
    let sleeper = Sleeper()

    /// A provider that takes two hours to answer: far past the chains' limits below and the clients' timeouts.
    private static let stall = FakeReply(body: "{}", delay: .seconds(7200))

    @Test func aStalledBackendIsGivenUpAtTheLimitAndTheOfflineOneAnswers() async throws {
        try await withFakeLLMServer { server in
            // Given a stalled provider before the offline rules, and a 1 s limit
            server.enqueue(Self.stall)
            let logs = InMemoryLogHandler()
            let chain = ChainLLMService(
                [RemoteTestKit.openAI(server, sleeper: sleeper, timeout: .seconds(3600)), OfflineLLMService()],
                timeLimit: .seconds(1), logger: Logger(label: "test", factory: { _ in logs }))
            let log = LLMCallLog()

            // When a receipt is extracted
            let start = ContinuousClock.now
            let receipt = try await LLMCallLog.$current.withValue(log) {
                try await chain.extractReceipt(from: RemoteTestKit.ocr)
            }

            // Then the offline rules read it soon after the limit, not after the provider's timeout, and the log
            // says why the provider was passed over
            // Far under the provider's hour-long timeout; generous, as a loaded test run delays every timer in this
            // process (251 s seen on a 2-core machine running builds beside the tests)
            #expect(ContinuousClock.now - start < .seconds(900))
            #expect(log.servedBy?.backend == "offline")
            #expect(receipt.totalCents == 208)
            #expect(server.requests.count == 1)
            let reasons = logs.entries.compactMap { $0.metadata["reason"]?.description }
            #expect(reasons.contains { $0.contains("time limit") })
        }
    }

    @Test func afterTheLimitLaterNetworkBackendsAreNotAsked() async throws {
        try await withFakeLLMServer { stalled in
            try await withFakeLLMServer { second in
                // Given a stalled provider, then one that would answer, then the offline rules
                stalled.enqueue(Self.stall)
                second.enqueue(.openAI(content: RemoteTestKit.reply()))
                let chain = ChainLLMService(
                    [
                        RemoteTestKit.openAI(stalled, sleeper: sleeper, timeout: .seconds(3600)),
                        RemoteTestKit.openAI(second, sleeper: sleeper), OfflineLLMService(),
                    ], timeLimit: .seconds(1))
                let log = LLMCallLog()

                // When a receipt is extracted
                _ = try await LLMCallLog.$current.withValue(log) {
                    try await chain.extractReceipt(from: RemoteTestKit.ocr)
                }

                // Then the time was used up by the first, so the second got no request
                #expect(second.requests.isEmpty)
                #expect(log.servedBy?.backend == "offline")
            }
        }
    }

    @Test func withoutOfflineRulesTheChainIsUnavailableOnceTheLimitIsUsedUp() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(Self.stall)
            let chain = ChainLLMService(
                [RemoteTestKit.openAI(server, sleeper: sleeper, timeout: .seconds(3600))], timeLimit: .seconds(1))

            let start = ContinuousClock.now
            let error = await #expect(throws: ExtractionError.self) {
                try await chain.extractReceipt(from: RemoteTestKit.ocr)
            }

            // Then it is the transient failure the daemon retries later, and it came soon after the limit
            #expect(error?.code == .unavailable)
            #expect(error?.message.contains("time limit of 1.0 seconds is used up") == true)
            // Far under the provider's hour-long timeout; generous, as a loaded test run delays every timer in this
            // process (251 s seen on a 2-core machine running builds beside the tests)
            #expect(ContinuousClock.now - start < .seconds(900))
        }
    }

    @Test func cancellingAStalledRequestEndsItWithoutFallingThrough() async throws {
        try await withFakeLLMServer { server in
            // Given a request stalled at the provider, with the offline rules behind it
            server.enqueue(Self.stall)
            let chain = ChainLLMService(
                [RemoteTestKit.openAI(server, sleeper: sleeper, timeout: .seconds(3600)), OfflineLLMService()])
            let log = LLMCallLog()
            let request = Task {
                try await LLMCallLog.$current.withValue(log) { try await chain.extractReceipt(from: RemoteTestKit.ocr) }
            }
            // Counted on the clock and generous: on a loaded 2-core machine the request may wait minutes for a thread.
            let deadline = ContinuousClock.now + .seconds(600)
            while server.requests.isEmpty, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
            }
            try #require(server.requests.count == 1)

            // When its task is cancelled, as a stopping daemon cancels its jobs
            let cancelledAt = ContinuousClock.now
            request.cancel()
            let result = await request.result

            // Then it ends soon with a cancellation, not an answer from the next backend nor a backend failure
            #expect(ContinuousClock.now - cancelledAt < .seconds(120))
            #expect(throws: CancellationError.self) { try result.get() }
            #expect(log.servedBy == nil)
        }
    }
}
