import Foundation
import GRDB
import LarderStore
import LarderTestSupport
import Testing

/// `larder daemon` run as systemd would run it: the built binary, a real inbox, real Tesseract and SQLite.
@Suite(.serialized) struct DaemonCommandTests {
    @Test func everyKindOfDropIsAccountedForExactlyOnce() throws {
        // Given a running daemon that waits the default two seconds for files to settle
        let harness = try DaemonHarness(stableSeconds: 2)
        let daemon = try harness.start()
        let sample = Fixtures.testReceipt("aldi-nord-01.jpg")
        let ocrFixtures = Fixtures.packageRoot.appendingPathComponent("Tests/LarderOCRTests/Fixtures")

        // When receipts arrive renamed from a temporary name, written slowly, twice, as a folder of pages,
        // and beside junk, a corrupt image and litter
        try harness.drop(sample, as: "aldi.jpg")
        try harness.drop(sample, as: "aldi again.jpg")
        try writeSlowly(Fixtures.testReceipt("dm-01.png"), to: harness.inbox + "/dm")
        try FileManager.default.createDirectory(atPath: harness.inbox + "/two pages", withIntermediateDirectories: true)
        for (page, sample) in [("1.jpg", "lidl-02.jpg"), ("2.jpg", "netto-01.jpg")] {
            try FileManager.default.copyItem(
                atPath: Fixtures.testReceipt(sample), toPath: harness.inbox + "/two pages/" + page
            )
        }
        try Data("Milch, Brot, Butter".utf8).write(to: URL(fileURLWithPath: harness.inbox + "/list.jpg"))
        try FileManager.default.copyItem(
            atPath: ocrFixtures.appendingPathComponent("truncated.jpg").path, toPath: harness.inbox + "/torn.jpg"
        )
        try Data("litter".utf8).write(to: URL(fileURLWithPath: harness.inbox + "/Thumbs.db"))
        try Data("hidden".utf8).write(to: URL(fileURLWithPath: harness.inbox + "/.hidden.jpg"))

        // Then each ends in exactly one place once the queue is empty
        try harness.waitUntil("six jobs have finished", daemon: daemon) {
            let jobs = try harness.jobs()
            return jobs.filter { ["done", "needs_review", "duplicate", "failed"].contains($0.key) }.values
                .reduce(0, +) == 6 && harness.files(under: "inbox").count == 2
        }
        let jobs = try harness.jobs()
        #expect((jobs["done"] ?? 0) + (jobs["needs_review"] ?? 0) == 3, "\(jobs)")
        #expect(jobs["duplicate"] == 1)
        #expect(jobs["failed"] == 1 + 1, "\(jobs)")
        #expect(harness.files(under: "inbox") == [".hidden.jpg", "Thumbs.db"])
        let archived = harness.files(under: "archive")
        #expect(archived.count == 4, "\(archived)")  // two single images and a folder of two pages
        #expect(archived.contains { $0.hasSuffix("two pages/1.jpg") })
        #expect(harness.files(under: "duplicates").count == 1)
        #expect(harness.files(under: "failed") == ["list.jpg", "list.jpg.error.txt", "torn.jpg", "torn.jpg.error.txt"])
        let reason = try String(contentsOfFile: harness.data + "/failed/list.jpg.error.txt", encoding: .utf8)
        #expect(reason.contains("not a JPEG, PNG, TIFF or WebP image"))
        let pages = try LarderDatabase.open(atPath: harness.databasePath).writer.read { db in
            try Int.fetchOne(db, sql: "SELECT ocrPages FROM receipt WHERE originalName = 'two pages'")
        }
        #expect(pages == 2)

        // And SIGTERM stops it cleanly
        daemon.send(SIGTERM)
        #expect(daemon.waitForExit() == 0, "\(daemon.log)")
        #expect(daemon.terminationReason == .exit)
    }

    @Test func killedMidBatchAndRestartedNothingIsLostOrDoubled() throws {
        // Given a batch of distinct receipts and two workers
        let harness = try DaemonHarness(workers: 2)
        let samples = try Fixtures.allTestReceipts().prefix(8).map(\.imagePath)
        for sample in samples {
            try harness.drop(sample, as: URL(fileURLWithPath: sample).lastPathComponent)
        }

        // When the daemon is killed with SIGKILL at varying moments, three times, then left to finish
        for round in 0..<3 {
            let daemon = try harness.start()
            try harness.waitUntil("a job is under way in round \(round)", daemon: daemon) {
                let jobs = try harness.jobs()
                return (jobs["ocr"] ?? 0) + (jobs["extracting"] ?? 0) > 0 || (jobs["done"] ?? 0) >= samples.count
            }
            Thread.sleep(forTimeInterval: Double(round) * 0.7)
            daemon.send(SIGKILL)
            _ = daemon.waitForExit()
        }
        let daemon = try harness.start()
        try harness.waitUntil("every receipt is stored", daemon: daemon) {
            let jobs = try harness.jobs()
            return (jobs["done"] ?? 0) + (jobs["needs_review"] ?? 0) + (jobs["failed"] ?? 0)
                + (jobs["duplicate"] ?? 0) >= samples.count && harness.files(under: "inbox").isEmpty
        }
        daemon.send(SIGTERM)
        #expect(daemon.waitForExit() == 0)

        // Then every receipt is stored once, archived once, and the database is sound
        let jobs = try harness.jobs()
        #expect((jobs["done"] ?? 0) + (jobs["needs_review"] ?? 0) == samples.count, "\(jobs)\n\(daemon.log)")
        #expect(harness.files(under: "archive").count == samples.count)
        #expect(harness.files(under: "duplicates").isEmpty)
        let database = try LarderDatabase.open(atPath: harness.databasePath)
        let (receipts, trips, integrity) = try database.writer.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM receipt") ?? 0,
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM groceryTrip") ?? 0,
                try String.fetchOne(db, sql: "PRAGMA integrity_check") ?? ""
            )
        }
        #expect(receipts == samples.count)
        #expect(trips == samples.count)
        #expect(integrity == "ok")
    }

    /// Writes a file in small pieces with pauses, as a slow network copy does.
    private func writeSlowly(_ source: String, to destination: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: source))
        _ = FileManager.default.createFile(atPath: destination, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: destination))
        defer { try? handle.close() }
        let chunk = data.count / 4 + 1
        for start in stride(from: 0, to: data.count, by: chunk) {
            try handle.write(contentsOf: data[start..<min(start + chunk, data.count)])
            Thread.sleep(forTimeInterval: 0.2)
        }
    }
}

