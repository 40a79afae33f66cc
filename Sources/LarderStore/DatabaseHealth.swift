import Foundation
import GRDB

/// What `PRAGMA integrity_check` and the migration table say about a database file.
public struct DatabaseHealth: Sendable {
    /// The lines `PRAGMA integrity_check` printed other than `ok`; empty when the file is sound.
    public var integrityProblems: [String]
    /// The migrations this file has applied: the known ones in order, then any unknown ones by name.
    public var appliedMigrations: [String]
    /// The migrations this build of Larder knows, oldest first.
    public var knownMigrations: [String]

    /// The schema is this build's: every known migration applied, none unknown.
    public var isCurrent: Bool { appliedMigrations == knownMigrations }
    /// Migrations from a newer Larder, which this build cannot interpret.
    public var unknownMigrations: [String] { appliedMigrations.filter { !knownMigrations.contains($0) } }
    /// Known migrations the file lacks; the next open applies them.
    public var pendingMigrations: [String] { knownMigrations.filter { !appliedMigrations.contains($0) } }
}

extension LarderDatabase {
    /// Checks an existing database file without changing it: opened read-only, never migrated.
    /// - Throws: `DatabaseError` when the file is not a readable SQLite database.
    public static func inspect(atPath path: String) throws -> DatabaseHealth {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        return try queue.read { db in
            let lines = try String.fetchAll(db, sql: "PRAGMA integrity_check")
            let known = migrator.migrations
            let applied = try migrator.appliedIdentifiers(db)
            return DatabaseHealth(
                integrityProblems: lines.filter { $0 != "ok" },
                appliedMigrations: known.filter(applied.contains) + applied.subtracting(known).sorted(),
                knownMigrations: known
            )
        }
    }
}
