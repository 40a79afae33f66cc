import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Wakes the daemon when something changes in the inbox or in a folder being filled inside it.
///
/// Only says *that* something changed; the scanner then looks. Non-blocking, drained by the detection loop.
/// - Important: Not thread-safe; owned and used by one task.
public final class InotifyWatcher {
    private let descriptor: Int32
    private var watchedFolders: Set<String> = []
    private let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_ATTRIB)

    /// Starts watching `folder`.
    /// - Throws: `DaemonError` `.watchFailed` when inotify is unavailable or its limits are reached.
    public init(folder: String) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw DaemonError(.watchFailed, path: folder, message: "inotify_init1 failed: \(reason)")
        }
        do {
            try watch(folder)
        } catch {
            close(descriptor)
            throw error
        }
    }

    deinit {
        close(descriptor)
    }

    /// Also watches a folder inside the inbox (a receipt of several pages being copied in).
    public func watch(_ folder: String) throws {
        guard !watchedFolders.contains(folder) else { return }
        guard inotify_add_watch(descriptor, folder, mask) >= 0 else {
            throw DaemonError(
                .watchFailed, path: folder,
                message: "inotify_add_watch failed (\(String(cString: strerror(errno)))); raise "
                    + "fs.inotify.max_user_watches or set daemon.watch = \"poll\""
            )
        }
        watchedFolders.insert(folder)
    }

    /// Reads every pending event without blocking.
    /// - Returns: Whether anything happened since the last call.
    public func drain() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var sawEvent = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return sawEvent }
            sawEvent = true
        }
    }
}
