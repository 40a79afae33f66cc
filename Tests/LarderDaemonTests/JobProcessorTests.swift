import Foundation
import LarderLLM
import LarderOCR
import LarderPipeline
import LarderStore
import LarderTestSupport
import Logging
import Testing

@testable import LarderDaemon

/// The crash window between storing a receipt and recording its job, replayed step by step.
struct JobProcessorTests {
    private struct Setup {
        let data: DaemonDataFolder
        let processor: JobProcessor
        var folder: TemporaryDirectory { data.folder }
        var settings: DaemonSettings { data.settings }
        var database: LarderDatabase { data.database }

        init() throws {
            data = try DaemonDataFolder()
            let database = data.database
            processor = JobProcessor(
                database: database, recognizer: LazyRecognizer { try OCRWorker() },
                labelRecognizer: LazyRecognizer { try OCRWorker(configuration: .nutritionLabels) },
                extractor: OfflineLLMService(), matchers: FoodMatcherCache(), metrics: DaemonMetrics(),
                logger: Logger(label: "test"), noWorkerRetries: NoWorkerRetries()
            )
        }

        func drop(_ sample: String, as name: String) throws -> String { try data.drop(sample, as: name) }

        /// Stores the file as the pipeline would, then "crashes": the job is left in flight, unrecorded.
        func storeThenCrash(_ path: String) async throws -> (job: JobRecord, receiptId: Int64?) {
            let job = try database.enqueueJob(sourcePath: path, isFolder: false, sha256: nil)
            _ = try database.claimNextJob()
            let pipeline = ReceiptPipeline(
                recognizer: try OCRWorker(), extractor: OfflineLLMService(), database: database
            )
            let outcome = await pipeline.process(fileAt: URL(fileURLWithPath: path))
            try database.requeueInterruptedJobs()
            return (job, outcome.receiptId)
        }
    }

    @Test func aReceiptStoredBeforeACrashIsClaimedByItsOwnJobNotCalledADuplicate() async throws {
        // Given a receipt that was stored, after which the process died before recording its job
        let setup = try Setup()
        let path = try setup.drop("aldi-nord-01.jpg", as: "aldi.jpg")
        let (job, receiptId) = try await setup.storeThenCrash(path)

        // When the next start takes the job again
        let retried = try #require(try setup.database.claimNextJob())
        try await setup.processor.process(retried, settings: setup.settings)

        // Then the job owns the receipt it stored, and the file is archived once
        let finished = try #require(try setup.database.job(id: job.id!))
        #expect(finished.state == .done || finished.state == .needsReview)
        #expect(finished.receiptId == receiptId)
        #expect(finished.movedTo?.contains("/archive/") == true)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try setup.database.receipt(id: receiptId!)?.storedPath == finished.movedTo)
    }

    @Test func theSameContentUnderAnotherNameIsStillADuplicate() async throws {
        // Given a receipt stored and archived from one name
        let setup = try Setup()
        let first = try setup.drop("aldi-nord-01.jpg", as: "aldi.jpg")
        try setup.database.enqueueJob(sourcePath: first, isFolder: false, sha256: nil)
        try await setup.processor.process(try #require(try setup.database.claimNextJob()), settings: setup.settings)

        // When the same image arrives under another name
        let second = try setup.drop("aldi-nord-01.jpg", as: "copy.jpg")
        let job = try setup.database.enqueueJob(sourcePath: second, isFolder: false, sha256: nil)
        try await setup.processor.process(try #require(try setup.database.claimNextJob()), settings: setup.settings)

        // Then it is a duplicate, moved to the duplicates folder
        let finished = try #require(try setup.database.job(id: job.id!))
        #expect(finished.state == .duplicate)
        #expect(finished.movedTo == setup.settings.resolvedFolders.duplicates + "/copy.jpg")
    }

    @Test func retriesWithoutAWorkerBackOffAndKeepTheirAttempts() async throws {
        // Given a daemon whose OCR worker processes cannot start (its program is gone), and a receipt
        let data = try DaemonDataFolder()
        let workers = OCRWorkerSettings(
            kind: .receipts, languages: "eng", firstReadingLanguages: "eng", pageSegmentationMode: 4,
            maxPixels: 60_000_000, maxPages: 20, maxTotalPixels: 180_000_000)
        let broken = LazyRecognizer {
            try OCRProcessRecognizer(settings: workers, executable: "/nonexistent/larder", secondsPerImage: 10)
        }
        let processor = JobProcessor(
            database: data.database, recognizer: broken, labelRecognizer: broken, extractor: OfflineLLMService(),
            matchers: FoodMatcherCache(), metrics: DaemonMetrics(), logger: Logger(label: "test"),
            noWorkerRetries: NoWorkerRetries())
        let job = try data.database.enqueueJob(
            sourcePath: try data.drop("aldi-nord-01.jpg", as: "aldi.jpg"), isFolder: false, sha256: nil)

        // When it is tried three times, each time as soon as it is due
        var waits: [TimeInterval] = []
        var now = Date()
        for _ in 0..<3 {
            let claimed = try #require(try data.database.claimNextJob(now: now))
            try await processor.process(claimed, settings: data.settings)
            let waiting = try #require(try data.database.job(id: job.id!))
            #expect(waiting.state == .waitingRetry && waiting.attempts == 0, "\(waiting)")
            // From the moment the retry was recorded, however long the attempt took on a busy machine.
            let due = try #require(waiting.nextAttemptAt)
            waits.append(due.timeIntervalSince(waiting.updatedAt))
            now = due.addingTimeInterval(1)
        }

        // Then each wait doubles from the retry base, and the file has used none of its attempts
        let base = data.settings.daemon.retryBaseSeconds
        for (wait, expected) in zip(waits, [base, 2 * base, 4 * base]) {
            #expect(abs(wait - expected) < 1, "\(waits)")
        }
    }

}