/// Signals and polling, with files that need no OCR so the tests stay quick.
@Suite(.serialized) struct DaemonSignalTests {
    @Test func pollingFindsFilesAndHangUpKeepsTheConfigurationWhenTheNewOneIsBad() throws {
        // Given a daemon polling its inbox
        let harness = try DaemonHarness()
        try harness.setWatch("poll")
        let daemon = try harness.start()
        try harness.waitUntilWatching(daemon)
        #expect(daemon.log.contains("mode=poll"))

        // When its configuration gains an unknown key and it is told to reload, then a file arrives
        let broken = try String(contentsOfFile: harness.configPath, encoding: .utf8) + "\n[extra]\nkey = 1\n"
        try broken.write(toFile: harness.configPath, atomically: true, encoding: .utf8)
        daemon.send(SIGHUP)
        try harness.waitUntil("the reload is refused", daemon: daemon) {
            daemon.log.contains("configuration not reloaded")
        }
        try Data("not a receipt".utf8).write(to: URL(fileURLWithPath: harness.inbox + "/note.png"))

        // Then it keeps working on the old configuration, and SIGINT stops it cleanly
        try harness.waitUntil("the file is failed", daemon: daemon) { harness.files(under: "failed").count == 2 }
        #expect(daemon.log.contains("extra: unknown table"))
        daemon.send(SIGINT)
        #expect(daemon.waitForExit() == 0, "\(daemon.log)")
    }

    @Test func hangUpAppliesANewSettleDelayAtOnce() throws {
        // Given a daemon that lets a file settle for ten minutes before taking it, and a file just dropped
        let harness = try DaemonHarness(stableSeconds: 600)
        let daemon = try harness.start()
        try harness.waitUntilWatching(daemon)
        try Data("not a receipt".utf8).write(to: URL(fileURLWithPath: harness.inbox + "/note.png"))
        Thread.sleep(forTimeInterval: 2)
        #expect(harness.files(under: "failed").isEmpty, "taken before it settled: \(daemon.log)")

        // When the delay is shortened in the configuration and the daemon is told to reload
        let config = try String(contentsOfFile: harness.configPath, encoding: .utf8)
        let shortened = config.replacingOccurrences(of: "stable_seconds = 600.0", with: "stable_seconds = 0.2")
        #expect(shortened != config)
        try shortened.write(toFile: harness.configPath, atomically: true, encoding: .utf8)
        daemon.send(SIGHUP)

        // Then it reloads and takes the waiting file under the new delay, without a restart
        try harness.waitUntil("the file is taken", daemon: daemon) { harness.files(under: "failed").count == 2 }
        #expect(daemon.log.contains("configuration reloaded"), "\(daemon.log)")
        daemon.send(SIGTERM)
        #expect(daemon.waitForExit() == 0, "\(daemon.log)")
    }

    @Test func underSystemdItReportsReadyStatusWatchdogAndStopping() throws {
        // Given a daemon started as systemd starts a Type=notify service with a watchdog
        let harness = try DaemonHarness()
        let listener = try NotifyListener(address: harness.folder.path("notify"))
        let daemon = try harness.start(environment: ["NOTIFY_SOCKET": listener.address, "WATCHDOG_USEC": "400000"])

        // When it has started, pinged the watchdog and been told to stop
        var received: [String] = []
        while !received.contains("WATCHDOG=1"), let message = listener.receive() { received.append(message) }
        daemon.send(SIGTERM)
        #expect(daemon.waitForExit() == 0, "\(daemon.log)")
        var stopped = false
        while !stopped, let message = listener.receive() { stopped = message == "STOPPING=1" }

        // Then systemd heard each state, READY only once the status was known
        let ready = try #require(received.firstIndex(of: "READY=1"), "\(received)")
        #expect(received[..<ready].contains { $0.hasPrefix("STATUS=") })
        #expect(received.contains("WATCHDOG=1"))
        #expect(stopped, "no STOPPING=1 after SIGTERM")
    }

    @Test func aSecondDaemonOnTheSameDatabaseRefusesToStart() throws {
        let harness = try DaemonHarness()
        let first = try harness.start()
        try harness.waitUntil("the first daemon is watching", daemon: first) {
            first.log.contains("watching the inbox")
        }

        let second = try harness.start()

        #expect(second.waitForExit() == 1)
        #expect(second.log.contains("another larder daemon is using this database"))
        first.send(SIGTERM)
        #expect(first.waitForExit() == 0)
    }
}
