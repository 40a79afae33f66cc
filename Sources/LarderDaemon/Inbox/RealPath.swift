import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A path with every link and `..` resolved, as far as it exists.
enum RealPath {
    /// The real path of `path`; when it does not exist yet, its folder's real path with the last name added.
    static func resolving(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        guard folder != path, let resolved = realpath(folder, nil) else { return url.standardizedFileURL.path }
        defer { free(resolved) }
        return URL(fileURLWithPath: String(cString: resolved)).appendingPathComponent(url.lastPathComponent).path
    }

    /// Whether `path` is `folder` or lies inside it, both resolved.
    static func isInside(_ path: String, folder: String) -> Bool {
        let path = resolving(path)
        let folder = resolving(folder)
        return path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
