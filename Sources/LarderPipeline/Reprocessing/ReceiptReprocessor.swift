import Foundation
import LarderCore
import LarderLLM
import LarderStore
import Logging

/// Reads stored receipts again with the current extraction backend (and, on request, the current OCR), keeping
/// every run and a person's corrections.
///
/// Safe to interrupt and to repeat: each receipt is stored in its own transaction, and a reading that equals
/// the trip stores nothing, so a second run over the same receipts changes nothing.
public struct ReceiptReprocessor: Sendable {
    /// Settings with documented defaults.
    public struct Configuration: Sendable, Hashable {
        /// Compute and report what would change, but store nothing. Default off.
        public var isDryRun = false
        /// Drop a person's corrections instead of laying them over the new reading. Default off.
        public var discardsCorrections = false
        /// Run OCR on the archived image instead of using the stored text. Default off.
        public var rereadsImages = false
        /// Call a paid backend even for text it already read with the same model. Default off.
        public var isForced = false
        /// Add a food with estimated nutrition for each food item the bank lacks, as processing does
        /// (``ExtractionSettings/autoAddFoods``); never in a dry run, which stores nothing, nor for a receipt a
        /// person corrected (unless ``discardsCorrections``), nor for one skipped as already read by the same
        /// model (``isForced`` reads it again). Default off.
        public var autoAddFoods = false
        public var reviewPolicy = ReviewPolicy()

        public init() {}
    }

    private let database: LarderDatabase
    private let extractor: any LLMService
    private let recognizer: (any TextRecognizer)?
    private let matchers: FoodMatcherCache
    private let configuration: Configuration
    private let logger: Logger

    /// - Parameters:
    ///   - recognizer: OCR for `rereadsImages`; may be `nil` otherwise.
    ///   - matchers: The food bank's matcher, shared by the whole batch and built again only when the bank changes
    ///     (a food added for one receipt is matched on the next).
    public init(
        database: LarderDatabase, extractor: any LLMService, recognizer: (any TextRecognizer)?,
        matchers: FoodMatcherCache = FoodMatcherCache(), configuration: Configuration = Configuration(),
        logger: Logger = Logger(label: "larder.reprocess")
    ) {
        self.database = database
        self.extractor = extractor
        self.recognizer = recognizer
        self.matchers = matchers
        self.configuration = configuration
        self.logger = logger
    }

    /// Reprocesses one receipt. Never throws: every failure is an outcome, and the trip is then as it was.
    public func reprocess(receiptId: Int64) async -> ReprocessOutcome {
        do {
            return try await run(receiptId)
        } catch {
            logger.info("reprocessing failed", metadata: ["receipt": "\(receiptId)", "error": "\(error)"])
            return ReprocessOutcome(receiptId: receiptId, status: .failed, error: "\(error)")
        }
    }

    private func run(_ receiptId: Int64) async throws -> ReprocessOutcome {
        guard let receipt = try database.receipt(id: receiptId) else {
            return ReprocessOutcome(receiptId: receiptId, status: .failed, error: "no receipt \(receiptId)")
        }
        let storedOCR = receipt.recognizedText
        let newOCR: RecognizedText?
        if configuration.rereadsImages {
            guard let recognizer else { preconditionFailure("rereadsImages needs a recognizer") }
            newOCR = try await ArchivedImage(recognizer: recognizer).recognize(
                storedPath: receipt.storedPath, receiptId: receiptId)
        } else {
            newOCR = nil
        }
        guard let ocr = newOCR ?? storedOCR else {
            return ReprocessOutcome(
                receiptId: receiptId, status: .failed,
                error: "receipt \(receiptId) has no stored OCR text (it failed before OCR); use --reocr")
        }
        let inputSha256 = ContentHash.sha256(of: Data(ocr.text.utf8))
        let current = try database.currentRunInput(forReceipt: receiptId)
        if !configuration.isForced, extractor.backend != "offline", let current,
            current.run.backend == extractor.backend, current.run.model == extractor.model,
            current.inputSha256 == inputSha256
        {
            return ReprocessOutcome(receiptId: receiptId, status: .upToDate)
        }
        // Text read again that equals the stored text leaves the receipt's OCR as it is.
        let rereadOCR = newOCR.flatMap { $0.text == storedOCR?.text ? nil : $0 }
        return try await extract(
            receipt, receiptId: receiptId, ocr: ocr, rereadOCR: rereadOCR, inputSha256: inputSha256,
            currentRun: current?.run)
    }

