import Foundation
import LarderTestSupport
import Testing

/// `larder process --backend openai|claude` run as a user runs it, against a loopback fake provider.
@Suite struct NetworkBackendTests {
    static let secret = "sk-e2e-SECRET-fedcba9876543210"
    static let reply = """
        {"address": null, "currency": "EUR", "date": "2024-03-08", "store": "ALDI Nord", "total": 3.98,
         "items": [{"original_text": "MILCH 1L", "name": "milk", "quantity": 2, "grams": 2000,
                    "grams_source": "stated", "price": 3.98, "category": "dairy", "food_id": null}]}
        """

    let folder: TemporaryDirectory
    let larder: LarderExecutable

    init() throws {
        folder = try TemporaryDirectory()
        larder = try LarderExecutable()
    }

    @Test(arguments: ["openai", "claude"])
    func aReceiptIsReadByTheModelAndStored(backend: String) async throws {
        try await withFakeLLMServer { server in
            // Given a provider that answers with a receipt, and a sample image
            server.enqueue(backend == "openai" ? .openAI(content: Self.reply) : .claude(toolInput: Self.reply))
            let image = Fixtures.testReceipt("aldi-nord-01.jpg")
            let base = backend == "openai" ? server.baseURL + "/v1" : server.baseURL
            let environment = ["OPENAI_API_KEY": Self.secret, "ANTHROPIC_API_KEY": Self.secret, "OMP_THREAD_LIMIT": "1"]

            // When it is processed with the network backend
            let result = try larder.run(
                ["process", "--json", "--db", folder.path("larder.sqlite"), "--backend", backend, "--base-url", base,
                    "--model", "test-model", image],
                environment: environment)

            // Then the model's reading is stored, the request carried the OCR text, and the key leaked nowhere
            #expect(result.exitCode == 0, "\(result.standardError)")
            let objects = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
            let object = try #require(objects?.first)
            #expect(object["backend"] as? String == backend)
            #expect((object["store"] as? [String: Any])?["name"] as? String == "ALDI Nord")
            #expect(object["total"] as? Double == 3.98)
            #expect(["done", "needs_review"].contains(object["status"] as? String))
            let request = try #require(server.requests.first)
            #expect(server.requests.count == 1)
            #expect(request.json["model"] as? String == "test-model")
            #expect(request.text.contains("L1: "))
            #expect(request.text.localizedCaseInsensitiveContains("aldi"))
            #expect(!request.text.contains(Self.secret))
            #expect(!result.standardOutput.contains(Self.secret))
            #expect(!result.standardError.contains(Self.secret))
        }
    }

    @Test func theReplyLimitReachesTheProvider() async throws {
        try await withFakeLLMServer { server in
            // Given a provider that answers, and a reply limit and call time limit set for a slow server
            server.enqueue(.claude(toolInput: Self.reply))
            let result = try larder.run(
                ["process", "--json", "--db", folder.path("larder.sqlite"), "--backend", "claude", "--base-url",
                    server.baseURL, "--max-output-tokens", "1234", "--request-timeout-seconds", "900",
                    Fixtures.testReceipt("aldi-nord-01.jpg")],
                environment: ["ANTHROPIC_API_KEY": Self.secret, "OMP_THREAD_LIMIT": "1"])

            // Then the request asks for at most that many tokens
            #expect(result.exitCode == 0, "\(result.standardError)")
            #expect(server.requests.first?.json["max_tokens"] as? Int == 1234)
        }
    }

    @Test(arguments: [["--max-output-tokens", "10"], ["--request-timeout-seconds", "0"]])
    func aLimitOutOfRangeIsAUsageError(arguments: [String]) throws {
        let result = try larder.run(
            ["process", "--db", folder.path("larder.sqlite"), "--backend", "claude"] + arguments + ["x.jpg"],
            environment: ["ANTHROPIC_API_KEY": Self.secret])
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains(arguments[0]))
    }

    @Test func aMissingKeyIsAUsageErrorNamingWhereKeysComeFrom() throws {
        let result = try larder.run(
            ["process", "--db", folder.path("larder.sqlite"), "--backend", "claude", "x.jpg"],
            environment: ["ANTHROPIC_API_KEY": "", "CREDENTIALS_DIRECTORY": folder.path("none")])

        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("ANTHROPIC_API_KEY"))
    }
}
