import Foundation
import LarderLLM
import LarderPipeline
import LarderStore
import Logging

/// Carries one claimed job to its end: reads it through the pipeline, records the result, then moves the file.
///
/// The order is what makes the daemon safe to kill: the database commits first, the file moves second, and
/// the move is recorded third. A crash between any two steps is repaired by the next start.
struct JobProcessor: Sendable {
    let database: LarderDatabase
    let recognizer: LazyRecognizer
    /// Reads nutrition labels, with label OCR settings; shared by the workers.
    let labelRecognizer: LazyRecognizer
    let extractor: any LLMService
    /// Shared by the workers, so the food bank is indexed once per change rather than once per receipt.
    let matchers: FoodMatcherCache
    let metrics: DaemonMetrics
    let logger: Logger
    /// Shared by the workers, since a retried job may be taken by another.
    let noWorkerRetries: NoWorkerRetries

    /// Attempts that kill their OCR worker before a file is given up: one crash may be bad luck (memory, a
    /// signal from outside), three on the same file are the file.
    static let workerDeathLimit = 3

    /// Frees the OCR of an idle worker (its engines, or its worker process), the food matcher, the database's
    /// caches, and the memory they held.
    func releaseEngines() {
        recognizer.release()
        labelRecognizer.release()
        matchers.release()
        database.releaseMemory()
        MemoryTrim.returnFreedMemory()
    }

    /// Processes `job`, which ``LarderDatabase/claimNextJob(now:)`` has just moved to `ocr`.
    func process(_ job: JobRecord, settings: DaemonSettings) async throws {
        guard let id = job.id else { return }
        guard FileIdentity.of(job.sourcePath) != nil else {
            // Taken back by its owner before it was read: nothing to store and nothing to move.
            try database.moveJob(id, to: .failed, error: "the file left the inbox before it was read")
            try database.markJobMoved(id, to: "")
            noWorkerRetries.forget(job: id)
            logger.warning("file left the inbox before it was read", metadata: ["file": "\(job.sourcePath)"])
            return
        }
        var reading: Reading
        if SymbolicLink.isLink(job.sourcePath) {
            // Swapped for a link after it was queued: links are never followed, whatever they point at.
            let name = URL(fileURLWithPath: job.sourcePath).lastPathComponent
            let reason = "\(name) is a symbolic link; links in the inbox are never followed, copy the file itself in"
            reading = Reading(resolution: .permanent(reason), mayBeIncomplete: false)
        } else if let notImage = notAnImage(job) {
            reading = Reading(resolution: .permanent(notImage), mayBeIncomplete: true)
        } else if job.kind == .label {
            // The label reader reads the file itself; what it will read is recorded first, so the file is moved
            // later only while it still holds that.
            if let current = ContentHash.sha256(ofFileAt: job.sourcePath, followsLinks: false), current != job.sha256 {
                try database.updateJobContent(id, sha256: current)
            }
            let reader = LabelJobReader(
                database: database, recognizer: labelRecognizer, extractor: extractor, metrics: metrics,
                logger: logger
            )
            reading = Reading(resolution: await reader.read(job, id: id), mayBeIncomplete: true)
        } else {
            reading = await read(job, id: id, settings: settings)
        }
        // A job cancelled by a stopping daemon failed because of the stop, not the receipt: it is not recorded,
        // so it stays in flight for the next start. One that got stored is recorded as usual.
        if Task.isCancelled, reading.resolution.isFailure { throw CancellationError() }
        reading.resolution = waitingForWriter(reading, job: job, settings: settings)
        let finished = try record(reading, for: job, id: id, settings: settings)
        if let finished {
            metrics.recordFinished(finished.state, isLabel: job.kind == .label)
            try FileDisposal(database: database, logger: logger).dispose(finished, settings: settings)
        }
    }

    /// What reading a job came to, with what the daemon needs beyond the outcome.
    struct Reading {
        var resolution: JobResolution
        /// Whether a failure may come from reading the file before its writer was done: an image cut off does
        /// not decode, but one cut at the right place decodes into a few lines no extractor can read. Only a
        /// link (never followed) is final whatever its age.
        var mayBeIncomplete: Bool
    }

    /// A failure on a file changed moments ago is not final: scanners and sync clients pause between chunks for
    /// longer than the settle delay. The job waits until the file has been still for
    /// ``DaemonSettings/Daemon/incompleteFileSeconds``, then reads it again.
    private func waitingForWriter(_ reading: Reading, job: JobRecord, settings: DaemonSettings) -> JobResolution {
        guard reading.mayBeIncomplete, case .permanent(let reason) = reading.resolution,
            let changed = lastChange(of: job)
        else { return reading.resolution }
        // A time in the future (a clock set wrong) counts as just changed, and never parks the job for longer.
        let still = max(0, Date().timeIntervalSince(changed))
        let needed = settings.daemon.incompleteFileSeconds
        guard still < needed else { return reading.resolution }
        return .incomplete(reason, retryIn: min(needed, max(1, needed - still)))
    }

