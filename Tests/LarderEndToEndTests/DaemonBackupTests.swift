import Foundation
import GRDB
import LarderStore
import LarderTestSupport
import Testing

/// The daemon's daily backups, and `larder backup` beside a running daemon.
@Suite(.serialized) struct DaemonBackupTests {
    @Test func theDaemonBacksUpAtStartAndKeepsTheNewest() throws {
        // Given eight older dated backups, a file of the user's own in the backup folder, and `keep = 2`
        let harness = try DaemonHarness()
        try harness.appendConfig("[backup]\nkeep = 2")
        let backups = harness.folder.path("data/backups")
        try FileManager.default.createDirectory(atPath: backups, withIntermediateDirectories: true)
        let old = (1...8).map { "larder-2020-01-0\($0).sqlite" }
        for name in old + ["notes.txt"] {
            try harness.folder.write(Data("old".utf8), to: "data/backups/\(name)")
        }
        let today = BackupFolder.fileName(for: Date())

        // When the daemon starts
        let daemon = try harness.start()
        defer { if daemon.isRunning { daemon.send(SIGKILL) } }
        try harness.waitUntil("today's backup is written", daemon: daemon) {
            harness.files(under: "backups").contains(today) && daemon.log.contains("watching the inbox")
        }

        // And a backup is made on demand while it runs
        let onDemand = harness.folder.path("on-demand.sqlite")
        let command = try harness.larder.run(["backup", onDemand, "--json", "--config", harness.configPath])
        daemon.send(SIGTERM)
        #expect(daemon.waitForExit() == 0, "\(daemon.log)")

        // Then today's backup and the newest older one are kept, the user's file is untouched
        #expect(harness.files(under: "backups") == ["larder-2020-01-08.sqlite", today, "notes.txt"].sorted())
        // And today's is a private, sound copy of the seeded food bank
        let path = backups + "/" + today
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try foodCount(at: path) > 0)
        // And the on-demand one was written while the daemon held the database
        #expect(command.exitCode == 0, "\(command.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(command.standardOutput.utf8)) as? [String: Any]
        #expect(object?["backup"] as? String == onDemand)
        #expect(try foodCount(at: onDemand) == foodCount(at: harness.databasePath))
    }

    /// Kiritimati (UTC+14) and Pago Pago (UTC−11) are 25 hours apart, so at any moment their dates differ: the
    /// daily backup is named after the day where the daemon runs, not after UTC's.
    @Test(arguments: ["Pacific/Kiritimati", "Pacific/Pago_Pago"])
    func theDailyBackupIsNamedAfterTheLocalDay(zone: String) throws {
        // Given a daemon started in that time zone
        let harness = try DaemonHarness()
        let daemon = try harness.start(environment: ["TZ": zone])
        defer { if daemon.isRunning { daemon.send(SIGKILL) } }

        // When it writes the day's backup
        try harness.waitUntil("the day's backup is written", daemon: daemon) { daemon.log.contains("wrote the daily backup") }
        daemon.send(SIGTERM)
        #expect(daemon.waitForExit() == 0, "\(daemon.log)")

        // Then it is named after that zone's date (either side of the moment, should midnight fall in between)
        // (computed with Foundation's calendar, not with the C library's local time the daemon uses)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: zone))
        let zoneDays = [Date(), Date().addingTimeInterval(-60)].map { moment in
            let day = calendar.dateComponents([.year, .month, .day], from: moment)
            return String(format: "larder-%04d-%02d-%02d.sqlite", day.year ?? 0, day.month ?? 0, day.day ?? 0)
        }
        let written = harness.files(under: "backups")
        #expect(written.count == 1 && zoneDays.contains(written[0]), "\(written) against \(zoneDays)")
    }

    private func foodCount(at path: String) throws -> Int {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        return try queue.read { db in
            #expect(try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok")
            return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM food") ?? 0
        }
    }
}
