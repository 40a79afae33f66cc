import Foundation
import GRDB
import LarderStore
import LarderTestSupport
import Testing

/// A file's identity is its content: a scanner that writes `scan.jpg` again, over a stored receipt whose file
/// could not be moved, has made a new receipt, which must be read, not archived as the old one.
@Suite(.serialized) struct DaemonReusedNameTests {
    @Test func aNewFileUnderAReusedNameIsReadAsANewReceiptAndTheStuckFileIsShown() async throws {
        // Given a daemon whose archive cannot be created for now (a file stands where the folder should be; root
        // ignores permissions, so a mode would not do)
        let harness = try DaemonHarness()
        try harness.setDaemonKey("rescan_seconds = 2")
        let archive = harness.folder.path("archive")
        try harness.appendConfig("[folders]\narchive = \"\(archive)\"\n")
        let daemon = try harness.start()
        try await offThePool {
            try harness.waitUntilWatching(daemon)
        }
        try FileManager.default.removeItem(atPath: archive)
        try Data("in the way".utf8).write(to: URL(fileURLWithPath: archive))

        // When a receipt arrives as scan.png and is stored
        try harness.drop(Fixtures.testReceipt("batch/batch-001.png"), as: "scan.png")
        try await offThePool {
            try harness.waitUntil("the first receipt is stored", daemon: daemon) { try storedCount(harness) == 1 }
        }
        // Then its file waits in the inbox, and status says so with the reason and since when
        try await offThePool {
            try harness.waitUntil("status lists the stuck file", daemon: daemon) {
                let waiting = try harness.status()["waiting"] as? [[String: Any]] ?? []
                return waiting.contains {
                    ($0["path"] as? String) == harness.inbox + "/scan.png"
                        && ($0["reason"] as? String ?? "").contains("cannot be moved out of the inbox")
                        && $0["since"] is String
                }
            }
        }
        let text = try harness.larder.run(["status", "--config", harness.configPath]).standardOutput
        #expect(text.contains("scan.png") && text.contains("cannot be moved"), "\(text)")

        // When the scanner writes a different receipt under the same name
        let replacement = harness.inbox + "/.scan.png.part"
        try FileManager.default.copyItem(atPath: Fixtures.testReceipt("batch/batch-002.png"), toPath: replacement)
        #expect(rename(replacement, harness.inbox + "/scan.png") == 0)

        // Then it is read as a second receipt
        try await offThePool {
            try harness.waitUntil("the second receipt is stored", daemon: daemon) { try storedCount(harness) == 2 }
        }
        // When the archive can be created again
        try FileManager.default.removeItem(atPath: archive)
        // Then the file goes to the archive once, holding the second receipt's content, and nothing waits
        try await offThePool {
            try harness.waitUntil("the inbox is empty", daemon: daemon) {
                harness.files(under: "inbox").filter { !$0.hasPrefix("labels") }.isEmpty
            }
        }
        let archived = try FileManager.default.subpathsOfDirectory(atPath: archive).filter { $0.hasSuffix(".png") }
        #expect(archived.count == 1, "\(archived)")
        let archivedData = try Data(contentsOf: URL(fileURLWithPath: archive + "/" + archived[0]))
        #expect(archivedData == (try Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt("batch/batch-002.png")))))
        let database = try LarderDatabase.open(atPath: harness.databasePath)
        let distinct = try await database.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(DISTINCT sha256) FROM receipt") ?? 0
        }
        #expect(distinct == 2)
        try await offThePool {
            try harness.waitUntil("nothing waits", daemon: daemon) {
                (try harness.status()["waiting"] as? [Any])?.isEmpty == true
            }
        }
        daemon.send(SIGTERM)
        #expect(try await offThePool { daemon.waitForExit() } == 0)
    }

    @Test func namesAsLongAsTheFileSystemAllowsAreFailedAndArchivedWithoutLitter() async throws {
        // Given a running daemon
        let harness = try DaemonHarness()
        let daemon = try harness.start()
        // When a file that is no image arrives under a 250-byte name, and another under a name with control
        // characters (a line break and a terminal escape)
        let longFailing = String(repeating: "n", count: 246) + ".jpg"
        try put(Data("not an image at all".utf8), as: longFailing, in: harness)
        let hostile = "bad\nINFO fake line \u{1B}[31mred.jpg"
        try put(Data("not an image either".utf8), as: hostile, in: harness)
        // Then both fail with their reasons beside them, the long one under a shortened name, leaving no
        // temporary file
        try await offThePool {
            try harness.waitUntil("the files fail", daemon: daemon) {
                harness.files(under: "failed").filter { $0.hasSuffix(".error.txt") }.count == 2
            }
        }
        let failed = harness.files(under: "failed")
        #expect(failed.count == 4, "\(failed)")
        #expect(failed.allSatisfy { $0.utf8.count <= 255 && !$0.hasPrefix(".") }, "\(failed)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: harness.data + "/failed").allSatisfy {
            !$0.hasPrefix(".larder-")
        })
        // And the control characters reach neither the log nor status raw
        #expect(!daemon.log.contains("\u{1B}") && !daemon.log.contains("\nINFO fake line"))
        #expect(daemon.log.contains("bad\\nINFO fake line \\u{1B}[31mred.jpg"), "\(daemon.log)")
        let status = try harness.larder.run(["status", "--config", harness.configPath]).standardOutput
        #expect(!status.contains("\u{1B}") && status.contains("bad\\nINFO"), "\(status)")

        // When two different receipts arrive one after the other under the same 255-byte name
        let longName = String(repeating: "r", count: 251) + ".png"
        try put(try Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt("batch/batch-003.png"))), as: longName, in: harness)
        try await offThePool {
            try harness.waitUntil("the first long-named receipt is archived", daemon: daemon) {
                harness.files(under: "archive").count == 1
            }
        }
        try put(try Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt("batch/batch-004.png"))), as: longName, in: harness)
        // Then both are stored and archived under distinct shortened names, and the inbox is empty
        try await offThePool {
            try harness.waitUntil("the second long-named receipt is archived", daemon: daemon) {
                harness.files(under: "archive").count == 2
            }
        }
        #expect(harness.files(under: "inbox").isEmpty)
        #expect(try storedCount(harness) == 2)
        daemon.send(SIGTERM)
        #expect(try await offThePool { daemon.waitForExit() } == 0)
    }

    /// Writes under a hidden name and renames, as sync tools do; the name may be as long as the file system allows.
    private func put(_ data: Data, as name: String, in harness: DaemonHarness) throws {
        let staging = harness.inbox + "/.staging"
        try data.write(to: URL(fileURLWithPath: staging))
        #expect(rename(staging, harness.inbox + "/" + name) == 0)
    }

    private func storedCount(_ harness: DaemonHarness) throws -> Int {
        let jobs = try harness.jobs()
        return (jobs["done"] ?? 0) + (jobs["needs_review"] ?? 0)
    }
}
