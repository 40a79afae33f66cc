import Foundation
import LarderCore
import LarderLLM
import LarderPDF
import LarderStore
import Logging

/// Turns one receipt image or PDF into a stored grocery trip: hash, dedupe, OCR, extraction, one transaction.
///
/// Never throws: every file ends as an outcome, and a file that could be read is stored even when it
/// could not be understood, so nothing is lost.
public struct ReceiptPipeline: Sendable {
    /// Settings with documented defaults.
    public struct Configuration: Sendable, Hashable {
        /// Files larger than this are refused before they are read into memory. Default 100 MiB.
        public var maxFileBytes: Int = 100 * 1024 * 1024
        public var reviewPolicy = ReviewPolicy()
        /// Adds a food with model-estimated nutrition for each food item the bank lacks. Default `false`.
        public var autoAddFoods = false
        /// Whether a path that is a symbolic link is read. Default `true` (a file named on the command line);
        /// the daemon says `false`, as a link in its inbox may point anywhere.
        public var followsLinks = true
        /// The pages and page sizes a PDF receipt may have; pass the OCR's `maxPages` and `maxPixels` on.
        public var pdfLimits = PDFLimits()

        public init() {}

        /// The defaults, with what the extraction settings say about the pipeline (``ExtractionSettings/autoAddFoods``),
        /// so no caller that builds an extractor from the settings can leave it out.
        public init(extraction: ExtractionSettings) {
            autoAddFoods = extraction.autoAddFoods
        }
    }

    private let recognizer: any TextRecognizer
    private let extractor: any LLMService
    private let database: LarderDatabase
    private let configuration: Configuration
    private let matchers: FoodMatcherCache
    private let logger: Logger

    /// - Parameter matchers: The food matcher receipts are linked with; share one between pipelines made for
    ///   each receipt (the daemon's) so the bank is indexed once per change, not once per receipt.
    public init(
        recognizer: any TextRecognizer, extractor: any LLMService, database: LarderDatabase,
        configuration: Configuration = Configuration(), matchers: FoodMatcherCache = FoodMatcherCache(),
        logger: Logger = Logger(label: "larder.pipeline")
    ) {
        self.recognizer = recognizer
        self.extractor = extractor
        self.database = database
        self.configuration = configuration
        self.matchers = matchers
        self.logger = logger
    }

    /// Processes the image or PDF at `url`, told apart by content: a PDF is one receipt, whatever its pages.
    /// - Parameter displayName: How the file is named in the outcome; defaults to the path.
    public func process(fileAt url: URL, displayName: String? = nil) async -> ProcessingOutcome {
        let name = displayName ?? url.path
        let data: Data
        do {
            data = try readFile(at: url, name: name)
        } catch {
            return readFailure(error, name: name)
        }
        let sha256 = ContentHash.sha256(of: data)
        let stored = FileReference(
            sha256: sha256, originalName: url.lastPathComponent, storedPath: url.standardizedFileURL.path
        )
        return await process(file: stored, name: name, images: [data]) {
            try await recognize(data, named: name)
        }
    }

    /// Processes a folder of page images (or PDFs) as one receipt, pages in the order given.
    ///
    /// The receipt's SHA-256 is taken over the pages' hashes in order, so the same pages dropped again are a
    /// duplicate. A page that cannot be read fails the whole receipt.
    /// - Parameters:
    ///   - folder: The folder, stored as the receipt's path.
    ///   - pages: The page files, in reading order.
    public func process(folderAt folder: URL, pages: [URL], displayName: String? = nil) async -> ProcessingOutcome {
        let name = displayName ?? folder.path
        var pageData: [Data] = []
        do {
            for page in pages {
                pageData.append(try readFile(at: page, name: "\(name)/\(page.lastPathComponent)"))
            }
        } catch {
            return readFailure(error, name: name)
        }
        let sha256 = ContentHash.sha256(ofPages: pageData)
        let stored = FileReference(
            sha256: sha256, originalName: folder.lastPathComponent, storedPath: folder.standardizedFileURL.path
        )
        return await process(file: stored, name: name, images: pageData) {
            var texts: [RecognizedText] = []
            for (data, page) in zip(pageData, pages) {
                // A cancelled run (a stopping daemon) stops within a page at Tesseract's next word or the next stage,
                // and reads no more pages.
                try Task.checkCancellation()
                let pageName = "\(name)/\(page.lastPathComponent)"
                texts.append(try await recognize(data, named: pageName))
            }
            return RecognizedText.joining(texts)
        }
    }

