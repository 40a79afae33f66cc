import Foundation
import GRDB
import LarderTestSupport
import Testing

/// `larder backup FILE` run as a user runs it.
struct BackupCommandTests {
    @Test func aBackupHasTheSameTripsAndIsNeverOverwrittenUnlessForced() throws {
        // Given a database holding a processed receipt
        let folder = try TemporaryDirectory()
        let larder = try LarderExecutable()
        let database = folder.path("larder.sqlite")
        let processed = try larder.run(
            ["process", "--db", database, Fixtures.testReceipt("aldi-nord-01.jpg")],
            environment: ["OMP_THREAD_LIMIT": "1"])
        #expect(processed.exitCode == 0, "\(processed.standardError)")

        // When it is backed up
        let backup = folder.path("copy.sqlite")
        let result = try larder.run(["backup", backup, "--json", "--db", database])

        // Then the backup reports itself, is private, and holds the same trips
        #expect(result.exitCode == 0, "\(result.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(object?["backup"] as? String == backup)
        #expect(object?["database"] as? String == database)
        #expect((object?["bytes"] as? Int ?? 0) > 0)
        #expect(try FileManager.default.attributesOfItem(atPath: backup)[.posixPermissions] as? Int == 0o600)
        let trips = try self.trips(at: backup)
        #expect(!trips.isEmpty)
        #expect(trips == (try self.trips(at: database)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("")).filter { $0.hasSuffix(".partial") }
            .isEmpty)

        // And a second backup to the same file is refused unless forced
        let again = try larder.run(["backup", backup, "--db", database])
        #expect(again.exitCode == 1)
        #expect(again.standardError.contains("\(backup) exists already"), "\(again.standardError)")
        #expect(again.standardError.contains("--force"))
        let forced = try larder.run(["backup", backup, "--force", "--db", database])
        #expect(forced.exitCode == 0, "\(forced.standardError)")
        #expect(try self.trips(at: backup) == trips)
    }

    /// Every trip's id, store and total, in id order.
    private func trips(at path: String) throws -> [String] {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        return try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM groceryTrip ORDER BY id").map { "\($0)" }
        }
    }
}
