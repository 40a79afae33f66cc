import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Which file a path names: its device and inode. Two looks at a path that give the same identity saw the
/// same file, so a name swapped for a link or another file between a check and an open is caught.
public struct FileIdentity: Sendable, Hashable {
    public var device: UInt64
    public var inode: UInt64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// The identity of what `path` names itself (a link is not followed), or `nil` when nothing is there.
    public static func of(_ path: String) -> FileIdentity? {
        var status = stat()
        return lstat(path, &status) == 0 ? FileIdentity(status) : nil
    }
}
