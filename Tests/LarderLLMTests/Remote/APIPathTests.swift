import Foundation
import LarderTestSupport
import Testing

@testable import LarderLLM

/// How a backend's base URL and its endpoint's path are joined, and that the joined URL is what goes out.
struct APIPathTests {
    let sleeper = Sleeper()

    @Test(arguments: [
        ("http://host:8080/v1?api-version=2024", "http://host:8080/v1/chat/completions?api-version=2024"),
        ("http://host:8080/v1/?api-version=2024", "http://host:8080/v1/chat/completions?api-version=2024"),
        ("https://api.openai.com/v1", "https://api.openai.com/v1/chat/completions"),
        ("https://api.openai.com/v1/", "https://api.openai.com/v1/chat/completions"),
        ("http://127.0.0.1:11434/v1#part", "http://127.0.0.1:11434/v1/chat/completions#part"),
    ])
    func thePathGoesBeforeTheQuery(base: String, expected: String) {
        #expect(base.appendingAPIPath("/chat/completions") == expected)
    }

    @Test func aRootWithoutAPathGetsTheWholePath() {
        #expect("https://api.anthropic.com?beta=1".appendingAPIPath("/v1/messages")
            == "https://api.anthropic.com/v1/messages?beta=1")
    }

    @Test func openAIPostsToThePathBeforeTheQuery() async throws {
        try await withFakeLLMServer { server in
            // Given a base URL with a query, as Azure-style deployments have
            server.enqueue(.openAI(content: RemoteTestKit.reply()))
            var configuration = OpenAILLMService.Configuration()
            configuration.baseURL = server.baseURL + "/v1?api-version=2024"
            let service = OpenAILLMService(
                configuration: configuration, key: RemoteTestKit.key, sleep: { await sleeper.sleep($0) })

            // When a receipt is read
            _ = try await service.extractReceipt(from: RemoteTestKit.ocr)

            // Then the request went to the endpoint, the query kept after it
            #expect(server.requests.map(\.path) == ["/v1/chat/completions?api-version=2024"])
        }
    }

    @Test func claudePostsToThePathBeforeTheQuery() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(.claude(toolInput: RemoteTestKit.reply()))
            var configuration = ClaudeLLMService.Configuration()
            configuration.baseURL = server.baseURL + "/?api-version=2024"
            let service = ClaudeLLMService(
                configuration: configuration, key: RemoteTestKit.key, sleep: { await sleeper.sleep($0) })

            _ = try await service.extractReceipt(from: RemoteTestKit.ocr)

            #expect(server.requests.map(\.path) == ["/v1/messages?api-version=2024"])
        }
    }
}
