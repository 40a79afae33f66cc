import Foundation
import LarderStore
import Logging

/// Moves a finished job's file out of the inbox to where its state says, and records the move.
struct FileDisposal: Sendable {
    let database: LarderDatabase
    let logger: Logger

    /// Moves the file of a finished job: stored ones to `archive/YYYY/MM/` (labels to `archive/labels/YYYY/MM/`),
    /// failed ones to `failed/` with `NAME.error.txt`, duplicates to `duplicates/` or nowhere, as configured.
    func dispose(_ job: JobRecord, settings: DaemonSettings) throws {
        guard let id = job.id, job.state.isFinished else { return }
        guard FileManager.default.fileExists(atPath: job.sourcePath) else {
            // Moved before the process stopped, with only the record of the move lost.
            try database.markJobMoved(id, to: "")
            return
        }
        let folders = settings.resolvedFolders
        let destination: String
        switch job.state {
        case .done, .needsReview:
            destination = try FileMover.move(job.sourcePath, intoFolder: archiveFolder(for: job, in: folders.archive))
        case .failed:
            destination = try FileMover.move(job.sourcePath, intoFolder: folders.failed)
            let reason = job.lastError ?? "unknown failure"
            try FileMover.writeDurably(
                "\(URL(fileURLWithPath: job.sourcePath).lastPathComponent): \(reason)\n", to: destination + ".error.txt"
            )
        case .duplicate where settings.daemon.duplicates == .delete:
            try FileManager.default.removeItem(atPath: job.sourcePath)
            destination = "deleted"
            logger.notice("duplicate deleted", metadata: ["file": "\(job.sourcePath)"])
        default:
            destination = try FileMover.move(job.sourcePath, intoFolder: folders.duplicates)
        }
        try database.markJobMoved(id, to: destination)
        logger.info("file moved", metadata: ["file": "\(job.sourcePath)", "to": "\(destination)"])
    }

    /// `archive/YYYY/MM`, from the receipt's date when it was read, else from today; labels, which carry no
    /// date, go to `archive/labels/YYYY/MM` by the day they were read.
    private func archiveFolder(for job: JobRecord, in archive: String) throws -> String {
        var year = Calendar.current.component(.year, from: Date())
        var month = Calendar.current.component(.month, from: Date())
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
