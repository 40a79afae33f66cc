import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a receipt file whole, checking what was opened rather than what a path looked like before.
///
/// The file is opened first and then examined through its descriptor (`fstat`), so a name swapped between a
/// check and the read cannot bring in a folder, a FIFO (opened without blocking) or, where links are not
/// followed (`O_NOFOLLOW`), whatever a link points at.
public enum FileReading {
    /// - Parameters:
    ///   - name: How the file is named in errors.
    ///   - maxBytes: Larger files are refused before they are read.
    ///   - followsLinks: `false` refuses a path that is a symbolic link.
    /// - Throws: ``PipelineError`` `.unreadableFile`, `.fileTooLarge` or `.symbolicLink`.
    public static func contents(
        of path: String, name: String, maxBytes: Int = .max, followsLinks: Bool = true
    ) throws -> Data {
        let handle = try open(path, name: name, maxBytes: maxBytes, followsLinks: followsLinks)
        do {
            return try handle.readToEnd() ?? Data()
        } catch {
            throw PipelineError(
                .unreadableFile, file: name, message: "cannot be read (\(error.localizedDescription)); check its permissions")
        }
    }

    /// Opens the file for reading after the same checks as ``contents(of:name:maxBytes:followsLinks:)``, for a
    /// caller that reads it in pieces.
    public static func open(
        _ path: String, name: String, maxBytes: Int = .max, followsLinks: Bool = true
    ) throws -> FileHandle {
        let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followsLinks ? 0 : O_NOFOLLOW)
        let descriptor = Glibc.open(path, flags)
        guard descriptor >= 0 else {
            let reason = errno
            if reason == ENOENT {
                throw PipelineError(.unreadableFile, file: name, message: "no such file; check the path")
            }
            if reason == ELOOP, !followsLinks {
                throw PipelineError(
                    .symbolicLink, file: name,
                    message: "is a symbolic link; links in the inbox are never followed, copy the file itself in")
            }
            throw PipelineError(
                .unreadableFile, file: name,
                message: "cannot be opened (\(String(cString: strerror(reason)))); check its permissions")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw PipelineError(.unreadableFile, file: name, message: "cannot be examined; check its permissions")
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw PipelineError(.unreadableFile, file: name, message: "is a folder, not an image file")
        default: throw PipelineError(.unreadableFile, file: name, message: "is not a regular file")
        }
        if Int(status.st_size) > maxBytes {
            throw PipelineError(
                .fileTooLarge, file: name,
                message: "\(status.st_size) bytes is more than the \(maxBytes)-byte limit for one receipt")
        }
        // The descriptor was opened without blocking only so a FIFO could not hang the open; read normally.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return handle
    }
}
