import Foundation

/// Permission questions asked of the kernel (`access(2)`), so they account for the real user,
/// groups, ACLs and read-only mounts rather than reading mode bits.
enum FileSystemAccess {
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Files can be created, renamed and removed inside `path`.
    static func isWritableDirectory(_ path: String) -> Bool {
        isDirectory(path) && access(path, W_OK | X_OK) == 0
    }

    /// `path`, or its nearest existing ancestor, lets this user create what is missing.
    static func canCreate(in path: String) -> Bool {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        while !FileManager.default.fileExists(atPath: url.path) {
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return false }
            url = parent
        }
        return isWritableDirectory(url.path)
    }
}