    /// When the job's file, or the newest page of its folder, last changed.
    private func lastChange(of job: JobRecord) -> Date? {
        let files = job.isFolder ? InboxScanner.pages(ofFolder: job.sourcePath) : [job.sourcePath]
        return files.compactMap { InboxScanner.status(of: $0).map(InboxScanner.signature(of:))?.modified }.max()
    }

    /// Why the job's content is not an image, or `nil` when every file in it is one.
    private func notAnImage(_ job: JobRecord) -> String? {
        let files = job.isFolder ? InboxScanner.pages(ofFolder: job.sourcePath) : [job.sourcePath]
        for file in files where ImageSniffer.format(ofFileAt: file) == nil {
            guard FileManager.default.isReadableFile(atPath: file) else { return nil }
            let name = URL(fileURLWithPath: file).lastPathComponent
            if InboxScanner.status(of: file)?.st_size == 0 {
                return "\(name) is empty (0 bytes); copy or scan it again"
            }
            return "\(name) is not a JPEG, PNG, TIFF or WebP image or a PDF (checked by its content, not its name)"
        }
        return nil
    }

    private func read(_ job: JobRecord, id: Int64, settings: DaemonSettings) async -> Reading {
        let database = database
        let logger = logger
        let metrics = metrics
        let tracking = TrackingRecognizer(base: recognizer) { duration in
            metrics.recordOCR(duration)
            do {
                try database.moveJob(id, to: .extracting)
            } catch {
                logger.warning("cannot record the job's progress", metadata: ["job": "\(id)", "error": "\(error)"])
            }
        }
        let pipeline = ReceiptPipeline(
            recognizer: tracking,
            extractor: TrackingExtractor(base: extractor, didExtract: metrics.recordExtraction),
            database: database, configuration: pipelineConfiguration(settings), matchers: matchers, logger: logger
        )
        let source = URL(fileURLWithPath: job.sourcePath)
        let outcome: ProcessingOutcome
        if job.isFolder {
            let pages = InboxScanner.pages(ofFolder: job.sourcePath).map { URL(fileURLWithPath: $0) }
            outcome = await pipeline.process(folderAt: source, pages: pages, displayName: job.sourcePath)
        } else {
            outcome = await pipeline.process(fileAt: source, displayName: job.sourcePath)
        }
        rememberContent(outcome, of: job, id: id)
        let isOwn = ownsDuplicate(outcome, job: job, id: id)
        return Reading(
            resolution: JobResolution(outcome, ownsDuplicate: isOwn),
            mayBeIncomplete: outcome.failure?.refusesTheFileAsSuch != true
        )
    }

    /// Records the content the pipeline read when it differs from what was queued (the file was rewritten before
    /// it was read, or a folder, whose hash is only known once its pages are read), so the file is moved later
    /// only while it still holds what was read.
    private func rememberContent(_ outcome: ProcessingOutcome, of job: JobRecord, id: Int64) {
        guard let read = outcome.sha256, read != job.sha256 else { return }
        do {
            try database.updateJobContent(id, sha256: read)
        } catch {
            logger.warning("cannot record the job's content", metadata: ["job": "\(id)", "error": "\(error)"])
        }
    }

    private func pipelineConfiguration(_ settings: DaemonSettings) -> ReceiptPipeline.Configuration {
        var configuration = ReceiptPipeline.Configuration(extraction: settings.extraction)
        configuration.followsLinks = false
        configuration.pdfLimits.maxPages = settings.ocr.maxPages
        configuration.pdfLimits.maxRenderPixels = settings.ocr.maxPixels
        configuration.pdfLimits.maxTotalRenderPixels = settings.ocr.maxTotalPixels
        return configuration
    }

    /// Whether a duplicate is this job's own receipt: stored by an earlier attempt that was interrupted before
    /// the job recorded it, so the receipt still points at this inbox path and no other job claims it.
    private func ownsDuplicate(_ outcome: ProcessingOutcome, job: JobRecord, id: Int64) -> Bool {
        guard outcome.status == .duplicate, let receiptId = outcome.duplicateOf,
            let receipt = try? database.receipt(id: receiptId)
        else { return false }
        let source = URL(fileURLWithPath: job.sourcePath).standardizedFileURL.path
        return receipt.storedPath == source
            && (try? database.receiptBelongsToAnotherJob(receiptId, otherThan: id)) == false
    }

