import Foundation
import LarderTestSupport
import Testing

/// `larder process --backend openai` against a real OpenAI-compatible server: llama-cpp-python's, which
/// refuses `json_schema`, with SmolLM2-135M. So small a model reads receipts badly: these tests check the
/// protocol and Larder's checks, not what the model read.
///
/// A reply from this server on two cores takes minutes, so the calls get a long time limit and a short reply
/// limit (`--request-timeout-seconds`, `--max-output-tokens`), as a user of a small local server would set.
@Suite(.enabled(if: RealLLMServer.baseURL != nil, Comment(rawValue: RealLLMServer.skipReason)))
struct RealOpenAIServerTests {
    let folder: TemporaryDirectory
    let larder: LarderExecutable

    init() throws {
        folder = try TemporaryDirectory()
        larder = try LarderExecutable()
    }

    private var database: String { folder.path("larder.sqlite") }

    private func json(_ result: LarderExecutable.Result) throws -> Any {
        #expect(result.exitCode == 0, "\(result.standardError)")
        return try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    }

    @Test func aTestReceiptGoesThroughAndRealTokenCountsReachTheLedger() throws {
        let baseURL = try #require(RealLLMServer.baseURL)

        // When a sample receipt is processed by the openai backend at the real server
        let processed = try larder.run(
            ["process", "--json", "--db", database, "--backend", "openai", "--base-url", baseURL,
                "--model", RealLLMServer.model, "--request-timeout-seconds", "1800", "--max-output-tokens", "1024",
                "--chain-timeout-seconds", "3600", Fixtures.testReceipt("aldi-nord-01.jpg")],
            environment: ["OMP_THREAD_LIMIT": "1", "LARDER_LOG_LEVEL": "info"])

        // Then it is stored, whatever the model made of it
        let outcomes = try #require(try json(processed) as? [[String: Any]])
        let id = try #require(outcomes.first?["receiptId"] as? Int, "\(processed.standardOutput)")
        let status = outcomes.first?["status"] as? String
        #expect(status == "done" || status == "needs_review", "\(processed.standardOutput)")

        // And its run holds the refused json_schema call, then calls in json_object with the server's token counts
        let shown = try #require(
            try json(larder.run(["receipts", "show", "\(id)", "--raw", "--json", "--db", database])) as? [String: Any])
        let calls = try #require((shown["runs"] as? [[String: Any]])?.first?["calls"] as? [[String: Any]])
        let refused = try #require(calls.first)
        #expect((refused["error"] as? String)?.contains("HTTP 500") == true, "\(refused)")
        #expect(Self.responseFormat(of: refused) == "json_schema")
        let answered = calls.dropFirst()
        #expect(!answered.isEmpty)
        for call in answered {
            #expect(call["error"] == nil || call["error"] is NSNull, "\(call)")
            #expect(Self.responseFormat(of: call) == "json_object")
            #expect((call["inputTokens"] as? Int ?? 0) > 100)
            #expect((call["outputTokens"] as? Int ?? 0) > 0)
            #expect((call["reply"] as? String)?.contains("\"usage\"") == true)
        }

        // And Larder checked the reply: one that does not fit the schema was followed by a repair request
        let first = try #require(answered.first)
        #expect(first["purpose"] as? String == "receipt")
        if !Self.fitsTheSchemaAtFirstSight(first) {
            #expect(answered.dropFirst().first?["purpose"] as? String == "repair", "\(calls)")
        }

        // And the usage ledger sums the server's counts
        let usage = try #require(try json(larder.run(["usage", "--json", "--db", database])) as? [String: Any])
        let row = try #require((usage["backends"] as? [[String: Any]])?.first)
        #expect(row["backend"] as? String == "openai")
        #expect(row["calls"] as? Int == calls.count)
        let input = answered.reduce(0) { $0 + ($1["inputTokens"] as? Int ?? 0) }
        let output = answered.reduce(0) { $0 + ($1["outputTokens"] as? Int ?? 0) }
        #expect(row["inputTokens"] as? Int == input)
        #expect(row["outputTokens"] as? Int == output)
    }

    /// The `response_format` type a recorded request asked for.
    private static func responseFormat(of call: [String: Any]) -> String? {
        guard let request = call["request"] as? String,
            let object = try? JSONSerialization.jsonObject(with: Data(request.utf8)) as? [String: Any]
        else { return nil }
        return (object["response_format"] as? [String: Any])?["type"] as? String
    }

    /// Whether a reply's message is a JSON object with every key the receipt schema requires, and was not
    /// cut off: the least a reply Larder accepts without a repair has. (Larder checks much more.)
    private static func fitsTheSchemaAtFirstSight(_ call: [String: Any]) -> Bool {
        guard let reply = call["reply"] as? String,
            let envelope = try? JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any],
            let choice = (envelope["choices"] as? [[String: Any]])?.first,
            choice["finish_reason"] as? String != "length",
            let content = (choice["message"] as? [String: Any])?["content"] as? String,
            let object = try? JSONSerialization.jsonObject(with: Data(content.utf8)) as? [String: Any]
        else { return false }
        return ["store", "address", "date", "currency", "total", "items"].allSatisfy { object.keys.contains($0) }
    }
}
