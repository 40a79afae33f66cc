import Foundation
import LarderPipeline
import LarderStore
import Logging

/// Puts a failed file back in the inbox when it changes in the failed folder.
///
/// An image that did not decode may only have been incomplete: a scanner or sync client that pauses longer
/// than the settle delay, and then goes on writing into the file it created, now writes into `failed/`. When
/// such a file changes after it was moved there, it is moved back and its job reopened, to read it again.
struct ChangedFailureRetaker {
    let database: LarderDatabase
    let logger: Logger
    /// How long after failing a file is watched; a writer that comes back later is not waited for.
    static let watchedFor: TimeInterval = 24 * 3600

    /// - Parameter now: Files changed after it (a clock set wrong) are never taken: their time says nothing.
    func retakeChangedFiles(settings: DaemonSettings, now: Date) {
        guard let jobs = try? database.contentFailuresInFailedFolder(since: now.addingTimeInterval(-Self.watchedFor))
        else { return }
        let folders = settings.resolvedFolders
        for job in jobs {
            guard let id = job.id, let failedPath = job.movedTo,
                let modified = InboxScanner.status(of: failedPath).map(InboxScanner.signature(of:))?.modified,
                // The move itself was recorded after the file arrived in failed/, so a later time is a new write;
                // the writer must also have been still for the settle delay, so a file that keeps growing is not
                // shuttled back and forth while it grows.
                modified > job.updatedAt, modified <= now,
                now.timeIntervalSince(modified) >= settings.daemon.stableSeconds
            else { continue }
            // A label whose folder became a link is not put back through the link.
            if job.kind == .label, folders.labelsAreInsideInbox, SymbolicLink.isLink(folders.labels) { continue }
            // Only new content is read again: a touched file with the same bytes would fail the same way.
            if let read = job.sha256, ContentHash.sha256(ofFileAt: failedPath, followsLinks: false) == read {
                continue
            }
            let inbox = job.kind == .label ? folders.labels : folders.inbox
            let name = URL(fileURLWithPath: job.sourcePath).lastPathComponent
            let back: String
            do {
                back = try FileMover.move(failedPath, intoFolder: inbox, named: name, jobId: id)
            } catch {
                logger.warning(
                    "a failed file changed but cannot be put back in the inbox",
                    metadata: ["file": "\(failedPath)", "error": "\(error)"])
                continue
            }
            try? FileManager.default.removeItem(atPath: failedPath + ".error.txt")
            do {
                try database.reopenFailedJob(id, at: back)
                logger.notice("a failed file changed; taking it again", metadata: ["file": "\(back)", "job": "\(id)"])
            } catch {
                // The file is back in the inbox with no open job, so the inbox queues it as a new one.
                logger.notice(
                    "a failed file changed and was put back in the inbox; it is queued as a new job",
                    metadata: ["file": "\(back)", "failedJob": "\(id)", "error": "\(error)"])
            }
        }
    }
}
