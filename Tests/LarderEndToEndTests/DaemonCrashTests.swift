import Foundation
import GRDB
import LarderStore
import LarderTestSupport
import Testing

/// The crash test: `kill -9` at random moments during a 100-receipt batch, ten times over.
///
/// Uses `TestReceipts/batch/` (small, clean, distinct receipts from `Tools/batch-receipts/make_batch.py`) so
/// OCR is quick enough for `make test`. Blocking waits run off Swift's cooperative pool.
@Suite(.serialized) struct DaemonCrashTests {
    @Test func killedTenTimesDuringAHundredReceiptBatchNothingIsLostOrDoubled() async throws {
        // Given a hundred distinct receipts in the inbox of a daemon with two workers
        let harness = try DaemonHarness(workers: 2, stableSeconds: 0.2)
        let batch = Fixtures.testReceipts.appendingPathComponent("batch")
        let names = try FileManager.default.contentsOfDirectory(atPath: batch.path).filter { $0.hasSuffix(".png") }
        try #require(names.count == 100)
        for name in names {
            try harness.drop(batch.appendingPathComponent(name).path, as: name)
        }

        // When the daemon is killed with SIGKILL at a random moment of each of ten runs, then left to finish
        var moments: [Int] = []
        for _ in 0..<10 {
            let daemon = try harness.start()
            let milliseconds = Int.random(in: 200...4000)
            moments.append(milliseconds)
            try await Task.sleep(for: .milliseconds(milliseconds))
            daemon.send(SIGKILL)
            _ = try await offThePool { daemon.waitForExit() }
        }
        // The last round may find every receipt already finished: the daemon must also have started (and taken
        // charge of its signals) before SIGTERM, or the signal's default action would end it instead.
        let daemon = try harness.start(environment: ["LARDER_LOG_LEVEL": "notice"])
        let killedAfter = moments
        try await offThePool {
            try harness.waitUntil("every receipt is accounted for (killed after \(killedAfter) ms)", daemon: daemon) {
                let jobs = try harness.jobs()
                let finished = ["done", "needs_review", "failed", "duplicate"].reduce(0) { $0 + (jobs[$1] ?? 0) }
                return finished >= names.count && harness.files(under: "inbox").isEmpty
                    && daemon.log.contains("watching the inbox")
            }
        }
        daemon.send(SIGTERM)
        #expect(try await offThePool { daemon.waitForExit() } == 0, "\(daemon.log)")

        // Then every receipt is stored once and archived once, and the database is sound
        let jobs = try harness.jobs()
        #expect((jobs["done"] ?? 0) + (jobs["needs_review"] ?? 0) == names.count, "\(jobs), killed after \(moments)")
        #expect(harness.files(under: "archive").count == names.count)
        #expect(harness.files(under: "duplicates").isEmpty && harness.files(under: "failed").isEmpty)
        let database = try LarderDatabase.open(atPath: harness.databasePath)
        let counts = try await database.writer.read { db in
            (
                receipts: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM receipt") ?? 0,
                distinctImages: try Int.fetchOne(db, sql: "SELECT COUNT(DISTINCT sha256) FROM receipt") ?? 0,
                trips: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM groceryTrip") ?? 0,
                jobs: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM job") ?? 0,
                integrity: try String.fetchOne(db, sql: "PRAGMA integrity_check") ?? ""
            )
        }
        #expect(counts.receipts == names.count && counts.distinctImages == names.count, "\(counts)")
        #expect(counts.trips == names.count)
        #expect(counts.jobs == names.count, "one job per file, whatever the restarts")
        #expect(counts.integrity == "ok")
    }
}
