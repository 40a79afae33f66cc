import LarderCore
import LarderExtraction

/// The default extraction backend: LarderExtraction's rules over the OCR words, with no key and no network.
///
/// A thin ``LLMService`` over ``LarderExtraction/ReceiptReader`` and ``LarderExtraction/NutritionLabelReader``,
/// so the pipeline treats the rules like any model.
public struct OfflineLLMService: LLMService {
    /// Settings of the offline backend.
    public struct Configuration: Sendable, Hashable {
        /// The rule-set version stored with each extraction run. Defaults to "rules-1".
        public var model: String

        /// Creates a configuration.
        /// - Parameter model: The rule-set version; defaults to "rules-1".
        public init(model: String = "rules-1") {
            self.model = model
        }
    }

    /// Always "offline".
    public let backend = "offline"
    public let model: String

    /// Creates the offline backend.
    /// - Parameter configuration: Settings; the defaults suit every receipt.
    public init(configuration: Configuration = Configuration()) {
        self.model = configuration.model
    }

    /// Reads a grocery trip from one receipt's OCR output with ``LarderExtraction/ReceiptReader``.
    ///
    /// - Parameter ocr: The recognised text with word boxes; plain text without words also works.
    /// - Returns: The trip, with unknown values `nil` and doubts in `warnings`.
    /// - Throws: ``ExtractionError`` with code `emptyInput` when the OCR output has nothing to read.
    public func extractReceipt(from ocr: RecognizedText) async throws -> ExtractedReceipt {
        try ReceiptReader.receipt(from: ocr)
    }
}
