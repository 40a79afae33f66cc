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

    /// Frees the OCR engines of an idle worker, the database's caches, and the memory they held.
    func releaseEngines() {
        recognizer.release()
        labelRecognizer.release()
        database.releaseMemory()
        MemoryTrim.returnFreedMemory()
    }

    /// Processes `job`, which ``LarderDatabase/claimNextJob(now:)`` has just moved to `ocr`.
    func process(_ job: JobRecord, settings: DaemonSettings) async throws {
        guard let id = job.id else { return }
        guard FileManager.default.fileExists(atPath: job.sourcePath) else {
            // Taken back by its owner before it was read: nothing to store and nothing to move.
            try database.moveJob(id, to: .failed, error: "the file left the inbox before it was read")
            try database.markJobMoved(id, to: "")
            logger.warning("file left the inbox before it was read", metadata: ["file": "\(job.sourcePath)"])
            return
        }
        let resolution: JobResolution
        if let notImage = notAnImage(job) {
            resolution = .permanent(notImage)
        } else if job.kind == .label {
            let reader = LabelJobReader(
                database: database, recognizer: labelRecognizer, extractor: extractor, metrics: metrics,
                logger: logger
            )
            resolution = await reader.read(job, id: id)
        } else {
            resolution = await read(job, id: id, settings: settings)
        }
        // A job cancelled by a stopping daemon failed because of the stop, not the receipt: it is not recorded,
        // so it stays in flight for the next start. One that got stored is recorded as usual.
        if Task.isCancelled, resolution.isFailure { throw CancellationError() }
        let finished = try record(resolution, for: job, id: id, settings: settings)
        if let finished {
            metrics.recordFinished(finished.state, isLabel: job.kind == .label)
            try FileDisposal(database: database, logger: logger).dispose(finished, settings: settings)
        }
    }

    /// Why the job's content is not an image, or `nil` when every file in it is one.
    private func notAnImage(_ job: JobRecord) -> String? {
        let files = job.isFolder ? InboxScanner.pages(ofFolder: job.sourcePath) : [job.sourcePath]
        for file in files where ImageSniffer.format(ofFileAt: file) == nil {
            guard FileManager.default.isReadableFile(atPath: file) else { return nil }
            let name = URL(fileURLWithPath: file).lastPathComponent
            return "\(name) is not a JPEG, PNG, TIFF or WebP image (checked by its content, not its name)"
        }
        return nil
    }

    private func read(_ job: JobRecord, id: Int64, settings: DaemonSettings) async -> JobResolution {
        let recorder = FailureRecorder()
        let database = database
        let logger = logger
        let metrics = metrics
        let tracking = TrackingRecognizer(base: recognizer, recorder: recorder) { duration in
            metrics.recordOCR(duration)
            do {
                try database.moveJob(id, to: .extracting)
            } catch {
                logger.warning("cannot record the job's progress", metadata: ["job": "\(id)", "error": "\(error)"])
            }
        }
        let pipeline = ReceiptPipeline(
            recognizer: tracking,
            extractor: TrackingExtractor(base: extractor, recorder: recorder, didExtract: metrics.recordExtraction),
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
        let isOwn = ownsDuplicate(outcome, job: job, id: id)
        return JobResolution(outcome, errors: recorder.recorded, ownsDuplicate: isOwn)
    }

    private func pipelineConfiguration(_ settings: DaemonSettings) -> ReceiptPipeline.Configuration {
        var configuration = ReceiptPipeline.Configuration()
        configuration.autoAddFoods = settings.extraction.autoAddFoods
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
    private func record(_ resolution: JobResolution, for job: JobRecord, id: Int64, settings: DaemonSettings) throws
        -> JobRecord?
    {
        let retry = RetryPolicy(
            baseSeconds: settings.daemon.retryBaseSeconds, maxSeconds: settings.daemon.retryMaxSeconds,
            maxAttempts: settings.daemon.maxAttempts
        )
        let metadata: Logger.Metadata = ["file": "\(job.sourcePath)", "job": "\(id)", "attempt": "\(job.attempts)"]
        switch resolution {
        case .stored(let receiptId, let tripId, let state):
            let finished = try database.moveJob(id, to: state, receiptId: receiptId)
            if let tripId, let earlier = try database.flagPossibleDuplicate(tripId: tripId) {
                logger.warning(
                    "possible duplicate: same store, date and total as an earlier trip",
                    metadata: metadata.merging(["trip": "\(tripId)", "earlierTrip": "\(earlier)"]) { $1 }
                )
            }
            logger.info("receipt stored", metadata: metadata.merging(["state": "\(state.rawValue)"]) { $1 })
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
            return try database.moveJob(id, to: .failed, error: reason)
        case .transient(let reason) where !retry.allowsRetry(afterAttempt: job.attempts):
            let message = "gave up after \(job.attempts) attempts: \(reason)"
            logger.error("receipt failed", metadata: metadata.merging(["error": "\(message)"]) { $1 })
            return try database.moveJob(id, to: .failed, error: message)
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
