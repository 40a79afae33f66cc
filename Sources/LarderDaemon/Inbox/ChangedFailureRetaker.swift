import Foundation
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

    func retakeChangedFiles(settings: DaemonSettings, now: Date) {
        guard let jobs = try? database.contentFailuresInFailedFolder(since: now.addingTimeInterval(-Self.watchedFor))
        else { return }
        let folders = settings.resolvedFolders
        for job in jobs {
            guard let id = job.id, let failedPath = job.movedTo,
                let modified = InboxScanner.status(of: failedPath).map(InboxScanner.signature(of:))?.modified,
                // The move itself was recorded after the file arrived in failed/, so a later time is a new write.
                modified > job.updatedAt
            else { continue }
            let inbox = job.kind == .label ? folders.labels : folders.inbox
            let name = URL(fileURLWithPath: job.sourcePath).lastPathComponent
            do {
                let back = try FileMover.move(failedPath, intoFolder: inbox, named: name)
                try? FileManager.default.removeItem(atPath: failedPath + ".error.txt")
                try database.reopenFailedJob(id, at: back)
                logger.notice(
                    "a failed file changed; taking it again", metadata: ["file": "\(back)", "failedJob": "\(id)"])
            } catch {
                logger.warning(
                    "a failed file changed but cannot be put back in the inbox",
                    metadata: ["file": "\(failedPath)", "error": "\(error)"])
            }
        }
    }
}
