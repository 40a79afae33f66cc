import Foundation
import GRDB
import LarderStore
import LarderTestSupport
import Testing

/// Opening only existing files, refusing damaged ones, and dated backups, on real SQLite files.
struct DatabaseFileTests {
    @Test func openExistingNeverCreatesTheFileOrItsFolder() throws {
        // Given a path in a folder that does not exist
        let folder = try TemporaryDirectory()
        let path = folder.path("missing/larder.sqlite")

        // When it is opened as existing
        let error = #expect(throws: StoreError.self) { try LarderDatabase.openExisting(atPath: path) }

        // Then it is refused naming the path, and nothing was created
        #expect(error?.code == .missingDatabase)
        #expect(error?.message.contains("no database at \(path)") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.path("missing")))
    }

    @Test func openExistingMigratesAnOlderFile() throws {
        // Given an SQLite file without Larder's schema, as a file from before the first migration
        let folder = try TemporaryDirectory()
        let path = folder.path("larder.sqlite")
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "CREATE TABLE note (text TEXT)") }

        // When it is opened as existing
        let database = try LarderDatabase.openExisting(atPath: path)

        // Then the current schema is in place, its own table kept
        #expect(try database.writer.read { db in try db.tableExists("groceryTrip") })
        #expect(try database.writer.read { db in try db.tableExists("note") })
    }

    @Test func aDamagedFileIsRefusedNamingTheNewestBackup() throws {
        // Given a database with 3,000 bytes overwritten in its middle, and two dated backups
        let folder = try TemporaryDirectory()
        let path = folder.path("larder.sqlite")
        let database = try LarderDatabase.open(atPath: path)
        let backups = BackupFolder(path: folder.path("backups"))
        try FileManager.default.createDirectory(atPath: backups.path, withIntermediateDirectories: true)
        for day in [Date(timeIntervalSince1970: 1_700_000_000), Date(timeIntervalSince1970: 1_700_100_000)] {
            try database.backup(toPath: backups.backupPath(for: day))
        }
        // Everything into the main file: pool readers are read-only and cannot checkpoint when they close last.
        try database.writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        try (database.writer as? DatabasePool)?.close()
        let file = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        try file.seek(toOffset: try file.seekToEnd() / 2)
        try file.write(contentsOf: Data(repeating: 0xA5, count: 3000))
        try file.close()

        // When it is checked
        let error = #expect(throws: StoreError.self) {
            try LarderDatabase.refuseDamage(atPath: path, backups: backups)
        }

        // Then it is refused with how to restore the newest backup or recover
        #expect(error?.code == .damagedDatabase)
        #expect(error?.message.contains(backups.backupPath(for: Date(timeIntervalSince1970: 1_700_100_000))) == true)
        #expect(error?.message.contains(".recover") == true)
    }

    @Test func aSoundFileAndAMissingOnePass() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("larder.sqlite")
        let backups = BackupFolder(path: folder.path("backups"))
        try LarderDatabase.refuseDamage(atPath: path, backups: backups)
        _ = try LarderDatabase.open(atPath: path)
        try LarderDatabase.refuseDamage(atPath: path, backups: backups)
    }

    @Test func pruningKeepsTheNewestDatedBackupsAndNothingElseIsTouched() throws {
        // Given five dated backups and two other files
        let folder = try TemporaryDirectory()
        let names = (1...5).map { "larder-2026-11-0\($0).sqlite" } + ["notes.txt", "larder-latest.sqlite"]
        for name in names { try folder.write(Data(), to: name) }
        let backups = BackupFolder(path: folder.url.path)

        // When pruned to two
        let removed = try backups.prune(keeping: 2)

        // Then the three oldest dated ones are gone
        #expect(removed.map { URL(fileURLWithPath: $0).lastPathComponent } == names.prefix(3).map { $0 })
        #expect(backups.backups().map { URL(fileURLWithPath: $0).lastPathComponent } == Array(names[3...4]))
        #expect(FileManager.default.fileExists(atPath: folder.path("notes.txt")))
        #expect(FileManager.default.fileExists(atPath: folder.path("larder-latest.sqlite")))
    }

    @Test func aBackupIsNotWrittenOverAnExistingFile() throws {
        // Given a database and a file where the backup should go
        let folder = try TemporaryDirectory()
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        let target = try folder.write(Data("keep me".utf8), to: "copy.sqlite")

        // When a backup is written there without replacing
        let error = #expect(throws: StoreError.self) { try database.backup(toPath: target) }

        // Then the file is untouched and no temporary file is left
        #expect(error?.code == .fileExists)
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == Data("keep me".utf8))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(!left.contains { $0.hasSuffix(".partial") }, "\(left)")
    }
}
