import Foundation
import LarderCore
import LarderTestSupport
import Testing

@testable import LarderLLM

/// A base URL where no server listens: the call fails at once instead of waiting out its timeout per attempt.
struct RefusedConnectionTests {
    let sleeper = Sleeper()

    @Test func aRefusedConnectionFailsAtOnceWithoutRetries() async throws {
        // Given a local port that was free a moment ago, so nothing listens on it
        let port = try LoopbackHTTP.freePort()
        var configuration = OpenAILLMService.Configuration()
        configuration.baseURL = "http://127.0.0.1:\(port)/v1"
        let service = OpenAILLMService(configuration: configuration, key: nil, sleep: { await sleeper.sleep($0) })

        // When a receipt is read
        let error = await #expect(throws: ExtractionError.self) {
            try await service.extractReceipt(from: RemoteTestKit.ocr)
        }

        // Then it is unavailable, names the refusal and the address, and was neither retried nor waited on
        #expect(error?.code == .unavailable)
        #expect(error?.message.contains("cannot connect to 127.0.0.1:\(port) (connection refused)") == true)
        #expect(await sleeper.delays.isEmpty)
    }

    @Test func theErrorNamesTheHostButNotTheCredentialsInTheURL() async throws {
        let port = try LoopbackHTTP.freePort()
        var configuration = OpenAILLMService.Configuration()
        configuration.baseURL = "http://larder:hunter2@127.0.0.1:\(port)/v1"
        let service = OpenAILLMService(configuration: configuration, key: nil, sleep: { await sleeper.sleep($0) })

        let error = await #expect(throws: ExtractionError.self) {
            try await service.extractReceipt(from: RemoteTestKit.ocr)
        }

        #expect(error?.description.contains("127.0.0.1:\(port)") == true)
        #expect(error?.description.contains("hunter2") == false)
    }
}
