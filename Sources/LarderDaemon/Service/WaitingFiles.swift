import Foundation
import LarderStore

#if canImport(Glibc)
    import Glibc
#endif

/// A file that is not moving on, and why: what `larder status` lists so that nothing waits unseen.
public struct WaitingFile: Sendable, Hashable {
    public var path: String
    public var reason: String
    /// Since when it has waited, where that is known.
    public var since: Date?
}

/// Finds what waits, from the folders and the job queue, without the daemon's help: a daemon that cannot write
/// to its database (a full disk) cannot record it either.
public enum WaitingFiles {
    /// A finished job's file still in the inbox after this long is waiting, not being moved.
    static let moveGrace: TimeInterval = 60
    /// Below this much free space a folder counts as full.
    static let fullDiskBytes: UInt64 = 1 << 20
    /// Reading one receipt takes seconds; a job in `ocr` or `extracting` this long is not moving.
    static let staleReading: TimeInterval = 600

    /// - Parameter daemonIsRunning: Whether a daemon holds the database's lock now.
    public static func list(
        settings: DaemonSettings, database: LarderDatabase, daemonIsRunning: Bool, now: Date = Date()
    ) throws -> [WaitingFile] {
        var waiting = fullDisks(settings)
        let jobs = try database.jobsWithWaitingFiles()
        waiting += jobs.compactMap { waitingJob($0, daemonIsRunning: daemonIsRunning, now: now) }
        let jobPaths = Set(jobs.map(\.sourcePath))
        let scanners = InboxScanner.scanners(for: settings)
        for scanner in [scanners.receipts, scanners.labels] {
            let listing = scanner.list()
            waiting += listing.links.map {
                WaitingFile(
                    path: $0, reason: "a symbolic link: never followed; copy the file itself in",
                    since: modified($0))
            }
            for entry in listing.entries where !jobPaths.contains(entry.path) {
                if let reason = unopenable(entry) {
                    waiting.append(WaitingFile(path: entry.path, reason: reason, since: entry.signature.modified))
                } else if now.timeIntervalSince(entry.signature.modified) > moveGrace {
                    let reason =
                        daemonIsRunning
                        ? "not queued yet; the daemon's log says why" : "not queued: the daemon is not running"
                    waiting.append(WaitingFile(path: entry.path, reason: reason, since: entry.signature.modified))
                }
            }
        }
        return waiting
    }

    private static func waitingJob(_ job: JobRecord, daemonIsRunning: Bool, now: Date) -> WaitingFile? {
        let path = job.sourcePath
        switch job.state {
        case _ where job.state.isFinished:
            if let problem = job.moveProblem {
                return WaitingFile(
                    path: path, reason: "\(job.state.rawValue), but cannot be moved out of the inbox: \(problem)",
                    since: job.moveProblemSince)
            }
            guard let finished = job.finishedAt, now.timeIntervalSince(finished) > moveGrace else { return nil }
            return WaitingFile(
                path: path, reason: "\(job.state.rawValue), but not yet moved out of the inbox", since: finished)
        case .waitingRetry:
            let next = job.nextAttemptAt.map { " (next attempt \($0.formatted(.iso8601)))" } ?? ""
            return WaitingFile(
                path: path, reason: "waiting to retry\(next): \(job.lastError ?? "no reason recorded")",
                since: job.createdAt)
        case .ocr where !daemonIsRunning, .extracting where !daemonIsRunning:
            return WaitingFile(
                path: path, reason: "interrupted while being read; resumes when the daemon starts", since: job.updatedAt)
        case .ocr where now.timeIntervalSince(job.updatedAt) > staleReading,
            .extracting where now.timeIntervalSince(job.updatedAt) > staleReading:
            return WaitingFile(
                path: path,
                reason: "still \(job.state.rawValue) after \(Int(staleReading / 60)) minutes; the daemon may be unable to "
                    + "write its database (a full disk?) or stuck on this file; see its log",
                since: job.updatedAt)
        case .queued where !daemonIsRunning:
            return WaitingFile(path: path, reason: "queued; the daemon is not running", since: job.createdAt)
        default:
            return nil
        }
    }

    /// Why a settled entry cannot be opened, or `nil` when it can.
    private static func unopenable(_ entry: InboxScanner.Entry) -> String? {
        let files = entry.isFolder ? InboxScanner.pages(ofFolder: entry.path) : [entry.path]
        for file in files {
            let descriptor = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
            guard descriptor >= 0 else { return "cannot be opened (\(String(cString: strerror(errno))))" }
            defer { close(descriptor) }
            // The daemon waits for a writer's lock to go before it takes a file.
            guard flock(descriptor, LOCK_SH | LOCK_NB) == 0 else { return "locked by the program writing it" }
            flock(descriptor, LOCK_UN)
        }
        return nil
    }

    private static func fullDisks(_ settings: DaemonSettings) -> [WaitingFile] {
        let folders = settings.resolvedFolders
        var seen: Set<UInt64> = []
        var full: [WaitingFile] = []
        for folder in [settings.storage.dataDirectory, folders.inbox, folders.archive, folders.failed] {
            var info = statvfs()
            var status = stat()
            // Disks told apart by device: f_fsid is 0 on some file systems (tmpfs, some network mounts).
            guard stat(folder, &status) == 0, seen.insert(UInt64(status.st_dev)).inserted, statvfs(folder, &info) == 0
            else { continue }
            let free = UInt64(info.f_bavail) * UInt64(info.f_frsize)
            if free < fullDiskBytes {
                full.append(
                    WaitingFile(
                        path: folder, reason: "the disk is full (\(free) bytes free): files wait until there is room",
                        since: nil))
            }
        }
        return full
    }

    private static func modified(_ path: String) -> Date? {
        InboxScanner.status(of: path).map(InboxScanner.signature(of:))?.modified
    }
}
