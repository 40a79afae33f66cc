import Foundation
import LarderTestSupport
import Testing

/// Links that reach the inbox (Syncthing and Samba carry them) are never followed: nothing outside the inbox is
/// moved, the database least of all, and each link is shown by `larder status` with its reason.
@Suite(.serialized) struct DaemonSymlinkTests {
    @Test func aLinkedLabelsFolderAndLinkedFilesAreSkippedAndNothingOutsideTheInboxMoves() async throws {
        // Given a running daemon, and a folder outside its data folder with a file in it
        let harness = try DaemonHarness()
        let outside = harness.folder.path("outside")
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.testReceipt("batch/batch-001.png"), toPath: outside + "/keep.png")
        let daemon = try harness.start()
        try await offThePool {
            try harness.waitUntilWatching(daemon)
        }
        let databaseBefore = try identity(of: harness.databasePath)

        // When the labels folder is replaced by a link to the data folder, and links to the database and to the
        // outside folder and file are put in the inbox, beside one real receipt
        let labels = harness.inbox + "/labels"
        try FileManager.default.removeItem(atPath: labels)
        try FileManager.default.createSymbolicLink(atPath: labels, withDestinationPath: harness.data)
        try FileManager.default.createSymbolicLink(
            atPath: harness.inbox + "/database.jpg", withDestinationPath: harness.databasePath)
        try FileManager.default.createSymbolicLink(atPath: harness.inbox + "/outside", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(
            atPath: harness.inbox + "/keep.png", withDestinationPath: outside + "/keep.png")
        try harness.drop(Fixtures.testReceipt("batch/batch-002.png"), as: "real.png")

        // Then the real receipt is stored, and the links are reported, each once
        try await offThePool {
            try harness.waitUntil("the real receipt is stored", daemon: daemon) {
                let jobs = try harness.jobs()
                return (jobs["done"] ?? 0) + (jobs["needs_review"] ?? 0) == 1
            }
        }
        try await Task.sleep(for: .seconds(3))
        let linkLines = daemon.log.components(separatedBy: "\n").filter { $0.contains("symbolic link skipped") }
        #expect(linkLines.count == 4, "\(linkLines)")
        // And nothing outside the inbox moved: the database is the same file in the same place, with its journal
        #expect(try identity(of: harness.databasePath) == databaseBefore)
        #expect(FileManager.default.fileExists(atPath: harness.databasePath + "-wal"))
        #expect(FileManager.default.fileExists(atPath: outside + "/keep.png"))
        #expect(harness.files(under: "failed").isEmpty, "\(harness.files(under: "failed"))")
        let jobs = try harness.jobs()
        #expect(jobs.values.reduce(0, +) == 1, "only the real receipt became a job: \(jobs)")
        // And the links stay where they are, listed by status with why
        let waiting = try harness.status()["waiting"] as? [[String: Any]] ?? []
        let linked = waiting.filter { ($0["reason"] as? String ?? "").contains("symbolic link") }
            .compactMap { $0["path"] as? String }
        #expect(Set(linked) == Set(["labels", "database.jpg", "outside", "keep.png"].map { harness.inbox + "/" + $0 }))
        for name in ["labels", "database.jpg", "outside", "keep.png"] {
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: harness.inbox + "/" + name) != "")
        }

        // And the daemon, still running, stops cleanly on the same database
        daemon.send(SIGTERM)
        #expect(try await offThePool { daemon.waitForExit() } == 0, "\(daemon.log)")
    }

    @Test func aSecondDaemonReachingTheDatabaseThroughALinkIsRefused() async throws {
        // Given a daemon running on its database
        let harness = try DaemonHarness()
        let daemon = try harness.start()
        try await offThePool {
            try harness.waitUntilWatching(daemon)
        }
        // When a second daemon is configured with another data folder but a link to the same database file
        let other = harness.folder.path("other")
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: other + "/linked.sqlite", withDestinationPath: harness.databasePath)
        let config = """
            [storage]
            data_dir = "\(other)"
            database = "\(other)/linked.sqlite"
            """
        let configPath = try harness.folder.write(Data(config.utf8), to: "second.toml")
        let second = try harness.larder.start(["daemon", "--config", configPath], logIn: harness.folder)
        let status = try await offThePool { second.waitForExit() }

        // Then it refuses to start, saying another daemon uses the database
        #expect(status != 0)
        #expect(second.log.contains("another larder daemon"), "\(second.log)")
        daemon.send(SIGTERM)
        #expect(try await offThePool { daemon.waitForExit() } == 0)
    }

    @Test func aDaemonWhoseInboxHoldsItsDatabaseRefusesToStart() async throws {
        // Given a configuration whose inbox is the data folder itself
        let harness = try DaemonHarness()
        try harness.appendConfig("[folders]\ninbox = \".\"\n")
        // When the daemon starts
        let daemon = try harness.start()
        let status = try await offThePool { daemon.waitForExit() }
        // Then it refuses, naming the problem, and moves nothing
        #expect(status != 0)
        #expect(daemon.log.contains("holds the database"), "\(daemon.log)")
        #expect(!FileManager.default.fileExists(atPath: harness.data + "/failed"))
    }

    private func identity(of path: String) throws -> [Int] {
        var status = stat()
        try #require(lstat(path, &status) == 0, "\(path) is missing")
        return [Int(status.st_dev), Int(status.st_ino)]
    }
}
