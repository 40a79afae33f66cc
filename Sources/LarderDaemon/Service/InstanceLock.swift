import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Makes sure one daemon at a time works on a database: a second one would re-queue the first one's jobs in
/// flight at start-up and read them twice.
///
/// Holds an exclusive `flock` on `DATABASE.daemon-lock` for as long as the value lives; the kernel releases it
/// when the process dies, even by `kill -9`, so a crash never leaves a stale lock.
public final class InstanceLock: Sendable {
    private let descriptor: Int32

    /// Takes the lock for the database at `databasePath`.
    /// - Throws: `DaemonError` `.alreadyRunning` when another process holds it, `.folderUnusable` when the lock
    ///   file cannot be created.
    public init(databasePath: String) throws {
        let path = databasePath + ".daemon-lock"
        try FileMover.createFolder(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
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
}
