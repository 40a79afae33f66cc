import Foundation
import GRDB
import LarderTestSupport
import Testing

/// A damaged database stops the daemon at start, before it touches the inbox, with what to do.
@Suite(.serialized) struct DaemonDamagedDatabaseTests {
    @Test func aDatabaseDamagedInTheMiddleStopsTheDaemonBeforeTheInbox() throws {
        // Given a database the daemon created (and backed up), then 3,000 bytes overwritten in its middle
        let harness = try DaemonHarness()
        let first = try harness.start()
        defer { if first.isRunning { first.send(SIGKILL) } }
        try harness.waitUntil("the daemon is ready", daemon: first) {
            first.log.contains("watching the inbox") && harness.files(under: "backups").contains { $0.hasPrefix("larder-") }
        }
        first.send(SIGTERM)
        #expect(first.waitForExit() == 0, "\(first.log)")
        let backup = try #require(harness.files(under: "backups").first { $0.hasPrefix("larder-") })
        // Every page into the main file, as closing the last connection leaves it: a page that still has a newer
        // copy in the WAL is not read, so damage to it would not be damage at all
        let queue = try DatabaseQueue(path: harness.databasePath)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        try queue.close()
        let file = try FileHandle(forUpdating: URL(fileURLWithPath: harness.databasePath))
        let size = try file.seekToEnd()
        try file.seek(toOffset: size / 2)
        try file.write(contentsOf: Data((0..<3000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 13) }))
        try file.close()
        let damaged = try Data(contentsOf: URL(fileURLWithPath: harness.databasePath))
        // And a receipt waiting in the inbox
        try harness.drop(Fixtures.testReceipt("aldi-nord-01.jpg"), as: "aldi.jpg")

        // When the daemon starts again
        let second = try harness.start()
        defer { if second.isRunning { second.send(SIGKILL) } }
        try harness.waitUntil("the daemon exits", daemon: second) { !second.isRunning }
        let status = second.waitForExit()

        // Then it refuses to run, says what to do, naming the newest backup and the README section
        #expect(status == 65, "exits with EX_DATAERR, which the unit does not restart: \(second.log)")
        #expect(second.log.contains("the database at \(harness.databasePath) is damaged"), "\(second.log)")
        #expect(second.log.contains(harness.data + "/backups/" + backup), "\(second.log)")
        #expect(second.log.contains(".recover"))
        #expect(second.log.contains("Backups and restoring"))
        // And it touched neither the inbox nor the database
        #expect(harness.files(under: "inbox") == ["aldi.jpg"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: harness.databasePath)) == damaged)
    }
}