    private func extract(
        _ receipt: ReceiptRecord, receiptId: Int64, ocr: RecognizedText, rereadOCR: RecognizedText?,
        inputSha256: String, currentRun: ExtractionRunRecord?
    ) async throws -> ReprocessOutcome {
        let startedAt = Date()
        let extraction: ExtractedReceipt
        // The calls go to the usage ledger like the pipeline's: they were paid for, whatever the run's fate.
        let callLog = LLMCallLog()
        do {
            extraction = try await LLMCallLog.$current.withValue(callLog) {
                try await extractor.extractReceipt(from: ocr)
            }
        } catch {
            var outcome = ReprocessOutcome(receiptId: receiptId, status: .failed, error: "\(error)")
            outcome.calledBackend = true
            if !configuration.isDryRun {
                outcome.runId = try database.store(
                    rerun(receiptId, startedAt, inputSha256, rereadOCR, result: .failed("\(error)")))
            }
            try account(callLog, in: &outcome)
            return outcome
        }
        let corrections = try database.corrections(forReceipt: receiptId)
        var links = try matchers.linker(for: database).links(for: extraction.items)
        // A receipt a person corrected gets no estimated foods: an item they unlinked, skipped or called non-food
        // would get a food (and an alias steering later receipts) their correction then hides.
        let isUncorrected = corrections.isEmpty || configuration.discardsCorrections
        if configuration.autoAddFoods, !configuration.isDryRun, isUncorrected {
            let estimator = FoodEstimator(extractor: extractor, database: database, logger: logger)
            let matched = links
            links = try await LLMCallLog.$current.withValue(callLog) {
                try await estimator.linkingUnmatched(extraction.items, links: matched)
            }
        }
        let reading = TripSnapshot(extraction, links: links)
        let proposed = configuration.discardsCorrections ? reading : reading.applying(corrections)
        let diff = TripDiff(from: try database.snapshot(forReceipt: receiptId), to: proposed)
        let reasons = configuration.reviewPolicy.reasonsForReview(of: proposed.extraction, ocr: ocr)
        let status: ReceiptStatus = reasons.isEmpty ? .done : .needsReview
        let isSame = diff.isEmpty && rereadOCR == nil && currentRun?.backend == extractor.backend
            && currentRun?.model == extractor.model && receipt.status == status
            && !(configuration.discardsCorrections && !corrections.isEmpty)
        var outcome = ReprocessOutcome(receiptId: receiptId, status: isSame ? .unchanged : .changed, diff: diff)
        outcome.calledBackend = true
        if !isSame, !configuration.isDryRun {
            let result = ReceiptRerun.Result.succeeded(
                extraction, snapshot: proposed, status: status,
                reviewReason: reasons.isEmpty ? nil : reasons.joined(separator: "; "))
            outcome.runId = try database.store(rerun(receiptId, startedAt, inputSha256, rereadOCR, result: result))
        }
        try account(callLog, in: &outcome)
        return outcome
    }

    /// Counts the calls and their cost into `outcome` and, unless this is a dry run, records them in the usage
    /// ledger with the receipt (and the new run, when one was stored).
    private func account(_ callLog: LLMCallLog, in outcome: inout ReprocessOutcome) throws {
        let calls = callLog.calls
        outcome.modelCalls = calls.count
        outcome.costUSD = calls.reduce(0) { $0 + ($1.costUSD ?? 0) }
        guard !configuration.isDryRun, !calls.isEmpty else { return }
        try database.recordCalls(calls.map(LLMCallRecord.init), receiptId: outcome.receiptId, runId: outcome.runId)
    }

    private func rerun(
        _ receiptId: Int64, _ startedAt: Date, _ inputSha256: String, _ ocr: RecognizedText?,
        result: ReceiptRerun.Result
    ) -> ReceiptRerun {
        ReceiptRerun(
            receiptId: receiptId, backend: extractor.backend, model: extractor.model, startedAt: startedAt,
            finishedAt: Date(), inputSha256: inputSha256, ocr: ocr, result: result,
            discardsCorrections: configuration.discardsCorrections
        )
    }
}
