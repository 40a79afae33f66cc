import GRDB
import GRDBSQLite
import LarderStore
import LarderTestSupport
import Testing

/// What an idle daemon gets back from SQLite.
struct DatabaseMemoryTests {
    @Test func releasingMemoryEmptiesTheWritersPageCacheAndTheDatabaseStillAnswers() throws {
        // Given a new database, whose food bank was just seeded through the writer connection
        let folder = try TemporaryDirectory()
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        let foods = try database.matchableFoods().count
        let before = try writerCacheBytes(database)

        // When its memory is released
        database.releaseMemory()

        // Then the writer's page cache is (nearly) empty, and reads and writes work as before
        let after = try writerCacheBytes(database)
        #expect(before > 100_000, "seeding should have filled the cache (\(before) bytes)")
        #expect(after < before / 4, "cache \(before) → \(after) bytes")
        #expect(try database.matchableFoods().count == foods)
        _ = try database.enqueueJob(sourcePath: folder.path("inbox/a.jpg"), isFolder: false, sha256: nil)
    }

    private func writerCacheBytes(_ database: LarderDatabase) throws -> Int32 {
        try database.writer.write { db in
            var current: Int32 = 0
            var highest: Int32 = 0
            sqlite3_db_status(db.sqliteConnection, SQLITE_DBSTATUS_CACHE_USED, &current, &highest, 0)
            return current
        }
    }
}
