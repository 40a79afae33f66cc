import Foundation
import LarderStore
import Logging
import ServiceLifecycle

/// The daemon's daily copy of the database: one `larder-YYYY-MM-DD.sqlite` per day in the backup folder, the
/// oldest beyond ``keep`` removed.
///
/// A backup that fails (a full disk) is logged once, not at every attempt, and never stops the daemon: receipts
/// are safe in the database, and the next check tries again. A `Service` that runs beside the daemon.
public struct DailyBackup: Service, Sendable {
    private let database: LarderDatabase
    private let folder: BackupFolder
    private let keep: Int
    private let checkInterval: Duration
    private let now: @Sendable () -> Date
    private let logger: Logger

    /// - Parameters:
    ///   - folder: Created when missing.
    ///   - keep: Dated backups kept.
    ///   - checkInterval: How often ``run()`` looks whether today's backup exists. Default ten minutes: a new day's
    ///     backup follows midnight (or a wake from suspend) by at most this long.
    ///   - now: The clock that dates backups. Default the system's.
    public init(
        database: LarderDatabase, folder: BackupFolder, keep: Int, checkInterval: Duration = .seconds(600),
        now: @escaping @Sendable () -> Date = { Date() }, logger: Logger
    ) {
        self.database = database
        self.folder = folder
        self.keep = keep
        self.checkInterval = checkInterval
        self.now = now
        self.logger = logger
    }

    /// Makes today's backup if it is missing, at once and then at every check, until the task is cancelled or the
    /// service group shuts down.
    public func run() async {
        let backup = self
        await cancelWhenGracefulShutdown { await backup.backUpDaily() }
    }

    private func backUpDaily() async {
        var hasToldFailure = false
        // The first check runs even when the daemon stops at once: a day's backup is never skipped for that.
        repeat {
            do {
                if try backUpIfTodayIsMissing() != nil, hasToldFailure {
                    logger.notice("backups are written again", metadata: ["folder": "\(folder.path)"])
                    hasToldFailure = false
                }
            } catch {
                if !hasToldFailure {
                    logger.error(
                        """
                        cannot write the daily backup; receipts are safe in the database, and the backup is tried \
                        again every few minutes without saying so again
                        """,
                        metadata: ["folder": "\(folder.path)", "error": "\(error)"])
                    hasToldFailure = true
                }
            }
            try? await Task.sleep(for: checkInterval)
        } while !Task.isCancelled
    }

    /// Writes today's backup unless it exists, then removes the oldest beyond ``keep``.
    /// - Returns: The new backup's path, or `nil` when today's existed.
    /// - Throws: A file-system error or `DatabaseError` when the folder or the copy cannot be written.
    @discardableResult
    public func backUpIfTodayIsMissing() throws -> String? {
        let path = folder.backupPath(for: now())
        guard !FileManager.default.fileExists(atPath: path) else { return nil }
        try FileManager.default.createDirectory(
            atPath: folder.path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try database.backup(toPath: path)
        // The copy read every page through SQLite's caches; an idle daemon should not keep them (a few MB).
        database.releaseMemory()
        MemoryTrim.returnFreedMemory()
        logger.info("wrote the daily backup", metadata: ["path": "\(path)"])
        do {
            for removed in try folder.prune(keeping: keep) {
                logger.info("removed an old backup", metadata: ["path": "\(removed)", "keep": "\(keep)"])
            }
        } catch {
            // Today's backup is written; an old one left over costs only space, and the next day prunes again.
            logger.warning("cannot remove an old backup", metadata: ["error": "\(error)"])
        }
        return path
    }
}
