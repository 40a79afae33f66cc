import Foundation
import InMemoryLogging
import LarderCore
import LarderTestSupport
import Testing

@testable import LarderLLM

/// What the network backends do when the provider is slow, busy, failing or says no.
struct RetryTests {
    let sleeper = Sleeper()

    @Test func rateLimitWaitsAsLongAsRetryAfterSays() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(
                .error(status: 429, type: "rate_limit_exceeded", message: "slow down", headers: [("retry-after", "7")]),
                .error(status: 429, type: "rate_limit_exceeded", message: "slow", headers: [("retry-after-ms", "250")]),
                .openAI(content: RemoteTestKit.reply()))

            let receipt = try await RemoteTestKit.openAI(server, sleeper: sleeper).extractReceipt(
                from: RemoteTestKit.ocr)

            #expect(receipt.totalCents == 208)
            #expect(await sleeper.delays == [.seconds(7), .milliseconds(250)])
        }
    }

    @Test func serverErrorsBackOffOneTwoFourEightThenGiveUpAfterFiveAttempts() async throws {
        try await withFakeLLMServer { server in
            for _ in 0..<5 { server.enqueue(.error(status: 500, type: "server_error", message: "boom")) }

            let error = await #expect(throws: ExtractionError.self) {
                try await RemoteTestKit.openAI(server, sleeper: sleeper).extractReceipt(from: RemoteTestKit.ocr)
            }

            #expect(error?.code == .unavailable)
            #expect(error?.message.contains("after 5 attempts (last: HTTP 500)") == true)
            #expect(server.requests.count == 5)
            #expect(await sleeper.delays == [.seconds(1), .seconds(2), .seconds(4), .seconds(8)])
        }
    }

    @Test(arguments: [408, 409, 502, 503])
    func transientStatusesAreRetried(status: Int) async throws {
        try await withFakeLLMServer { server in
            server.enqueue(
                .error(status: status, type: "server_error", message: "later"), .openAI(content: RemoteTestKit.reply()))

            let receipt = try await RemoteTestKit.openAI(server, sleeper: sleeper).extractReceipt(
                from: RemoteTestKit.ocr)

            #expect(receipt.totalCents == 208)
            #expect(server.requests.count == 2)
        }
    }

    @Test func aServerThatSpeaksAnotherFormatIsNamedNotRetried() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(FakeReply(body: "<html>It works!</html>"))

            let error = await #expect(throws: ExtractionError.self) {
                try await RemoteTestKit.openAI(server, sleeper: sleeper).extractReceipt(from: RemoteTestKit.ocr)
            }

            #expect(error?.code == .malformedReply)
            #expect(error?.message.contains("check that the base URL") == true)
            #expect(server.requests.count == 1)
        }
    }

    @Test func aTimedOutCallIsRetried() async throws {
        try await withFakeLLMServer { server in
            // Given a first answer far slower than the client's timeout (which leaves the prompt second answer
            // ample time on a loaded machine). A minute, not a few seconds: on a machine whose thread pool is busy
            // with OCR, a late answer and the deadline's timer could become ready together, and the answer won.
            // The client hangs up at its deadline, so the test does not wait for it.
            server.enqueue(
                FakeReply(body: "{}", delay: .seconds(60)), .openAI(content: RemoteTestKit.reply()))
            let service = RemoteTestKit.openAI(server, sleeper: sleeper, timeout: .seconds(2))

            let receipt = try await service.extractReceipt(from: RemoteTestKit.ocr)

            #expect(receipt.totalCents == 208)
            #expect(server.requests.count == 2)
            #expect(await sleeper.delays == [.seconds(1)])
        }
    }

    @Test(arguments: [401, 403])
    func aRejectedKeyFailsAtOnceAndSaysTheKeyIsInvalid(status: Int) async throws {
        try await withFakeLLMServer { server in
            let message = "Incorrect API key provided: \(RemoteTestKit.secret)"
            server.enqueue(.error(status: status, type: "authentication_error", message: message))

            let error = await #expect(throws: ExtractionError.self) {
                try await RemoteTestKit.claude(server, sleeper: sleeper).extractReceipt(from: RemoteTestKit.ocr)
            }

            #expect(error?.code == .invalidKey)
            #expect(error?.description.contains("key is invalid") == true)
            #expect(error?.description.contains(RemoteTestKit.secret) == false)
            #expect(server.requests.count == 1)
        }
    }

    @Test func theKeyShowsUpInNoLogLineAndNoError() async throws {
        try await withFakeLLMServer { server in
            // Given a retry, a bad reply and a provider error that echoes the key
            let echo = "bad request for key \(RemoteTestKit.secret)"
            server.enqueue(
                .error(status: 503, type: "server_error", message: echo), .openAI(content: "not json"),
                .openAI(content: RemoteTestKit.reply()), .error(status: 400, type: "invalid_request", message: echo))
            let logs = InMemoryLogHandler()
            let service = RemoteTestKit.openAI(server, sleeper: sleeper, logs: logs)

            // When one receipt succeeds and a second is refused
            _ = try await service.extractReceipt(from: RemoteTestKit.ocr)
            let error = await #expect(throws: ExtractionError.self) {
                try await service.extractReceipt(from: RemoteTestKit.ocr)
            }

            // Then lines were logged, none of them with the key, and the error names the refusal without it
            #expect(logs.entries.count >= 2)
            for entry in logs.entries {
                #expect(!"\(entry.message) \(entry.metadata)".contains(RemoteTestKit.secret))
            }
            #expect(error?.description.contains("HTTP 400") == true)
            #expect(error?.description.contains(RemoteTestKit.secret) == false)
        }
    }
}
