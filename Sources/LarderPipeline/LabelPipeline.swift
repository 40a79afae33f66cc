import Foundation
import LarderCore
import LarderExtraction
import LarderLLM
import LarderStore
import Logging

/// What reading one label image produced.
public struct LabelOutcome: Sendable {
    public var file: String
    public var label: NutritionLabel
    /// The barcode given or read from the image, if any.
    public var barcode: String?
    public var stored: StoredLabel
}

/// Turns a photo of a nutrition label into a food: OCR and a barcode scan, the offline label reader, then the
/// food bank, which updates the food with the same barcode and re-links earlier items the food fits better.
public struct LabelPipeline: Sendable {
    private let recognizer: any TextRecognizer
    private let database: LarderDatabase
    private let reader: NutritionLabelReader
    private let logger: Logger
    private let extractor: (any LLMService)?

    /// - Parameter extractor: The backend that reads the nutrition table; `nil` uses `reader`, the offline rules.
    public init(
        recognizer: any TextRecognizer, database: LarderDatabase, reader: NutritionLabelReader = NutritionLabelReader(),
        logger: Logger = Logger(label: "larder.labels"),
        extractor: (any LLMService)? = nil
    ) {
        self.recognizer = recognizer
        self.database = database
        self.extractor = extractor
        self.reader = reader
        self.logger = logger
    }

    /// Reads and stores the label in the image at `url`.
    /// - Parameters:
    ///   - barcode: The product's barcode when known; otherwise the first EAN/UPC in the image is used.
    ///     A food with the barcode is updated instead of a new one added.
    ///   - jobId: The daemon job reading the label, marked with its food in the same transaction as the food.
    /// - Throws: ``ProcessingFailure`` saying at which stage it failed and whether trying again may help: the file
    ///   cannot be read, OCR failed (or no worker could scan for a barcode), the text holds no nutrition table, or
    ///   the database refused.
    public func process(fileAt url: URL, barcode: String? = nil, forJob jobId: Int64? = nil) async throws
        -> LabelOutcome
    {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let unreadable = PipelineError(.unreadableFile, file: url.path, message: "cannot read the label image: \(error)")
            throw ProcessingFailure(unreadable, at: .reading)
        }
        let text = try await failing(at: .recognition) { try await recognizer.recognize(imageData: data, named: url.path) }
        let label = try await failing(at: .extraction) { try await read(text) }
        var code = barcode
        if code == nil { code = try await scannedBarcode(in: data, named: url.path) }
        let fallbackName = url.deletingPathExtension().lastPathComponent
        let stored = try await failing(at: .storing) {
            try database.saveLabel(label, barcode: code, fallbackName: fallbackName, forJob: jobId)
        }
        logger.info(
            "label stored",
            metadata: [
                "file": "\(url.path)", "food": "\(stored.food.id ?? 0)", "relinked": "\(stored.relinkedItemIds.count)",
                "needsReview": "\(label.needsReview)",
            ]
        )
        return LabelOutcome(file: url.path, label: label, barcode: code, stored: stored)
    }

    /// The first barcode in the image. A barcode only names the product: a scan that fails for the image's sake
    /// (an image over the scanner's pixel limit that OCR was allowed to read, one that crashed or hung the
    /// scanner's worker, ZBar not installed) stores the label without one rather than losing it. A scan that found
    /// no worker able to run it, or was cancelled (a stopping daemon), is no answer about the image: the label is
    /// read again later, so its barcode is not lost for good.
    private func scannedBarcode(in data: Data, named name: String) async throws -> String? {
        do {
            return try await recognizer.barcodes(inImageData: data, named: name).first?.digits
        } catch is CancellationError {
            throw ProcessingFailure.cancelled(at: .recognition)
        } catch let worker as OCRWorkerError where worker.code == .unavailable {
            throw ProcessingFailure(worker, at: .recognition)
        } catch {
            logger.warning(
                "cannot look for the label's barcode; storing it without one", metadata: ["file": "\(name)", "error": "\(error)"])
            return nil
        }
    }

    /// Runs one stage, its error classified once as a ``ProcessingFailure`` of that stage.
    private func failing<Value>(at stage: ProcessingFailure.Stage, _ body: () async throws -> Value) async throws
        -> Value
    {
        do {
            return try await body()
        } catch let failure as ProcessingFailure {
            throw failure
        } catch {
            throw ProcessingFailure(error, at: stage)
        }
    }

    /// The label through the backend, its model calls kept in the usage ledger (with no receipt).
    private func read(_ text: RecognizedText) async throws -> NutritionLabel {
        guard let extractor else { return try reader.read(text.text) }
        let callLog = LLMCallLog()
        do {
            let label = try await LLMCallLog.$current.withValue(callLog) { try await extractor.readLabel(from: text) }
            try database.recordCalls(callLog.calls.map(LLMCallRecord.init), receiptId: nil)
            return label
        } catch {
            try? database.recordCalls(callLog.calls.map(LLMCallRecord.init), receiptId: nil)
            throw error
        }
    }
}
