import Foundation
import LarderBarcode
import LarderCore
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
    private let scanner: BarcodeScanner
    private let logger: Logger
    private let extractor: (any LLMService)?

    /// - Parameter extractor: The backend that reads the nutrition table; `nil` uses `reader`, the offline rules.
    public init(
        recognizer: any TextRecognizer, database: LarderDatabase, reader: NutritionLabelReader = NutritionLabelReader(),
        scanner: BarcodeScanner = BarcodeScanner(), logger: Logger = Logger(label: "larder.labels"),
        extractor: (any LLMService)? = nil
    ) {
        self.recognizer = recognizer
        self.database = database
        self.extractor = extractor
        self.reader = reader
        self.scanner = scanner
        self.logger = logger
    }

    /// Reads and stores the label in the image at `url`.
    /// - Parameters:
    ///   - barcode: The product's barcode when known; otherwise the first EAN/UPC in the image is used.
    ///     A food with the barcode is updated instead of a new one added.
    ///   - jobId: The daemon job reading the label, marked with its food in the same transaction as the food.
    /// - Throws: `PipelineError` when the file cannot be read, `OCRError`, `BarcodeError`, `ExtractionError` when
    ///   the text holds no nutrition table, or `DatabaseError`.
    public func process(fileAt url: URL, barcode: String? = nil, forJob jobId: Int64? = nil) async throws
        -> LabelOutcome
    {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw PipelineError(.unreadableFile, file: url.path, message: "cannot read the label image: \(error)")
        }
        let text = try await recognizer.recognize(imageData: data, named: url.path)
        let label = try await read(text)
        let code = try barcode ?? scanner.barcodes(inImageAt: url.path).first?.digits
        let fallbackName = url.deletingPathExtension().lastPathComponent
        let stored = try database.saveLabel(label, barcode: code, fallbackName: fallbackName, forJob: jobId)
        logger.info(
            "label stored",
            metadata: [
                "file": "\(url.path)", "food": "\(stored.food.id ?? 0)", "relinked": "\(stored.relinkedItemIds.count)",
                "needsReview": "\(label.needsReview)",
            ]
        )
        return LabelOutcome(file: url.path, label: label, barcode: code, stored: stored)
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
