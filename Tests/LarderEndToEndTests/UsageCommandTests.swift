import Foundation
import LarderTestSupport
import Testing

/// `larder usage` and `larder receipts show --raw` after a real `larder process` against a loopback provider.
@Suite struct UsageCommandTests {
    static let secret = "sk-e2e-SECRET-usage-0123456789"

    let folder: TemporaryDirectory
    let larder: LarderExecutable

    init() throws {
        folder = try TemporaryDirectory()
        larder = try LarderExecutable()
    }

    private var database: String { folder.path("larder.sqlite") }

    /// Processes the sample receipt with `backend` and returns the receipt id.
    private func process(backend: String, server: FakeLLMServer) throws -> Int {
        server.enqueue(
            backend == "openai"
                ? .openAI(content: NetworkBackendTests.reply) : .claude(toolInput: NetworkBackendTests.reply))
        let base = backend == "openai" ? server.baseURL + "/v1" : server.baseURL
        let result = try larder.run(
            ["process", "--json", "--db", database, "--backend", backend, "--base-url", base,
                Fixtures.testReceipt("aldi-nord-01.jpg")],
            environment: ["OPENAI_API_KEY": Self.secret, "ANTHROPIC_API_KEY": Self.secret, "OMP_THREAD_LIMIT": "1"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let objects = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
        return try #require(objects?.first?["receiptId"] as? Int)
    }

    @Test func usageSumsTheCallsOfThisMonthPerBackend() async throws {
        try await withFakeLLMServer { server in
            // Given a receipt read by the Claude backend (900 + 700 cached input tokens, 300 output)
            _ = try process(backend: "claude", server: server)

            // When this month's usage is asked for as JSON
            let result = try larder.run(["usage", "--json", "--db", database])

            // Then the call is summed with its tokens and its cost at the default price
            #expect(result.exitCode == 0, "\(result.standardError)")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            let rows = try #require(object["backends"] as? [[String: Any]])
            #expect(rows.count == 1)
            #expect(rows.first?["backend"] as? String == "claude")
            #expect(rows.first?["model"] as? String == "claude-sonnet-4-5-20250929")
            #expect(rows.first?["calls"] as? Int == 1)
            #expect(rows.first?["inputTokens"] as? Int == 1600)
            #expect(rows.first?["cachedTokens"] as? Int == 700)
            #expect(rows.first?["outputTokens"] as? Int == 300)
            #expect(rows.first?["costUSD"] as? Double == 0.00741)
            #expect((object["total"] as? [String: Any])?["costUSD"] as? Double == 0.00741)

            // And another month has no calls, in words a person reads
            let other = try larder.run(["usage", "--month", "2020-01", "--db", database])
            #expect(other.standardOutput.contains("No model calls in 2020-01"))
            let bad = try larder.run(["usage", "--month", "2020-13", "--db", database])
            #expect(bad.exitCode == 2)
        }
    }

    @Test func receiptsShowRawPrintsTheRequestAndReplyWithoutTheKey() async throws {
        try await withFakeLLMServer { server in
            // Given a receipt read by the OpenAI backend
            let id = try process(backend: "openai", server: server)

            // When it is shown with --raw, as JSON and as text
            let json = try larder.run(["receipts", "show", "\(id)", "--raw", "--json", "--db", database])
            let text = try larder.run(["receipts", "show", "\(id)", "--raw", "--db", database])

            // Then the run carries the exact request and reply, the trip is there, and the key is nowhere
            #expect(json.exitCode == 0, "\(json.standardError)")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            #expect((object["receipt"] as? [String: Any])?["total"] as? Double == 3.98)
            #expect(object["status"] as? String == "done" || object["status"] as? String == "needs_review")
            let run = try #require((object["runs"] as? [[String: Any]])?.first)
            #expect(run["backend"] as? String == "openai")
            let call = try #require((run["calls"] as? [[String: Any]])?.first)
            #expect(call["request"] as? String == server.requests.first?.text)
            #expect((call["reply"] as? String)?.contains("chatcmpl-fake") == true)
            #expect(text.standardOutput.contains("--- receipt request to openai gpt-4.1-mini"))
            #expect(text.standardOutput.contains("\"response_format\""))
            #expect(!json.standardOutput.contains(Self.secret))
            #expect(!text.standardOutput.contains(Self.secret))

            // And an unknown id says what to do
            let missing = try larder.run(["receipts", "show", "999", "--db", database])
            #expect(missing.exitCode == 1)
            #expect(missing.standardError.contains("no receipt 999"))
        }
    }
}
