import Foundation
import GRDB

/// Larder's SQLite food bank: receipts, extraction runs, grocery trips, purchased items and foods.
///
/// Wraps any GRDB writer and migrates it on creation, so every instance has the current schema.
/// - Important: Safe to share between tasks; GRDB serialises writes and runs reads concurrently in WAL mode.
public struct LarderDatabase: Sendable {
    /// The underlying GRDB connection, for queries this type does not offer yet.
    public let writer: any DatabaseWriter

    /// Wraps a writer and applies every pending migration.
    /// - Throws: `DatabaseError` when the schema cannot be migrated.
    public init(_ writer: any DatabaseWriter) throws {
        self.writer = writer
        try LarderDatabase.migrate(writer)
    }

    /// Applies pending migrations, tolerating another process that is creating the same schema at the same time
    /// (the daemon and `larder status` opening a new file together): each migration runs in its own transaction,
    /// so the loser's attempt rolls back and a second try finds the migration recorded.
    private static func migrate(_ writer: any DatabaseWriter) throws {
        try retryingWhileAnotherProcessCreatesTheFile { try migrator.migrate(writer) }
    }

    /// Runs `body` again, a few times, while it fails the way a database being created by another process makes
    /// it fail: busy or locked (switching to WAL), or a schema error (a table the other process just created).
    static func retryingWhileAnotherProcessCreatesTheFile<T>(_ body: () throws -> T) throws -> T {
        var attempt = 1
        while true {
            do {
                return try body()
            } catch let error as DatabaseError
                where [.SQLITE_BUSY, .SQLITE_LOCKED, .SQLITE_ERROR].contains(error.resultCode) && attempt < 10
            {
                attempt += 1
                Thread.sleep(forTimeInterval: 0.2)
            }
        }
    }

    /// Opens (creating if needed) the database file at `path` in WAL mode with foreign keys on.
    ///
    /// Creates missing parent folders and keeps the file private to its owner (mode 0600), because
    /// receipts say where and when a household shops.
    /// - Throws: `DatabaseError`, or a file-system error when the folder cannot be created.
    public static func open(atPath path: String) throws -> LarderDatabase {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: path) {
            // Created empty first so that SQLite inherits the 0600 mode for the file it opens.
            guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
            else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
            }
        }
        let database = try openPool(atPath: path)
        try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        return database
    }

    /// Opens the database file at `path` only if it exists, for commands that only read: a mistyped path must
    /// not leave a new empty database (and its folder) behind and report zeros.
    ///
    /// An existing file from an older Larder is still migrated, as ``open(atPath:)`` does.
    /// - Throws: ``StoreError`` `.missingDatabase` naming `path` when there is no file; `DatabaseError`.
    public static func openExisting(atPath path: String) throws -> LarderDatabase {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            throw StoreError(
                .missingDatabase,
                message: "no database at \(path); check --db/--data-dir/LARDER_DB, "
                    + "or run `larder daemon`/`larder process` to create one"
            )
        }
        // SQLite would create a file removed since the check above; that race is a user deleting the database
        // while a read command starts, and leaves an empty database as before this check existed.
        return try openPool(atPath: path)
    }

    /// A WAL pool with foreign keys on and a patient busy timeout, migrated.
    private static func openPool(atPath path: String) throws -> LarderDatabase {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(10)
        let pool = try retryingWhileAnotherProcessCreatesTheFile {
            try DatabasePool(path: path, configuration: configuration)
        }
        return try LarderDatabase(pool)
    }

    /// Frees SQLite's page caches and closes idle read connections; they come back on the next query.
    ///
    /// Caches fill while the food bank is seeded or a batch is stored, and SQLite keeps them for as long as the
    /// connection lives, so a daemon waiting for receipts calls this rather than hold them.
    public func releaseMemory() {
        if let pool = writer as? DatabasePool {
            pool.releaseMemory()
        } else if let queue = writer as? DatabaseQueue {
            queue.releaseMemory()
        }
    }

    /// An empty in-memory database with the current schema, for tests and dry runs.
    public static func inMemory() throws -> LarderDatabase {
        try LarderDatabase(DatabaseQueue())
    }
}
