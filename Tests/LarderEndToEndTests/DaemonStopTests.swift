import Foundation
import GRDB
import LarderStore
import LarderTestSupport
import Testing

/// SIGTERM while a model call hangs: the daemon exits 0 within 10 s and the receipt is resumed, not failed.
@Suite(.serialized) struct DaemonStopTests {
    @Test func sigtermDuringAStalledModelCallExitsWithinTenSecondsAndTheNextStartStoresTheReceiptOnce()
        async throws
    {
        try await withFakeLLMServer { server in
            // Given a daemon whose model server takes the request and does not answer for an hour
            // (every attempt stalls, and the chain's limit is an hour, so the receipt is still in flight whenever
            // this test gets to send the signal: a loaded test run can keep this process waiting for minutes)
            for _ in 0..<10 { server.enqueue(FakeReply(body: "{}", delay: .seconds(3600))) }
            let harness = try DaemonHarness(stableSeconds: 0.2)
            try harness.setExtraction(
                "chain = [\"openai\", \"offline\"]\nbase_url = \"\(server.baseURL)/v1\"\nchain_timeout_seconds = 3600")
            let daemon = try harness.start()
            try harness.drop(Fixtures.testReceipt("batch/batch-001.png"), as: "receipt.png")
            try await offThePool {
                try harness.waitUntil("the receipt's model call hangs", daemon: daemon) { server.requests.count == 1 }
            }

            // When it is sent SIGTERM,
            // Then it exits 0 within 10 s, and the job is left in flight: neither failed nor waiting
            try await expectStopsWithinTenSeconds(daemon)
            #expect(daemon.log.contains("job left for the next start"), "\(daemon.log)")
            #expect(!daemon.log.contains("receipt failed"), "\(daemon.log)")
            let stopped = try harness.jobs()
            #expect((stopped["ocr"] ?? 0) + (stopped["extracting"] ?? 0) == 1, "\(stopped)")
            #expect((stopped["failed"] ?? 0) + (stopped["waiting_retry"] ?? 0) == 0, "\(stopped)")

            // When it is started again with a backend that works
            try harness.setExtraction("backend = \"offline\"")
            let restarted = try harness.start()
            try await offThePool {
                try harness.waitUntil("the resumed receipt is stored", daemon: restarted) {
                    let jobs = try harness.jobs()
                    return (jobs["done"] ?? 0) + (jobs["needs_review"] ?? 0) == 1 && harness.files(under: "inbox").isEmpty
                }
            }
            restarted.send(SIGTERM)
            #expect(try await offThePool { restarted.waitForExit() } == 0, "\(restarted.log)")

            // Then the receipt is stored exactly once, archived, and nothing failed
            #expect(restarted.log.contains("resuming interrupted jobs"), "\(restarted.log)")
            let jobs = try harness.jobs()
            #expect(jobs.values.reduce(0, +) == 1, "\(jobs)")
            #expect(harness.files(under: "failed").isEmpty)
            #expect(harness.files(under: "archive").count == 1)
            let database = try LarderDatabase.open(atPath: harness.databasePath)
            let counts = try await database.writer.read { db in
                (
                    receipts: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM receipt") ?? 0,
                    trips: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM groceryTrip") ?? 0
                )
            }
            #expect(counts.receipts == 1 && counts.trips == 1, "\(counts)")
        }
    }

    @Test func sigtermDuringOCRExitsWithinTenSecondsAndTheNextStartStoresTheReceiptOnce() async throws {
        // Given a daemon reading a large photographed receipt (several seconds of OCR)
        let harness = try DaemonHarness(stableSeconds: 0.2)
        try harness.setExtraction("backend = \"offline\"")
        let daemon = try harness.start()
        try harness.drop(Fixtures.testReceipt("edeka-02.jpg"), as: "receipt.jpg")
        try await offThePool {
            try harness.waitUntil("the receipt is being read", daemon: daemon) { try harness.jobs()["ocr"] == 1 }
        }

        // When it is sent SIGTERM,
        // Then it exits 0 within 10 s, without failing the job
        try await expectStopsWithinTenSeconds(daemon)
        #expect((try harness.jobs()["failed"] ?? 0) == 0)

        // And after a restart the receipt is stored once: by the restarted daemon, or already by the stopping one
        // when its reading finished within the grace period. The restarted daemon is stopped only once it is
        // watching: a SIGTERM before its handler is installed would kill it, not stop it.
        let restarted = try harness.start()
        try await offThePool {
            try harness.waitUntil("the receipt is stored", daemon: restarted) {
                let jobs = try harness.jobs()
                return (jobs["done"] ?? 0) + (jobs["needs_review"] ?? 0) == 1 && harness.files(under: "inbox").isEmpty
                    && restarted.log.contains("watching the inbox")
            }
        }
        restarted.send(SIGTERM)
        #expect(try await offThePool { restarted.waitForExit() } == 0, "\(restarted.log)")
        #expect(try harness.jobs().values.reduce(0, +) == 1)
        #expect(harness.files(under: "failed").isEmpty && harness.files(under: "archive").count == 1)
    }

    /// Sends SIGTERM and expects exit 0 within 10 s, timed by the daemon's own log: the test process's clock also
    /// counts the time this test waited for a thread of its own, which a loaded test run makes long.
    private func expectStopsWithinTenSeconds(_ daemon: RunningLarder) async throws {
        let signalledAt = ContinuousClock.now
        daemon.send(SIGTERM)
        let status = try await offThePool { daemon.waitForExit() }
        let took = ContinuousClock.now - signalledAt
        #expect(daemon.terminationReason == .exit && status == 0, "\(daemon.log)")
        let stopping = try #require(DaemonLogTimes.seconds(in: daemon.log, from: "stopping:", to: ": stopped"))
        #expect(stopping < 10, "took \(stopping) s by the log, \(took) by the test's clock")
        #expect(took < .seconds(60), "took \(took)")
    }
}
