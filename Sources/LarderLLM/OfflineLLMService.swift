import LarderCore

/// The default extraction backend: rules over the OCR words, with no key and no network.
///
/// It reads the shop, address, date, currency, total and article lines of German and English
/// receipts, joins quantity lines, deposits and discounts to their articles, lets arithmetic choose
/// between OCR readings, and names articles in English from a built-in grocery vocabulary.
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

    /// Reads a grocery trip from one receipt's OCR output.
    ///
    /// - Parameter ocr: The recognised text with word boxes; plain text without words also works.
    /// - Returns: The trip, with unknown values `nil` and doubts in `warnings`.
    /// - Throws: ``ExtractionError`` with code `emptyInput` when the OCR output has nothing to read.
    public func extractReceipt(from ocr: RecognizedText) async throws -> ExtractedReceipt {
        let rows = ReceiptLayout.rows(of: ocr)
        guard Self.hasText(rows) else {
            throw ExtractionError(
                .emptyInput, backend: backend,
                message: "the OCR output holds no text; check that the image shows a receipt and is readable")
        }
        return ReceiptReader.read(rows)
    }

    /// Whether any row holds a letter or digit: OCR of a blank or unreadable image gives only noise marks.
    static func hasText(_ rows: [ReceiptRow]) -> Bool {
        rows.contains { $0.text.contains { $0.isLetter || $0.isNumber } }
    }
}
