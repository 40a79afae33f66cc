import Foundation
import LarderCore
import LarderPipeline
import LarderStore
import Logging

/// Moves a finished job's file out of the inbox to where its state says, and records the move.
///
/// A file's identity is its content: before anything is moved, the file at the job's path is checked to hold
/// what the job read. A scanner that reused the name has put a new receipt there, which must be read, not
/// archived as the old one.
struct FileDisposal: Sendable {
    let database: LarderDatabase
    let logger: Logger

    enum Result: Equatable {
        /// Moved, or deleted as a duplicate: where it went.
        case moved(String)
        /// Already gone from the inbox.
        case gone
        /// The path holds another file now; it is left for the inbox to queue as a new job.
        case replaced
    }

    /// Moves the file of a finished job: stored ones to `archive/YYYY/MM/` (labels to `archive/labels/YYYY/MM/`),
    /// failed ones to `failed/` with `NAME.error.txt`, duplicates to `duplicates/` or nowhere, as configured.
    /// - Throws: `DaemonError` when the move fails; the reason is kept on the job for `larder status`.
    @discardableResult
    func dispose(_ job: JobRecord, settings: DaemonSettings) throws -> Result {
        guard let id = job.id, job.state.isFinished else { return .gone }
        guard FileIdentity.of(job.sourcePath) != nil else {
            // Moved before the process stopped, with only the record of the move lost.
            try database.markJobMoved(id, to: "")
            return .gone
        }
        let folders = settings.resolvedFolders
        let parent = URL(fileURLWithPath: job.sourcePath).deletingLastPathComponent().path
        let labelsUnfollowed = folders.labelsAreInsideInbox && SymbolicLink.isLink(folders.labels)
        guard parent == folders.inbox || (parent == folders.labels && !labelsUnfollowed) else {
            // Defence in depth: only what the inbox scanners listed is ever moved (a job from an earlier
            // configuration whose inbox was elsewhere waits, shown by `larder status`, rather than being moved).
            let problem = "is not directly in the inbox or labels folder; Larder moves nothing from elsewhere"
            try? database.recordMoveProblem(id, problem)
            throw DaemonError(.moveFailed, path: job.sourcePath, message: problem)
        }
        if let expected = job.sha256, let current = currentContent(of: job), current != expected {
            try database.markJobReplaced(id)
            logger.notice(
                "the file's name now holds other content; it is read as a new receipt",
                metadata: ["file": "\(job.sourcePath)", "job": "\(id)"])
            return .replaced
        }
        do {
            let destination = try move(job, id: id, settings: settings)
            try database.markJobMoved(id, to: destination)
            logger.info("file moved", metadata: ["file": "\(job.sourcePath)", "to": "\(destination)"])
            if job.state == .failed { writeReason(of: job, beside: destination) }
            return .moved(destination)
        } catch {
            // Best effort: on a full disk the database may refuse this too, and status says so from the disk.
            try? database.recordMoveProblem(id, "\(error)")
            throw error
        }
    }

    private func move(_ job: JobRecord, id: Int64, settings: DaemonSettings) throws -> String {
        let folders = settings.resolvedFolders
        switch job.state {
        case .done, .needsReview:
            let folder = try archiveFolder(for: job, in: folders.archive)
            return try FileMover.move(job.sourcePath, intoFolder: folder, jobId: id)
        case .failed:
            return try FileMover.move(job.sourcePath, intoFolder: folders.failed, jobId: id)
        case .duplicate where settings.daemon.duplicates == .delete:
            try FileManager.default.removeItem(atPath: job.sourcePath)
            logger.notice("duplicate deleted", metadata: ["file": "\(job.sourcePath)"])
            return "deleted"
        default:
            return try FileMover.move(job.sourcePath, intoFolder: folders.duplicates, jobId: id)
        }
    }

    /// Writes `NAME.error.txt` beside a failed file. After the move is recorded, and only as a courtesy: the
    /// reason is in the database (`larder status`) whether or not this file can be written (a full disk).
    private func writeReason(of job: JobRecord, beside destination: String) {
        let reason = job.lastError ?? "unknown failure"
        do {
            try FileMover.writeDurably(
                "\(URL(fileURLWithPath: job.sourcePath).lastPathComponent): \(reason)\n", to: destination + ".error.txt")
        } catch {
            logger.warning(
                "cannot write the failure's reason beside the file", metadata: ["file": "\(destination)", "error": "\(error)"])
        }
    }

    /// The content hash of what is at the job's path now, as the job computed it; `nil` when it cannot be read
    /// (then there is nothing to compare, and the move goes ahead).
    private func currentContent(of job: JobRecord) -> String? {
        if job.isFolder {
            return ContentHash.sha256(ofPagesAt: InboxScanner.pages(ofFolder: job.sourcePath), followsLinks: false)
        }
        return ContentHash.sha256(ofFileAt: job.sourcePath, followsLinks: false)
    }

    /// `archive/YYYY/MM`, from the receipt's date when it was read, else from today; labels, which carry no
    /// date, go to `archive/labels/YYYY/MM` by the day they were read.
    private func archiveFolder(for job: JobRecord, in archive: String) throws -> String {
        let today = LocalDay(containing: Date())
        var year = today.year
        var month = today.month
        if job.kind == .label {
            return URL(fileURLWithPath: archive).appendingPathComponent(String(format: "labels/%04d/%02d", year, month))
                .path
        }
        if let receiptId = job.receiptId, let date = try database.trip(forReceipt: receiptId)?.trip.date {
            year = date.year
            month = date.month
        }
        return URL(fileURLWithPath: archive).appendingPathComponent(String(format: "%04d/%02d", year, month)).path
    }
}
