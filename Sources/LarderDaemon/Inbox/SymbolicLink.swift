#if canImport(Glibc)
    import Glibc
#endif

/// Whether a path is a symbolic link. Larder never follows one under the inbox: a link can point at the
/// database or any other folder, and every file found through it would be moved out of that folder.
enum SymbolicLink {
    static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }
}
