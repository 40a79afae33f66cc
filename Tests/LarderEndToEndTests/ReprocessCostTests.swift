import Foundation
import LarderTestSupport
import Testing

/// `larder reprocess` with a network backend: its model calls reach the usage ledger and its summary says what
/// they cost, as `larder process` does.
@Suite(.serialized) struct ReprocessCostTests {
    static let secret = "sk-e2e-SECRET-reprocess-0123456789"

    private func reprocess(_ fixture: ReprocessFixture, server: FakeLLMServer, _ extra: [String]) throws -> Reprocessed {
        server.enqueue(.claude(toolInput: NetworkBackendTests.reply))
        let result = try fixture.larder.run(
            ["reprocess", "--all", "--backend", "claude", "--base-url", server.baseURL, "--db", fixture.databasePath,
                "--json"] + extra,
            environment: ["ANTHROPIC_API_KEY": Self.secret])
        return Reprocessed(result: result)
    }

    @Test func theSummaryCountsTheCallsAndTheirCostAndTheLedgerKeepsThem() async throws {
        try await withFakeLLMServer { server in
            // Given a receipt read offline
            let fixture = try ReprocessFixture()

            // When it is reprocessed with Claude (900 + 700 cached input tokens, 300 output per call)
            let run = try reprocess(fixture, server: server, [])

            // Then the summary names one model call at the default price, and the ledger holds it with the new run
            #expect(run.result.exitCode == 0, "\(run.result.standardError)")
            #expect(run.count("changed") == 1)
            #expect(run.summary["modelCalls"] as? Int == 1)
            #expect(run.summary["costUSD"] as? Double == 0.00741)
            #expect(try fixture.number("SELECT COUNT(*) FROM llmCall") == 1)
            let runId = try fixture.number("SELECT MAX(id) FROM extractionRun")
            #expect(try fixture.number("SELECT extractionRunId FROM llmCall") == runId)
            #expect(try fixture.number("SELECT receiptId FROM llmCall") == 1)
            #expect(!run.result.standardOutput.contains(Self.secret))
        }
    }

    @Test func aDryRunReportsTheCostButStoresNoCall() async throws {
        try await withFakeLLMServer { server in
            let fixture = try ReprocessFixture()
            let run = try reprocess(fixture, server: server, ["--dry-run"])
            #expect(run.result.exitCode == 0, "\(run.result.standardError)")
            #expect(run.summary["modelCalls"] as? Int == 1)
            #expect(run.summary["costUSD"] as? Double == 0.00741)
            #expect(try fixture.number("SELECT COUNT(*) FROM llmCall") == 0)
        }
    }
}