    /// Commits the job's new state. Returns the finished job whose file must now move, or `nil` when it waits.
    private func record(_ reading: Reading, for job: JobRecord, id: Int64, settings: DaemonSettings) throws
        -> JobRecord?
    {
        let resolution = reading.resolution
        let retry = RetryPolicy(
            baseSeconds: settings.daemon.retryBaseSeconds, maxSeconds: settings.daemon.retryMaxSeconds,
            maxAttempts: settings.daemon.maxAttempts
        )
        let metadata: Logger.Metadata = ["file": "\(job.sourcePath)", "job": "\(id)", "attempt": "\(job.attempts)"]
        if case .noWorker = resolution {} else { noWorkerRetries.forget(job: id) }
        switch resolution {
        case .stored(let receiptId, let tripId, let state):
            let finished = try database.moveJob(id, to: state, receiptId: receiptId)
            if let tripId, let earlier = try database.flagPossibleDuplicate(tripId: tripId) {
                logger.warning(
                    "possible duplicate: same store, date and total as an earlier trip",
                    metadata: metadata.merging(["trip": "\(tripId)", "earlierTrip": "\(earlier)"]) { $1 }
                )
            }
            let stored: Logger.Metadata = [
                "state": "\(state.rawValue)", "receipt": "\(receiptId)", "trip": "\(tripId.map(String.init) ?? "none")",
            ]
            logger.info("receipt stored", metadata: metadata.merging(stored) { $1 })
            return finished
        case .storedLabel(let foodId, let state):
            try database.recordLabelFood(foodId, forJob: id)
            let details: Logger.Metadata = ["food": "\(foodId)", "state": "\(state.rawValue)"]
            logger.info("label stored", metadata: metadata.merging(details) { $1 })
            return try database.moveJob(id, to: state)
        case .duplicate(let receiptId):
            logger.notice(
                "duplicate content", metadata: metadata.merging(["duplicateOf": "\(receiptId ?? 0)"]) { $1 }
            )
            return try database.moveJob(id, to: .duplicate, receiptId: receiptId)
        case .permanent(let reason):
            logger.error("receipt failed", metadata: metadata.merging(["error": "\(reason)"]) { $1 })
            return try database.moveJob(id, to: .failed, error: reason, failedOnContent: reading.mayBeIncomplete)
        case .incomplete(let reason, _) where !retry.allowsRetry(afterAttempt: job.attempts):
            let message = "still not a whole image after \(job.attempts) attempts: \(reason)"
            logger.error("receipt failed", metadata: metadata.merging(["error": "\(message)"]) { $1 })
            return try database.moveJob(id, to: .failed, error: message, failedOnContent: true)
        case .incomplete(let reason, let delay):
            logger.notice(
                "the image is incomplete and changed moments ago; reading it again once its writer is done",
                metadata: metadata.merging(["error": "\(reason)", "retryInSeconds": "\(Int(delay.rounded(.up)))"]) {
                    $1
                })
            try database.moveJob(id, to: .waitingRetry, error: reason, nextAttemptAt: Date().addingTimeInterval(delay))
            return nil
        case .killedWorker(let reason):
            let deaths = try database.recordWorkerDeath(ofJob: id)
            guard deaths >= Self.workerDeathLimit || !retry.allowsRetry(afterAttempt: job.attempts) else {
                let delay = retry.delay(afterAttempt: job.attempts)
                logger.warning(
                    "the OCR worker died reading this file; will retry",
                    metadata: metadata.merging(["error": "\(reason)", "retryInSeconds": "\(delay)"]) { $1 })
                try database.moveJob(
                    id, to: .waitingRetry, error: reason, nextAttemptAt: Date().addingTimeInterval(delay))
                return nil
            }
            let times = deaths == 1 ? "once" : "\(deaths) times"
            let message = "killed its OCR worker \(times), so it is not read again; the last time: \(reason)"
            logger.error("receipt failed", metadata: metadata.merging(["error": "\(message)"]) { $1 })
            return try database.moveJob(id, to: .failed, error: message, failedOnContent: true)
        case .noWorker(let reason):
            // However often it happens, the file keeps its attempts: a daemon whose workers cannot start (see the
            // reason) fails no receipt, and reads them all once they can.
            try database.giveBackAttempt(ofJob: id)
            let delay = retry.delay(afterAttempt: noWorkerRetries.next(forJob: id))
            logger.error(
                "no OCR worker could read the file; will retry",
                metadata: metadata.merging(["error": "\(reason)", "retryInSeconds": "\(delay)"]) { $1 })
            try database.moveJob(id, to: .waitingRetry, error: reason, nextAttemptAt: Date().addingTimeInterval(delay))
            return nil
        case .transient(let reason) where !retry.allowsRetry(afterAttempt: job.attempts):
            let message = "gave up after \(job.attempts) attempts: \(reason)"
            logger.error("receipt failed", metadata: metadata.merging(["error": "\(message)"]) { $1 })
            // An unreadable file (permissions) changed later is worth another look too.
            return try database.moveJob(id, to: .failed, error: message, failedOnContent: true)
        case .transient(let reason):
            let delay = retry.delay(afterAttempt: job.attempts)
            logger.warning(
                "transient failure; will retry",
                metadata: metadata.merging(["error": "\(reason)", "retryInSeconds": "\(delay)"]) { $1 }
            )
            try database.moveJob(id, to: .waitingRetry, error: reason, nextAttemptAt: Date().addingTimeInterval(delay))
            return nil
        }
    }
}
