import Foundation
import GRDB
import LarderStore
import LarderTestSupport
import Testing

/// OCR in worker processes, seen from outside the daemon: a file that crashes or hangs its worker fails alone,
/// goes to failed/ after three such attempts with the reason, and the daemon goes on; idle workers exit.
@Suite(.serialized) struct DaemonOCRWorkerTests {
    @Test func aFileThatCrashesItsWorkerThreeTimesGoesToFailedAndTheDaemonKeepsWorking() async throws {
        // Given a daemon whose worker aborts on files named hostile*, a hostile file and a good receipt
        let harness = try DaemonHarness(stableSeconds: 0.2)
        try harness.appendTable("ocr", "idle_seconds = 600")
        try harness.drop(Fixtures.testReceipt("edeka-01.jpg"), as: "hostile.jpg")
        try harness.drop(Fixtures.testReceipt("batch/batch-001.png"), as: "good.png")
        let daemon = try harness.start(environment: ["LARDER_TEST_OCR_WORKER_FAULT": "abort:hostile"])

        // When both are taken
        try await offThePool {
            try harness.waitUntil("the hostile file fails and the good one is stored", daemon: daemon) {
                let jobs = try harness.jobs()
                return jobs["failed"] == 1 && (jobs["done"] ?? 0) + (jobs["needs_review"] ?? 0) == 1
            }
        }

        // Then the hostile file is in failed/ with the reason, after exactly three attempts
        #expect(harness.files(under: "failed") == ["hostile.jpg", "hostile.jpg.error.txt"])
        let reason = try String(contentsOfFile: harness.folder.path("data/failed/hostile.jpg.error.txt"), encoding: .utf8)
        #expect(reason.contains("killed its OCR worker 3 times"), "\(reason)")
        #expect(reason.contains("crashed while reading hostile.jpg (signal 6"), "\(reason)")
        let job = try await failedJob(in: harness)
        #expect(job.workerDeaths == 3 && job.attempts == 3, "\(job)")

        // And the daemon is still running and stores the next receipt
        try harness.drop(Fixtures.testReceipt("batch/batch-002.png"), as: "next.png")
        try await offThePool {
            try harness.waitUntil("the next receipt is stored", daemon: daemon) {
                let jobs = try harness.jobs()
                return (jobs["done"] ?? 0) + (jobs["needs_review"] ?? 0) == 2
            }
        }
        daemon.send(SIGTERM)
        #expect(try await offThePool { daemon.waitForExit() } == 0, "\(daemon.log)")
    }

    @Test func aFileThatHangsItsWorkerIsStoppedAtTheTimeLimitAndNoWorkerIsLeftBehind() async throws {
        // Given a daemon with a one-second limit per image whose worker hangs on files named stuck*
        let harness = try DaemonHarness(stableSeconds: 0.2)
        try harness.appendTable("ocr", "seconds_per_image = 1\nidle_seconds = 600")
        try harness.drop(Fixtures.testReceipt("batch/batch-003.png"), as: "stuck.png")
        let daemon = try harness.start(environment: ["LARDER_TEST_OCR_WORKER_FAULT": "hang:stuck"])

        // When the file has been tried
        try await offThePool {
            try harness.waitUntil("the stuck file fails", daemon: daemon) { try harness.jobs()["failed"] == 1 }
        }

        // Then it failed for its time, three times, and every hung worker was killed
        let reason = try String(contentsOfFile: harness.folder.path("data/failed/stuck.png.error.txt"), encoding: .utf8)
        #expect(reason.contains("killed its OCR worker 3 times"), "\(reason)")
        #expect(reason.contains("stuck.png took longer than 1 s"), "\(reason)")
        #expect(ChildProcesses.of(daemon.processIdentifier).isEmpty)
        daemon.send(SIGTERM)
        #expect(try await offThePool { daemon.waitForExit() } == 0, "\(daemon.log)")
    }

    @Test func anIdleDaemonLetsItsWorkerProcessGo() async throws {
        // Given a daemon whose workers are let go after two idle seconds
        let harness = try DaemonHarness(stableSeconds: 0.2)
        try harness.appendTable("ocr", "idle_seconds = 2")
        let daemon = try harness.start()
        try await offThePool {
            try harness.waitUntil("the daemon watches", daemon: daemon) { daemon.log.contains("watching the inbox") }
        }
        // No worker process before the first receipt
        #expect(ChildProcesses.of(daemon.processIdentifier).isEmpty)

        // When a receipt is read, a worker process reads it
        try harness.drop(Fixtures.testReceipt("batch/batch-004.png"), as: "receipt.png")
        try await offThePool {
            try harness.waitUntil("a worker process starts", daemon: daemon) {
                !ChildProcesses.of(daemon.processIdentifier).isEmpty
            }
        }
        try await offThePool {
            try harness.waitUntil("the receipt is stored", daemon: daemon) {
                let jobs = try harness.jobs()
                return (jobs["done"] ?? 0) + (jobs["needs_review"] ?? 0) == 1
            }
        }

        // Then, once idle, the worker process exits
        try await offThePool {
            try harness.waitUntil("the idle worker exits", daemon: daemon) {
                ChildProcesses.of(daemon.processIdentifier).isEmpty
            }
        }
        daemon.send(SIGTERM)
        #expect(try await offThePool { daemon.waitForExit() } == 0, "\(daemon.log)")
    }

    private func failedJob(in harness: DaemonHarness) async throws -> JobRecord {
        let database = try LarderDatabase.open(atPath: harness.databasePath)
        let job = try await database.writer.read { db in
            try JobRecord.filter(Column("state") == "failed").fetchOne(db)
        }
        return try #require(job)
    }
}
