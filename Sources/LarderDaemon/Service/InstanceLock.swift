import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Makes sure one daemon at a time works on a database: a second one would re-queue the first one's jobs in
/// flight at start-up and read them twice.
///
/// Holds an exclusive `flock` on `DATABASE.daemon-lock` for as long as the value lives; the kernel releases it
/// when the process dies, even by `kill -9`, so a crash never leaves a stale lock. The lock file sits beside the
/// database's real path, links resolved, so a second daemon reaching the same file through a link or another
/// spelling of the path finds the same lock.
public final class InstanceLock: Sendable {
    private let descriptor: Int32

    /// Takes the lock for the database at `databasePath`.
    /// - Throws: `DaemonError` `.alreadyRunning` when another process holds it, `.folderUnusable` when the lock
    ///   file cannot be created.
    public init(databasePath: String) throws {
        let folder = URL(fileURLWithPath: databasePath).deletingLastPathComponent().path
        try FileMover.createFolder(folder)
        let path = Self.lockPath(forDatabaseAt: databasePath)
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            throw DaemonError(.folderUnusable, path: path, message: "cannot be created; check the folder's permissions")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw DaemonError(
                .alreadyRunning, path: databasePath,
                message: "another larder daemon is using this database; stop it first or use another data folder"
            )
        }
    }

    deinit {
        close(descriptor)
    }

    /// Whether a daemon holds the lock for this database now. Never creates the lock file.
    public static func isHeld(databasePath: String) -> Bool {
        let descriptor = open(lockPath(forDatabaseAt: databasePath), O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_SH | LOCK_NB) == 0 else { return errno == EWOULDBLOCK }
        flock(descriptor, LOCK_UN)
        return false
    }

    /// `REALPATH.daemon-lock`: the database file's real path, or, before it exists, its folder's real path.
    static func lockPath(forDatabaseAt databasePath: String) -> String {
        RealPath.resolving(databasePath) + ".daemon-lock"
    }
}
