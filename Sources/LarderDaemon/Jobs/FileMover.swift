import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Moves files and folders out of the inbox atomically: `rename`, or across file systems copy, `fsync`
/// and `rename`, so a crash leaves either the original or a complete copy, never half a file.
///
/// Every temporary file it makes is removed again on every path that fails, and names too long for the
/// destination are shortened (``DestinationName``), so no move leaves litter or fails for a name alone.
public enum FileMover {
    /// Moves `source` into `folder` under its own name or `named` (shortened when too long, with `jobId`
    /// added), or `NAME (2).ext` when that is taken. A link is moved as the link itself, never what it points to.
    /// - Returns: The new path.
    /// - Throws: `DaemonError` `.moveFailed`.
    @discardableResult
    public static func move(
        _ source: String, intoFolder folder: String, named: String? = nil, jobId: Int64? = nil
    ) throws -> String {
        try createFolder(folder)
        let name = DestinationName.fitting(named ?? URL(fileURLWithPath: source).lastPathComponent, jobId: jobId)
        let destination = freePath(for: name, in: folder)
        if rename(source, destination) == 0 {
            syncFolder(folder)
            return destination
        }
        guard errno == EXDEV else { throw failure(source, "cannot be moved to \(folder)") }
        try copyDurably(source, to: destination, stagingIn: folder)
        do {
            try FileManager.default.removeItem(atPath: source)
        } catch {
            throw DaemonError(
                .moveFailed, path: source,
                message: "copied to \(destination) but not removed (\(FileSystemFailure.describe(error)))")
        }
        return destination
    }

    /// Writes `text` durably to `path` (temporary file, `fsync`, `rename`); the temporary file never stays.
    public static func writeDurably(_ text: String, to path: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try createFolder(folder)
        let staging = stagingPath(in: folder)
        do {
            guard FileManager.default.createFile(atPath: staging, contents: Data(text.utf8)) else {
                throw failure(staging, "cannot be written")
            }
            try sync(staging)
            guard rename(staging, path) == 0 else { throw failure(path, "cannot be written") }
        } catch {
            unlink(staging)
            throw error
        }
        syncFolder(folder)
    }

    /// Creates `folder` and its parents when missing.
    public static func createFolder(_ folder: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw DaemonError(
                .folderUnusable, path: folder, message: "cannot be created (\(FileSystemFailure.describe(error)))"
            )
        }
    }

    /// `name` in `folder`, numbered when a file of that name is already there.
    static func freePath(for name: String, in folder: String) -> String {
        let base = URL(fileURLWithPath: folder)
        let candidate = base.appendingPathComponent(name).path
        guard !exists(candidate) else {
            let stem = (name as NSString).deletingPathExtension
            let suffix = (name as NSString).pathExtension
            var number = 2
            while true {
                let numbered = suffix.isEmpty ? "\(stem) (\(number))" : "\(stem) (\(number)).\(suffix)"
                let path = base.appendingPathComponent(numbered).path
                if !exists(path) { return path }
                number += 1
            }
        }
        return candidate
    }

    /// Whether anything, a dangling link included, has this name.
    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    private static func copyDurably(_ source: String, to destination: String, stagingIn folder: String) throws {
        let staging = stagingPath(in: folder)
        do {
            do {
                try FileManager.default.copyItem(atPath: source, toPath: staging)
            } catch {
                throw DaemonError(
                    .moveFailed, path: source,
                    message: "cannot be copied to \(folder) (\(FileSystemFailure.describe(error)))")
            }
            let inside = (try? FileManager.default.subpathsOfDirectory(atPath: staging)) ?? []
            for file in [staging] + inside.map({ URL(fileURLWithPath: staging).appendingPathComponent($0).path }) {
                try sync(file)
            }
            guard rename(staging, destination) == 0 else { throw failure(destination, "cannot be renamed into place") }
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            throw error
        }
        syncFolder(folder)
    }

    /// A hidden name, so the scanner never mistakes a half-copied file for a receipt.
    private static func stagingPath(in folder: String) -> String {
        URL(fileURLWithPath: folder).appendingPathComponent(".larder-\(UUID().uuidString).tmp").path
    }

    private static func sync(_ path: String) throws {
        // A link inside a copied folder is synced as itself; opening it would follow it.
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK { return }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, "cannot be opened to sync") }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw failure(path, "cannot be synced to disk") }
    }

    /// Makes the new directory entry durable; a failure only weakens durability, so it is not an error.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func failure(_ path: String, _ what: String) -> DaemonError {
        DaemonError(.moveFailed, path: path, message: "\(what) (\(FileSystemFailure.lastError))")
    }
}
