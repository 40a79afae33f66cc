import Foundation

/// Whether a descriptor is systemd's journal stream.
///
/// systemd sets `$JOURNAL_STREAM` to the `device:inode` of the socket it connects a service's standard
/// output and error to. A child with redirected output inherits the variable, so it is compared with
/// the descriptor itself rather than trusted (see systemd.exec(5), "JOURNAL_STREAM").
public enum JournalStream {
    /// `true` when `$JOURNAL_STREAM` names the same device and inode as `descriptor`.
    public static func isConnected(descriptor: Int32, environment: [String: String]) -> Bool {
        guard let value = environment["JOURNAL_STREAM"] else { return false }
        let parts = value.split(separator: ":")
        guard parts.count == 2, let device = UInt64(parts[0]), let inode = UInt64(parts[1]) else { return false }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return false }
        return UInt64(status.st_dev) == device && UInt64(status.st_ino) == inode
    }
}
