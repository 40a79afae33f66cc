import Crypto
import Foundation
import LarderStore
import Logging

#if canImport(Glibc)
    import Glibc
#endif

/// Notices settled files in the inbox and turns each into exactly one queued job.
///
/// inotify (or polling) says when to look; the scanner lists; the stability tracker waits until a file
/// stops changing; only then is the file hashed and queued.
/// - Important: Not thread-safe; owned by the daemon's detection task.
final class InboxDetector {
    private let database: LarderDatabase
    private let logger: Logger
    private var scanner: InboxScanner
    /// The labels folder: each image in it is one label; folders there are not taken.
    private var labelScanner: InboxScanner
    private var tracker = StabilityTracker()
    /// Whether the receipts and labels folders are on a local file system, whose modification times come from
    /// this machine's clock.
    private let receiptsAreLocal: Bool
    private let labelsAreLocal: Bool
    private var watcher: InotifyWatcher?
    /// Paths with a job already, so the database is asked about each path once, not every scan.
    private var queuedPaths: Set<String> = []
    /// Settled paths that would not open, already logged once, so a file left unreadable is reported, not hidden.
    private var unopenablePaths: Set<String> = []
    /// Paths the database would not queue (a full disk), each told once in a while rather than on every look.
    private var unqueueable: [String: RecurringProblem] = [:]
    private var nextPoll = Date.distantPast
    /// How long a finished job's file is left to its worker before the detector moves it.
    private static let workerMoveGrace: TimeInterval = 60
    private var nextRescan = Date.distantPast

    init(database: LarderDatabase, settings: DaemonSettings, logger: Logger) {
        self.database = database
        self.logger = logger
        let folders = settings.resolvedFolders
        let excluded: Set = [folders.inbox, folders.labels, folders.archive, folders.failed, folders.duplicates]
        scanner = InboxScanner(inbox: folders.inbox, excludedPaths: excluded)
        labelScanner = InboxScanner(inbox: folders.labels, excludedPaths: excluded)
        receiptsAreLocal = FileSystemKind.remoteName(ofFolderAt: folders.inbox) == nil
        labelsAreLocal = FileSystemKind.remoteName(ofFolderAt: folders.labels) == nil
        watcher = Self.makeWatcher(folder: folders.inbox, mode: settings.daemon.watch, logger: logger)
        do {
            try watcher?.watch(folders.labels)
        } catch {
            // Receipts are still noticed at once; labels wait for the periodic rescan.
            logger.warning("cannot watch the labels folder", metadata: ["error": "\(error)"])
        }
    }

    /// Whether inotify is in use (else the inbox is polled).
    var isWatching: Bool { watcher != nil }

    /// Looks at the inbox if anything may have changed, and queues the files that have settled.
    func tick(settings: DaemonSettings, now: Date = Date()) {
        let hadEvents = watcher?.drain() ?? false
        let pollDue = watcher == nil && now >= nextPoll
        let rescanDue = now >= nextRescan
        guard hadEvents || pollDue || rescanDue || !tracker.pendingPaths.isEmpty else { return }
        if pollDue { nextPoll = now.addingTimeInterval(settings.daemon.pollSeconds) }
        if rescanDue {
            nextRescan = now.addingTimeInterval(settings.daemon.rescanSeconds)
            // A full rescan asks the database again, so a file whose move failed earlier is retried.
            queuedPaths.removeAll()
        }
        let entries = scanner.entries().map { (entry: $0, kind: JobKind.receipt, isLocal: receiptsAreLocal) }
            + labelScanner.entries().filter { !$0.isFolder }.map {
                (entry: $0, kind: JobKind.label, isLocal: labelsAreLocal)
            }
        let present = Set(entries.map(\.entry.path))
        for gone in tracker.pendingPaths.subtracting(present) { tracker.forget(gone) }
        queuedPaths.formIntersection(present)
        unopenablePaths.formIntersection(present)
        unqueueable = unqueueable.filter { present.contains($0.key) }
        for (entry, kind, isLocal) in entries where !queuedPaths.contains(entry.path) {
            if entry.isFolder { try? watcher?.watch(entry.path) }
            let settled = tracker.observe(
                entry.path, entry.signature, at: now, settle: settings.daemon.stableSeconds,
                trustsModificationTime: isLocal
            )
            guard settled else { continue }
            guard Self.canOpen(entry) else {
                if unopenablePaths.insert(entry.path).inserted {
                    logger.warning(
                        "file cannot be opened or is locked; waiting until it can", metadata: ["file": "\(entry.path)"]
                    )
                }
                continue
            }
            unopenablePaths.remove(entry.path)
            tracker.forget(entry.path)
            take(entry, kind: kind, settings: settings)
        }
    }

    private func take(_ entry: InboxScanner.Entry, kind: JobKind, settings: DaemonSettings) {
        do {
            if let existing = try database.pendingJob(sourcePath: entry.path) {
                queuedPaths.insert(entry.path)
                // A job that just finished is its worker's to move; only a move left undone for a while (it failed,
                // or the process stopped in between) is finished here.
                if existing.state.isFinished, let finishedAt = existing.finishedAt,
                    Date().timeIntervalSince(finishedAt) > Self.workerMoveGrace
                {
                    try FileDisposal(database: database, logger: logger).dispose(existing, settings: settings)
                }
                return
            }
            let sha256 = entry.isFolder ? nil : try Self.sha256(of: entry.path)
            let job = try database.enqueueJob(
                sourcePath: entry.path, isFolder: entry.isFolder, sha256: sha256, kind: kind
            )
            queuedPaths.insert(entry.path)
            unqueueable[entry.path] = nil
            logger.info(
                "queued", metadata: ["file": "\(entry.path)", "job": "\(job.id ?? 0)", "kind": "\(kind.rawValue)"]
            )
        } catch {
            if let untold = unqueueable[entry.path, default: RecurringProblem()].occurred() {
                logger.warning(
                    "cannot queue file; will look again",
                    metadata: ["file": "\(entry.path)", "error": "\(error)", "repeats": "\(untold)"])
            }
        }
    }

    /// Whether every file of the entry opens for reading and no writer holds a lock on it.
    private static func canOpen(_ entry: InboxScanner.Entry) -> Bool {
        let files = entry.isFolder ? InboxScanner.pages(ofFolder: entry.path) : [entry.path]
        return files.allSatisfy { file in
            let descriptor = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            guard flock(descriptor, LOCK_SH | LOCK_NB) == 0 else { return false }
            flock(descriptor, LOCK_UN)
            return true
        }
    }

    private static func sha256(of path: String) throws -> String {
        let data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        return SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }

    private static func makeWatcher(folder: String, mode: DaemonSettings.WatchMode, logger: Logger) -> InotifyWatcher? {
        switch mode {
        case .poll:
            return nil
        case .auto:
            if let remote = FileSystemKind.remoteName(ofFolderAt: folder) {
                logger.notice("inbox is on a \(remote) file system; polling", metadata: ["inbox": "\(folder)"])
                return nil
            }
        case .inotify:
            break
        }
        do {
            return try InotifyWatcher(folder: folder)
        } catch {
            logger.warning("inotify unavailable; polling", metadata: ["error": "\(error)"])
            return nil
        }
    }
}