    /// Reads one file's text: a PDF's text layer (OCR only for pages without one), or an image's OCR.
    private func recognize(_ data: Data, named name: String) async throws -> RecognizedText {
        guard PDFSniffer.isPDF(data) else { return try await recognizer.recognize(imageData: data, named: name) }
        return try await PDFReceiptReader(recognizer: recognizer, limits: configuration.pdfLimits).read(data, named: name)
    }

    private func process(
        file stored: FileReference, name: String, images: [Data], recognize: () async throws -> RecognizedText
    ) async -> ProcessingOutcome {
        let sha256 = stored.sha256
        do {
            return try await readAndStore(file: stored, name: name, images: images, recognize: recognize)
        } catch is CancellationError {
            // Cancelled during OCR (a stopping daemon): nothing was stored, and the file is read again later.
            return ProcessingOutcome(file: name, sha256: sha256, status: .failed, failure: .cancelled(at: .recognition))
        } catch {
            // Only the database can throw here; the receipt is not stored, so say so plainly.
            logger.info("cannot store receipt", metadata: ["file": "\(name)", "error": "\(error)"])
            return ProcessingOutcome(
                file: name, sha256: sha256, status: .failed,
                failure: ProcessingFailure(error, at: .storing, message: "could not store the receipt: \(error)")
            )
        }
    }

    private struct FileReference {
        var sha256: String
        var originalName: String
        var storedPath: String
    }

