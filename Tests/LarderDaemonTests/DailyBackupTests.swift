import Foundation
import LarderDaemon
import LarderStore
import LarderTestSupport
import Logging
import Synchronization
import Testing

/// The daemon's daily backup on a real database file, with the date injected.
struct DailyBackupTests {
    @Test func oneBackupADayKeepingTheNewest() throws {
        // Given a database and a clock that moves from one day to the next two
        let folder = try TemporaryDirectory()
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        let day = Mutex(Date(timeIntervalSince1970: 1_700_000_000))
        let backups = BackupFolder(path: folder.path("backups"))
        let backup = DailyBackup(
            database: database, folder: backups, keep: 2, now: { day.withLock { $0 } }, logger: Logger(label: "test"))

        // When it is asked twice on the first day, then once on each of two later days
        let first = try backup.backUpIfTodayIsMissing()
        let again = try backup.backUpIfTodayIsMissing()
        for _ in 0..<2 {
            day.withLock { $0 = $0.addingTimeInterval(86_400) }
            try backup.backUpIfTodayIsMissing()
        }

        // Then the first day got one backup, and only the two newest days are kept
        #expect(first == backups.backupPath(for: Date(timeIntervalSince1970: 1_700_000_000)))
        #expect(again == nil)
        let kept = [86_400.0, 172_800].map { backups.backupPath(for: Date(timeIntervalSince1970: 1_700_000_000 + $0)) }
        #expect(backups.backups() == kept)
    }

    @Test func aFailingBackupIsLoggedOnceAndRunCarriesOn() async throws {
        // Given a backup folder that cannot be created (a file is in its place), checked every 10 ms
        let folder = try TemporaryDirectory()
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        let blocked = try folder.write(Data("not a folder".utf8), to: "backups")
        let lines = CountingLogHandler.Lines()
        let backup = DailyBackup(
            database: database, folder: BackupFolder(path: blocked), keep: 7, checkInterval: .milliseconds(10),
            logger: Logger(label: "test") { _ in CountingLogHandler(lines: lines) })

        // When it runs for a while, then is cancelled
        let running = Task { await backup.run() }
        try await Task.sleep(for: .milliseconds(300))
        running.cancel()
        await running.value

        // Then the failure was told once, though it was tried about thirty times
        #expect(lines.errors.withLock { $0 } == 1)
    }
}

/// Counts the error lines logged.
private struct CountingLogHandler: LogHandler {
    final class Lines: Sendable {
        let errors = Mutex(0)
    }

    let lines: Lines
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        if event.level == .error { lines.errors.withLock { $0 += 1 } }
    }
}
