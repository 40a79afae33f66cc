import Foundation
import GRDB
import LarderStore
import LarderTestSupport
import Testing

/// A full disk, made honestly: the data folder and the archive are each on a small tmpfs mounted for the test
/// and filled to the last byte, so SQLite gets `SQLITE_FULL` and the copy into the archive (another file
/// system) gets `ENOSPC`. Mounting needs root, as CI's container has; elsewhere the suite is skipped.
@Suite(.serialized, .enabled(if: SmallDisk.canMount, "mounting a tmpfs needs root"))
struct DaemonDiskFullTests {
    @Test func receiptsWaitOutAFullDiskAndAreStoredOnceWhenSpaceReturns() async throws {
        // Given a daemon whose data folder and archive are on two small disks, both full
        let harness = try DaemonHarness()
        let dataDisk = try SmallDisk(at: harness.data, megabytes: 16)
        let archiveDisk = try SmallDisk(at: harness.folder.path("archive"), megabytes: 4)
        defer {
            dataDisk.unmount()
            archiveDisk.unmount()
        }
        try FileManager.default.createDirectory(atPath: harness.inbox, withIntermediateDirectories: true)
        try harness.setDaemonKey("rescan_seconds = 2")
        try harness.appendConfig("[folders]\narchive = \"\(archiveDisk.path)\"\n")
        let daemon = try harness.start()
        try await offThePool {
            try harness.waitUntilWatching(daemon)
        }
        let names = ["batch-001.png", "batch-002.png", "batch-003.png"]
        let staging = harness.data + "/staging"
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        for name in names {
            let sample = Fixtures.testReceipt("batch/" + name)
            try FileManager.default.copyItem(atPath: sample, toPath: staging + "/" + name)
        }
        try dataDisk.fill()
        try archiveDisk.fill()

        // When receipts arrive on the full disk (renamed in, which needs no space)
        for name in names {
            try FileManager.default.moveItem(atPath: staging + "/" + name, toPath: harness.inbox + "/" + name)
        }
        // Then the database's refusal is logged, nothing fails and the daemon keeps running
        try await offThePool {
            try harness.waitUntil("the full disk refuses a write", daemon: daemon) {
                daemon.log.contains("disk is full")
            }
        }
        #expect(kill(daemon.processIdentifier, 0) == 0, "the daemon died: \(daemon.log)")
        #expect(harness.files(under: "failed").isEmpty)
        // And status does not look all green: it names the full disk and the files that wait
        let waiting = try harness.status()["waiting"] as? [[String: Any]] ?? []
        let reasons = waiting.compactMap { $0["reason"] as? String }
        #expect(reasons.contains { $0.contains("the disk is full") }, "\(waiting)")
        // And, while the disk stays full, the retries (four a second) do not flood the log: one line per problem
        try await Task.sleep(for: .seconds(3))
        let queueLines = daemon.log.components(separatedBy: "cannot read the job queue").count - 1
        #expect(queueLines <= 1, "\(queueLines) lines about the job queue in 3 s")
        for name in names {
            let fileLines = daemon.log.components(separatedBy: "\n").filter {
                $0.contains("cannot queue file") && $0.contains(name)
            }
            #expect(fileLines.count <= 1, "\(fileLines)")
        }

        // When the data disk has room again but the archive is still full
        try dataDisk.free()
        try await offThePool {
            try harness.waitUntil("the receipts are stored", daemon: daemon) {
                let jobs = try harness.jobs()
                return (jobs["done"] ?? 0) + (jobs["needs_review"] ?? 0) == names.count
            }
        }
        // Then the stored receipts' files wait in the inbox, as the copy into the archive fails
        try await offThePool {
            try harness.waitUntil("a move into the full archive fails", daemon: daemon) {
                daemon.log.contains("cannot be copied to") || daemon.log.contains("cannot be created")
            }
        }
        #expect(Set(harness.files(under: "inbox")) == Set(names))

        // When the archive has room again
        try archiveDisk.free()
        try await offThePool {
            try harness.waitUntil("every file is archived", daemon: daemon) {
                harness.files(under: "inbox").isEmpty
            }
        }
        daemon.send(SIGTERM)
        #expect(try await offThePool { daemon.waitForExit() } == 0, "\(daemon.log)")

        // Then each receipt is stored and archived exactly once, and the database is sound
        let archived = (try FileManager.default.subpathsOfDirectory(atPath: archiveDisk.path))
            .filter { $0.hasSuffix(".png") }
        #expect(archived.count == names.count, "\(archived)")
        #expect(harness.files(under: "failed").isEmpty)
        let counts = try await LarderDatabase.open(atPath: harness.databasePath).writer.read { db in
            (
                receipts: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM receipt") ?? 0,
                jobs: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM job") ?? 0,
                integrity: try String.fetchOne(db, sql: "PRAGMA integrity_check") ?? ""
            )
        }
        #expect(counts.receipts == names.count && counts.jobs == names.count, "\(counts)")
        #expect(counts.integrity == "ok")
    }
}

extension DaemonHarness {
    /// Adds `line` (`key = value`) to the configuration's `[daemon]` table.
    func setDaemonKey(_ line: String) throws {
        let config = try String(contentsOfFile: configPath, encoding: .utf8)
        let updated = config.replacingOccurrences(of: "[daemon]\n", with: "[daemon]\n\(line)\n")
        try updated.write(toFile: configPath, atomically: true, encoding: .utf8)
    }
}
