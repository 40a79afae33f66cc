import Foundation
import GRDB

extension LarderDatabase {
    /// Refuses a damaged database file before anything writes into it: runs `PRAGMA quick_check` on the file
    /// opened read-only and not migrated. A missing file passes; it is about to be created.
    ///
    /// `quick_check` walks every page of every table like `integrity_check` but skips comparing indexes with
    /// their tables, so it takes a fraction of the time at each start and still finds overwritten pages.
    /// - Parameters:
    ///   - path: The database file.
    ///   - backups: Where backups are kept, so the error can name the newest.
    /// - Throws: ``StoreError`` `.damagedDatabase`, saying how to restore or recover; `DatabaseError` when the
    ///   file cannot be opened for another reason (permissions).
    public static func refuseDamage(atPath path: String, backups: BackupFolder) throws {
        guard FileManager.default.fileExists(atPath: path) else { return }
        let problems: [String]
        do {
            var configuration = Configuration()
            configuration.readonly = true
            // Another process (`larder status`, a daemon killed a moment ago whose WAL is being recovered) may
            // hold the file briefly; waiting for it is right, failing the start is not.
            configuration.busyMode = .timeout(10)
            // One row may hold many problems, one a line, under a "*** in database main ***" heading.
            problems = try retryingWhileAnotherProcessCreatesTheFile {
                let queue = try DatabaseQueue(path: path, configuration: configuration)
                defer { try? queue.close() }
                return try queue.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
            }
            .flatMap { $0.split(separator: "\n").map(String.init) }
            .filter { $0 != "ok" && !$0.hasPrefix("***") }
        } catch let error as DatabaseError where [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode) {
            problems = [error.message ?? "\(error.resultCode)"]
        }
        guard let first = problems.first else { return }
        let found = problems.count == 1 ? first : "\(first), and \(problems.count - 1) more problems"
        throw StoreError(.damagedDatabase, message: damageMessage(path: path, problem: found, backups: backups))
    }

    private static func damageMessage(path: String, problem: String, backups: BackupFolder) -> String {
        let salvage = "salvage what is still readable with `sqlite3 \(path) \".recover\" | sqlite3 \(path).recovered` "
            + "and put \(path).recovered in its place"
        let advice: String
        if let newest = backups.newest {
            advice = "Restore the newest backup, \(newest): copy it over \(path), remove \(path)-wal and \(path)-shm, "
                + "and start again (receipts stored since are in the archive folder). Or \(salvage)."
        } else {
            advice = "There is no backup in \(backups.path); \(salvage)."
        }
        return "the database at \(path) is damaged (PRAGMA quick_check: \(problem)); nothing was written to it. "
            + "\(advice) See \"Backups and restoring\" in README.md."
    }
}
