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
        let (harness, daemon) = try faultyDaemon(
            fault: "abort:hostile", dropping: ["edeka-01.jpg": "hostile.jpg", "batch/batch-001.png": "good.png"])

        // When both are taken
        try await waitUntilOneIsStored(by: harness, daemon: daemon, and: "the hostile file fails") { jobs in
            jobs["failed"] == 1
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
            try harness.waitUntilWatching(daemon)
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

    @Test func aWorkerThatCannotGoOnIsNotBlamedOnTheFileWhichWaitsWithItsAttempts() async throws {
        // Given a daemon whose worker exits with a status on files named unlucky* (as a worker that cannot go on
        // would, through no fault of the file), that file and a good receipt
        let (harness, daemon) = try faultyDaemon(
            fault: "exit:unlucky", dropping: ["batch/batch-005.png": "unlucky.png", "batch/batch-006.png": "good.png"])

        // When it has been tried several times (every second: the retry base)
        try await waitUntilOneIsStored(by: harness, daemon: daemon, and: "the file was tried three times") { _ in
            daemon.log.components(separatedBy: "no OCR worker could read the file").count > 3
        }

        // Then it has not failed, has used no attempt and killed no worker, and waits to be read again
        #expect(harness.files(under: "failed").isEmpty)
        let database = try LarderDatabase.open(atPath: harness.databasePath)
        let job = try await database.writer.read { db in
            try JobRecord.filter(Column("sourcePath").like("%unlucky.png")).fetchOne(db)
        }
        let waiting = try #require(job)
        #expect(waiting.workerDeaths == 0 && waiting.attempts <= 1, "\(waiting)")
        #expect(waiting.state != .failed && waiting.lastError?.contains("exited with status 3") == true, "\(waiting)")
        daemon.send(SIGTERM)
        #expect(try await offThePool { daemon.waitForExit() } == 0, "\(daemon.log)")
    }

    /// A daemon whose worker plays `fault` (see `OCRWorkerFault`), with test receipts dropped under new names
    /// (`TestReceipts` path to inbox name), its idle workers kept for the whole test.
    private func faultyDaemon(fault: String, dropping files: [String: String]) throws -> (DaemonHarness, RunningLarder) {
        let harness = try DaemonHarness(stableSeconds: 0.2)
        try harness.appendTable("ocr", "idle_seconds = 600")
        for (source, name) in files.sorted(by: { $0.key < $1.key }) {
            try harness.drop(Fixtures.testReceipt(source), as: name)
        }
        return (harness, try harness.start(environment: ["LARDER_TEST_OCR_WORKER_FAULT": fault]))
    }

    /// Waits until one receipt is stored and `condition` holds for the job counts.
    private func waitUntilOneIsStored(
        by harness: DaemonHarness, daemon: RunningLarder, and what: String,
        _ condition: @escaping @Sendable ([String: Int]) -> Bool
    ) async throws {
        try await offThePool {
            try harness.waitUntil("\(what) and the good receipt is stored", daemon: daemon) {
                let jobs = try harness.jobs()
                return condition(jobs) && (jobs["done"] ?? 0) + (jobs["needs_review"] ?? 0) == 1
            }
        }
    }

    private func failedJob(in harness: DaemonHarness) async throws -> JobRecord {
        let database = try LarderDatabase.open(atPath: harness.databasePath)
        let job = try await database.writer.read { db in
            try JobRecord.filter(Column("state") == "failed").fetchOne(db)
        }
        return try #require(job)
    }
}
