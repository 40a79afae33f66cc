import Foundation
import LarderStore
import LarderTestSupport
import Testing

/// The usage ledger: calls stored with their receipt and run, summed per backend and model over a period.
@Suite struct UsageLedgerTests {
    static func call(
        backend: String = "openai", model: String = "gpt-4.1-mini", input: Int = 1000, output: Int = 200,
        cost: Double? = 0.001, error: String? = nil, at date: Date
    ) -> LLMCallRecord {
        LLMCallRecord(
            backend: backend, model: model, purpose: "receipt", inputTokens: input, outputTokens: output,
            cachedTokens: input / 2, latencySeconds: 1.5, costUSD: cost, request: "{\"model\":\"\(model)\"}",
            reply: "{}", error: error, calledAt: date)
    }

    static func date(_ text: String) -> Date {
        try! Date(text, strategy: .iso8601)
    }

    @Test func callsAreTiedToTheReceiptAndItsLatestRun() throws {
        // Given a stored receipt
        let folder = try TemporaryDirectory()
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        let saved = try database.save(StoreFixtures.reading(sha256: "a1"))

        // When two calls are recorded for it without naming the run
        try database.recordCalls(
            [Self.call(at: Date()), Self.call(at: Date())], receiptId: saved.receiptId)

        // Then both belong to the receipt's run, and its runs are listed
        let calls = try database.calls(ofReceipt: saved.receiptId)
        #expect(calls.count == 2)
        #expect(calls.allSatisfy { $0.extractionRunId == saved.extractionRunId })
        #expect(try database.extractionRuns(ofReceipt: saved.receiptId).map(\.id) == [saved.extractionRunId])
    }

    @Test func usageSumsOneMonthPerBackendAndModel() throws {
        // Given calls in March and April, on two backends, one failed and one without a price
        let database = try LarderDatabase.inMemory()
        try database.recordCalls(
            [
                Self.call(at: Self.date("2026-03-31T23:59:59Z")),
                Self.call(input: 2000, output: 400, cost: 0.002, at: Self.date("2026-04-01T00:00:00Z")),
                Self.call(input: 1000, output: 200, cost: 0.001, at: Self.date("2026-04-15T12:00:00Z")),
                Self.call(input: 0, output: 0, cost: 0, error: "timed out", at: Self.date("2026-04-16T12:00:00Z")),
                Self.call(
                    backend: "claude", model: "claude-sonnet-4-5", input: 3000, output: 100, cost: 0.01,
                    at: Self.date("2026-04-20T08:00:00Z")),
                Self.call(model: "llama3.1", cost: nil, at: Self.date("2026-04-21T08:00:00Z")),
            ], receiptId: nil)

        // When April is summed
        let totals = try database.usage(
            from: Self.date("2026-04-01T00:00:00Z"), to: Self.date("2026-05-01T00:00:00Z"))

        // Then March is left out, the dearest backend comes first, and failed and unpriced calls are counted
        #expect(totals.map(\.backend) == ["claude", "openai", "openai"])
        let openAI = try #require(totals.first { $0.model == "gpt-4.1-mini" })
        #expect(openAI.calls == 3)
        #expect(openAI.failedCalls == 1)
        #expect(openAI.inputTokens == 3000)
        #expect(openAI.outputTokens == 600)
        #expect(openAI.cachedTokens == 1500)
        #expect(openAI.costMicrodollars == 3000)
        let local = try #require(totals.first { $0.model == "llama3.1" })
        #expect(local.unpricedCalls == 1)
        #expect(local.costMicrodollars == 0)
        #expect(try database.usage().reduce(0) { $0 + $1.calls } == 6)
    }
}
