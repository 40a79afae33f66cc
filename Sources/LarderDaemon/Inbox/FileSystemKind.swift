import Foundation

/// Tells whether a folder is on a network or FUSE file system, where inotify misses changes made elsewhere.
public enum FileSystemKind {
    /// The file-system type of the mount holding `path`, from `/proc/self/mountinfo` (e.g. "ext4", "nfs4").
    public static func typeName(ofFolderAt path: String) -> String? {
        guard let mountInfo = try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8) else { return nil }
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var best: (mountPoint: String, type: String)?
        for line in mountInfo.split(separator: "\n") {
            // "36 35 98:0 /root /mnt/point options... - fstype source superoptions"
            let halves = line.components(separatedBy: " - ")
            let fields = halves[0].split(separator: " ")
            guard halves.count == 2, fields.count >= 5, let type = halves[1].split(separator: " ").first else {
                continue
            }
            let mountPoint = String(fields[4]).replacingOccurrences(of: "\\040", with: " ")
            let contains = mountPoint == "/" || target == mountPoint || target.hasPrefix(mountPoint + "/")
            if contains, mountPoint.count >= (best?.mountPoint.count ?? -1) {
                best = (mountPoint, String(type))
            }
        }
        return best?.type
    }

    /// The file-system type when `path` is on a network or FUSE file system; `nil` for local ones or on error.
    public static func remoteName(ofFolderAt path: String) -> String? {
        guard let type = typeName(ofFolderAt: path) else { return nil }
        return isRemote(type) ? type : nil
    }

    /// Whether changes on this file-system type may be made where inotify cannot see them.
    public static func isRemote(_ type: String) -> Bool {
        let remote: Set = [
            "nfs", "nfs4", "cifs", "smb3", "smbfs", "9p", "afs", "ceph", "glusterfs", "lustre", "gpfs", "ncpfs",
            "coda", "virtiofs", "davfs",
        ]
        return remote.contains(type) || type.hasPrefix("fuse")
    }
}
