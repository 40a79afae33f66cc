import Foundation

/// A tiny tmpfs mounted over a folder, to fill to the last byte: a real full disk, where SQLite gets
/// `SQLITE_FULL` and file writes `ENOSPC`, without touching the machine's own disks.
///
/// Needs `mount`, i.e. root with CAP_SYS_ADMIN, as in CI's container; ``canMount`` says whether this machine
/// allows it, so tests can be skipped where it does not.
public final class SmallDisk: Sendable {
    public let path: String
    private var fillerPath: String { path + "/.filler" }

    /// Mounts a tmpfs of `megabytes` over `path` (created when missing).
    public init(at path: String, megabytes: Int) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard Self.run("mount", ["-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", path]) else {
            throw POSIXError(.EPERM)
        }
        self.path = path
    }

    deinit {
        unmount()
    }

    /// Whether this process may mount a tmpfs (tried once, on a scratch folder).
    public static let canMount: Bool = {
        guard geteuid() == 0, let probe = try? TemporaryDirectory(),
            let disk = try? SmallDisk(at: probe.path("probe"), megabytes: 1)
        else { return false }
        disk.unmount()
        return true
    }()

    /// Writes a filler file until the file system says it is full.
    public func fill() throws {
        let descriptor = open(fillerPath, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        guard descriptor >= 0 else { throw POSIXError(.ENOSPC) }
        defer { close(descriptor) }
        // Large blocks first, then small ones, so that not even a page is left over.
        for blockSize in [1 << 20, 4096, 512] {
            let block = [UInt8](repeating: 0, count: blockSize)
            while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, blockSize) }) == blockSize {}
        }
    }

    /// Frees the space ``fill()`` took.
    public func free() throws {
        try FileManager.default.removeItem(atPath: fillerPath)
    }

    /// Unmounts; lazily, so a file still open somewhere cannot keep the mount.
    public func unmount() {
        _ = Self.run("umount", ["-l", path])
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        guard let process = try? ChildProcess(tool, arguments, environment: ProcessInfo.processInfo.environment)
        else { return false }
        return process.wait(atMost: .seconds(60)) == .exited(0)
    }
}
