import Foundation
import LarderPipeline
import LarderStore
import Logging

#if canImport(Glibc)
    import Glibc
#endif

/// Notices settled files in the inbox and turns each into exactly one queued job.
///
/// inotify (or polling) says when to look; the scanner lists; the stability tracker waits until a file
/// stops changing; only then is the file hashed and queued. A path already handled is looked at again only
/// when it changes: a new file under a reused name becomes a job of its own.
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
    /// Paths with a job already, with what they looked like then, so the database is asked about each path once,
    /// not every scan, and again when the file changes.
    private var handled: [String: StabilityTracker.Signature] = [:]
    /// Settled paths that would not open, already logged once, so a file left unreadable is reported, not hidden.
    private var unopenablePaths: Set<String> = []
    /// Links found where receipts are expected, each logged once while it stays.
    private var toldLinks: Set<String> = []
    /// Paths the database would not queue (a full disk), each told once in a while rather than on every look.
    private var unqueueable: [String: RecurringProblem] = [:]
    private var nextPoll = Date.distantPast
    /// How long a finished job's file is left to its worker before the detector moves it.
    private static let workerMoveGrace: TimeInterval = 60
    private var nextRescan = Date.distantPast
    private var nextFailedFolderLook = Date.distantPast
    private let retaker: ChangedFailureRetaker

    init(database: LarderDatabase, settings: DaemonSettings, logger: Logger) {
        self.database = database
        self.logger = logger
        let folders = settings.resolvedFolders
        (scanner, labelScanner) = InboxScanner.scanners(for: settings)
        receiptsAreLocal = FileSystemKind.remoteName(ofFolderAt: folders.inbox) == nil
        labelsAreLocal = FileSystemKind.remoteName(ofFolderAt: folders.labels) == nil
        retaker = ChangedFailureRetaker(database: database, logger: logger)
        watcher = Self.makeWatcher(folder: folders.inbox, mode: settings.daemon.watch, logger: logger)
        guard !(folders.labelsAreInsideInbox && SymbolicLink.isLink(folders.labels)) else { return }
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
        if now >= nextFailedFolderLook {
            nextFailedFolderLook = now.addingTimeInterval(max(1, settings.daemon.stableSeconds))
            retaker.retakeChangedFiles(settings: settings, now: now)
        }
        let hadEvents = watcher?.drain() ?? false
        let pollDue = watcher == nil && now >= nextPoll
        let rescanDue = now >= nextRescan
        guard hadEvents || pollDue || rescanDue || !tracker.pendingPaths.isEmpty else { return }
        if pollDue { nextPoll = now.addingTimeInterval(settings.daemon.pollSeconds) }
        if rescanDue {
            nextRescan = now.addingTimeInterval(settings.daemon.rescanSeconds)
            // A full rescan asks the database again, so a file whose move failed earlier is retried.
            handled.removeAll()
        }
        let receipts = scanner.list()
        let labels = labelScanner.list()
        tellLinks(receipts.links + labels.links)
        let entries = receipts.entries.map { (entry: $0, kind: JobKind.receipt, isLocal: receiptsAreLocal) }
            + labels.entries.filter { !$0.isFolder }.map { (entry: $0, kind: JobKind.label, isLocal: labelsAreLocal) }
        let present = Set(entries.map(\.entry.path))
        for gone in tracker.pendingPaths.subtracting(present) { tracker.forget(gone) }
        handled = handled.filter { present.contains($0.key) }
        unopenablePaths.formIntersection(present)
        unqueueable = unqueueable.filter { present.contains($0.key) }
        for (entry, kind, isLocal) in entries where handled[entry.path] != entry.signature {
            if entry.isFolder { try? watcher?.watch(entry.path) }
            let settle = settings.daemon.settleSeconds(isFolder: entry.isFolder, isNetwork: !isLocal)
            let settled = tracker.observe(
                entry.path, entry.signature, at: now, settle: settle, trustsModificationTime: isLocal
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

    /// Logs each link once while it stays: links are never followed, so they wait until someone replaces them.
    private func tellLinks(_ links: [String]) {
        toldLinks.formIntersection(links)
        for link in links where toldLinks.insert(link).inserted {
            logger.warning(
                "symbolic link skipped; links in the inbox are never followed, copy the file itself in",
                metadata: ["file": "\(link)"])
        }
    }

    private func take(_ entry: InboxScanner.Entry, kind: JobKind, settings: DaemonSettings) {
        do {
            if let existing = try database.pendingJob(sourcePath: entry.path) {
                guard existing.state.isFinished else {
                    // Not read yet, or being read: the worker reads what the file holds then. The new look is not
                    // recorded, so the path is looked at again once the job ends: should the file have changed
                    // after it was read, it becomes a job of its own then, not at the next rescan.
                    return
                }
                // A job that just finished is its worker's to move; only a move that failed, or one left undone for
                // a while (the process stopped in between), is finished here.
                guard existing.moveProblem != nil
                    || existing.finishedAt.map({ Date().timeIntervalSince($0) > Self.workerMoveGrace }) == true
                else { return }
                let disposal: FileDisposal.Result
                do {
                    disposal = try FileDisposal(database: database, logger: logger).dispose(existing, settings: settings)
                } catch {
                    // The job is safe; the file waits (shown by `larder status`) and the next rescan tries again.
                    handled[entry.path] = entry.signature
                    if let untold = unqueueable[entry.path, default: RecurringProblem()].occurred() {
                        logger.warning(
                            "cannot move a finished job's file; will try again",
                            metadata: ["file": "\(entry.path)", "error": "\(error)", "repeats": "\(untold)"])
                    }
                    return
                }
                guard disposal == .replaced else {
                    handled[entry.path] = entry.signature
                    return
                }
            }
            let sha256 = entry.isFolder ? nil : try ContentHash.streamingSHA256(ofFileAt: entry.path, followsLinks: false)
            let job = try database.enqueueJob(
                sourcePath: entry.path, isFolder: entry.isFolder, sha256: sha256, kind: kind
            )
            handled[entry.path] = entry.signature
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
            let descriptor = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            guard flock(descriptor, LOCK_SH | LOCK_NB) == 0 else { return false }
            flock(descriptor, LOCK_UN)
            return true
        }
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
