import Foundation
import GRDB

extension LarderDatabase {
    /// Writes a consistent copy of the database to `path` with SQLite's online backup API, while other
    /// connections (the daemon) keep reading and writing.
    ///
    /// The copy is written under a temporary name in the same folder and renamed into place only when complete,
    /// so a crash or a full disk never leaves a half backup that looks whole. The file is private (mode 0600),
    /// as the database is.
    /// - Parameters:
    ///   - path: The backup file. Its folder must exist.
    ///   - replacing: Whether an existing file at `path` is replaced. Default `false`.
    /// - Throws: ``StoreError`` `.fileExists` when `path` exists and `replacing` is false; `DatabaseError` or a
    ///   file-system error when the copy cannot be written (the temporary file is removed).
    public func backup(toPath path: String, replacing: Bool = false) throws {
        let destination = URL(fileURLWithPath: path)
        if !replacing, FileManager.default.fileExists(atPath: path) {
            throw Self.existing(path)
        }
        let temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).partial").path
        defer {
            for suffix in ["", "-journal", "-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: temporary + suffix)
            }
        }
        guard FileManager.default.createFile(atPath: temporary, contents: nil, attributes: [.posixPermissions: 0o600])
        else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary])
        }
        let copy = try DatabaseQueue(path: temporary)
        try writer.backup(to: copy)
        try copy.close()
        if replacing {
            guard rename(temporary, path) == 0 else { throw Self.posixError(errno, path) }
        } else {
            // link(2) fails if `path` appeared meanwhile, where rename(2) would replace it.
            guard hardLink(temporary, path) == 0 else {
                let code = errno
                throw code == EEXIST ? Self.existing(path) : Self.posixError(code, path)
            }
        }
    }

    private static func existing(_ path: String) -> StoreError {
        StoreError(.fileExists, message: "\(path) exists already; choose another file or pass --force to replace it")
    }

    private static func posixError(_ code: Int32, _ path: String) -> any Error {
        CocoaError(.fileWriteUnknown, userInfo: [
            NSFilePathErrorKey: path,
            NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(code)),
        ])
    }
}

/// link(2), out of the extension, whose `link(itemId:toFood:)` hides the C function.
private func hardLink(_ existing: String, _ new: String) -> Int32 {
    link(existing, new)
}
