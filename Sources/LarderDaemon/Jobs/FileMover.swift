import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Moves files and folders out of the inbox atomically: `rename`, or across file systems copy, `fsync`
/// and `rename`, so a crash leaves either the original or a complete copy, never half a file.
public enum FileMover {
    /// Moves `source` into `folder` under its own name, or `NAME (2).ext` when that is taken.
    /// - Returns: The new path.
    /// - Throws: `DaemonError` `.moveFailed`.
    @discardableResult
    public static func move(_ source: String, intoFolder folder: String) throws -> String {
        try createFolder(folder)
        let destination = freePath(for: URL(fileURLWithPath: source).lastPathComponent, in: folder)
        if rename(source, destination) == 0 {
            syncFolder(folder)
            return destination
        }
        guard errno == EXDEV else { throw failure(source, "cannot be moved to \(folder)") }
        try copyDurably(source, to: destination, stagingIn: folder)
        do {
            try FileManager.default.removeItem(atPath: source)
        } catch {
            throw DaemonError(.moveFailed, path: source, message: "copied to \(destination) but not removed: \(error)")
        }
        return destination
    }

    /// Writes `text` durably to `path` (temporary file, `fsync`, `rename`).
    public static func writeDurably(_ text: String, to path: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try createFolder(folder)
        let staging = stagingPath(in: folder)
        guard FileManager.default.createFile(atPath: staging, contents: Data(text.utf8)) else {
            throw failure(staging, "cannot be written")
        }
        try sync(staging)
        guard rename(staging, path) == 0 else { throw failure(path, "cannot be written") }
        syncFolder(folder)
    }

    /// Creates `folder` and its parents when missing.
    public static func createFolder(_ folder: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw DaemonError(
                .folderUnusable, path: folder, message: "cannot be created: \(error.localizedDescription)"
            )
        }
    }

    /// `name` in `folder`, numbered when a file of that name is already there.
    static func freePath(for name: String, in folder: String) -> String {
        let base = URL(fileURLWithPath: folder)
        let candidate = base.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: candidate) else { return candidate }
        let stem = (name as NSString).deletingPathExtension
        let suffix = (name as NSString).pathExtension
        var number = 2
        while true {
            let numbered = suffix.isEmpty ? "\(stem) (\(number))" : "\(stem) (\(number)).\(suffix)"
            let path = base.appendingPathComponent(numbered).path
            if !FileManager.default.fileExists(atPath: path) { return path }
            number += 1
        }
    }

    private static func copyDurably(_ source: String, to destination: String, stagingIn folder: String) throws {
        let staging = stagingPath(in: folder)
        do {
            try FileManager.default.copyItem(atPath: source, toPath: staging)
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            throw failure(source, "cannot be copied to \(folder): \(error.localizedDescription)")
        }
        for file in [staging] + ((try? FileManager.default.subpathsOfDirectory(atPath: staging)) ?? []).map({
            URL(fileURLWithPath: staging).appendingPathComponent($0).path
        }) {
            try sync(file)
        }
        guard rename(staging, destination) == 0 else {
            try? FileManager.default.removeItem(atPath: staging)
            throw failure(destination, "cannot be renamed into place")
        }
        syncFolder(folder)
    }

    /// A hidden name, so the scanner never mistakes a half-copied file for a receipt.
    private static func stagingPath(in folder: String) -> String {
        URL(fileURLWithPath: folder).appendingPathComponent(".larder-\(UUID().uuidString).tmp").path
    }

    private static func sync(_ path: String) throws {
        let descriptor = open(path, O_RDONLY)
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
        DaemonError(.moveFailed, path: path, message: "\(what) (\(String(cString: strerror(errno))))")
    }
}