    private func readAndStore(
        file: FileReference, name: String, images: [Data], recognize: () async throws -> RecognizedText
    ) async throws -> ProcessingOutcome {
        var outcome = ProcessingOutcome(file: name, sha256: file.sha256, status: .failed)
        let existing = try database.receipt(sha256: file.sha256)
        if let existing, [.done, .needsReview].contains(existing.status) {
            outcome.status = .duplicate
            outcome.duplicateOf = existing.id
            // Show what the earlier copy says, so the user sees which trip this image already is.
            if let id = existing.id, let stored = try database.trip(forReceipt: id) {
                outcome.extraction = stored.extraction
                outcome.foodLinks = try database.foodLinks(of: stored.items)
            }
            logger.info("duplicate receipt", metadata: ["file": "\(name)", "duplicateOf": "\(existing.id ?? 0)"])
            return outcome
        }

        let ocr: RecognizedText
        do {
            if let kept = keptOCR(of: existing, name: name) {
                ocr = kept
            } else {
                ocr = try await recognize()
            }
        } catch is CancellationError {
            // Not a failure of the image: nothing is recorded (see above).
            throw CancellationError()
        } catch {
            let receipt = try database.saveFailure(
                sha256: file.sha256, originalName: file.originalName, storedPath: file.storedPath, error: "\(error)"
            )
            outcome.failure = ProcessingFailure(error, at: .recognition)
            outcome.receiptId = receipt.id
            return outcome
        }
        outcome.ocr = ocr

        let startedAt = Date()
        let extraction: ExtractedReceipt
        // Every model call is kept, also those of a failed run: they were paid for and explain the failure.
        let callLog = LLMCallLog()
        do {
            extraction = try await LLMCallLog.$current.withValue(callLog) {
                // Formats the providers do not take (TIFF) are left out; the text still goes.
                try await extractor.extractReceipt(from: ocr, images: images.compactMap(ReceiptImage.init(data:)))
            }
        } catch {
            // No backend could answer, or the run was cancelled (a stopping daemon): the receipt waits, OCR kept,
            // for the daemon's retry (the offline queue).
            let waits = (error as? ExtractionError)?.code == .unavailable || error is CancellationError
            let receipt = try database.saveFailure(
                sha256: file.sha256, originalName: file.originalName, storedPath: file.storedPath, error: "\(error)",
                ocr: ocr, failedRun: (extractor.backend, extractor.model, startedAt, Date()),
                status: waits ? .queued : .failed
            )
            try database.recordCalls(callLog.calls.map(LLMCallRecord.init), receiptId: receipt.id)
            outcome.backend = extractor.backend
            outcome.failure = ProcessingFailure(error, at: .extraction)
            outcome.receiptId = receipt.id
            return outcome
        }

        // A chain records the backend that answered, so reprocessing can select runs by it.
        let served = callLog.servedBy ?? (extractor.backend, extractor.model)
        outcome.backend = served.backend
        var foodLinks = try matchers.linker(for: database).links(for: extraction.items)
        if configuration.autoAddFoods {
            let estimator = FoodEstimator(extractor: extractor, database: database, logger: logger)
            let matched = foodLinks
            foodLinks = try await LLMCallLog.$current.withValue(callLog) {
                try await estimator.linkingUnmatched(extraction.items, links: matched)
            }
        }
        let reasons = configuration.reviewPolicy.reasonsForReview(of: extraction, ocr: ocr)
        let status: ReceiptStatus = reasons.isEmpty ? .done : .needsReview
        let saved = try database.save(
            ReceiptReading(
                sha256: file.sha256, originalName: file.originalName, storedPath: file.storedPath, ocr: ocr,
                backend: served.backend, model: served.model, startedAt: startedAt, finishedAt: Date(),
                extraction: extraction, status: status,
                reviewReason: reasons.isEmpty ? nil : reasons.joined(separator: "; "), foodLinks: foodLinks
            )
        )
        try database.recordCalls(
            callLog.calls.map(LLMCallRecord.init), receiptId: saved.receiptId, runId: saved.extractionRunId)
        // The trip checks off what it bought on the open shopping lists; the receipt is stored whatever happens.
        do {
            try ShoppingTickOff(database: database, matchers: matchers).tickOff(
                tripId: saved.tripId, items: extraction.items, links: foodLinks)
        } catch {
            logger.warning(
                "the shopping lists were not checked off", metadata: ["file": "\(name)", "error": "\(error)"])
        }
        outcome.status = reasons.isEmpty ? .done : .needsReview
        outcome.reviewReasons = reasons
        outcome.extraction = extraction
        outcome.foodLinks = foodLinks
        outcome.receiptId = saved.receiptId
        outcome.tripId = saved.tripId
        outcome.itemIds = saved.itemIds
        // Debug only: the caller (the daemon's job, the CLI's output) reports the stored receipt once, with more.
        logger.debug(
            "receipt stored",
            metadata: ["file": "\(name)", "receipt": "\(saved.receiptId)", "status": "\(status.rawValue)"]
        )
        return outcome
    }

    /// The OCR an earlier attempt stored when only its extraction failed (a backend was unavailable), so a
    /// retry goes straight to extraction instead of reading the image again.
    private func keptOCR(of receipt: ReceiptRecord?, name: String) -> RecognizedText? {
        guard let receipt, [.failed, .queued].contains(receipt.status), let ocr = receipt.recognizedText else {
            return nil
        }
        logger.info(
            "reusing the OCR of an earlier attempt", metadata: ["file": "\(name)", "receipt": "\(receipt.id ?? 0)"])
        return ocr
    }

    private func readFailure(_ error: any Error, name: String) -> ProcessingOutcome {
        logger.info("cannot read receipt", metadata: ["file": "\(name)", "error": "\(error)"])
        return ProcessingOutcome(file: name, sha256: nil, status: .failed, failure: ProcessingFailure(error, at: .reading))
    }

    private func readFile(at url: URL, name: String) throws -> Data {
        try FileReading.contents(
            of: url.path, name: name, maxBytes: configuration.maxFileBytes, followsLinks: configuration.followsLinks)
    }
}
