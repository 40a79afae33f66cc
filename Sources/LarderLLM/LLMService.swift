import LarderCore
import LarderExtraction

/// Something that turns OCR output into structured grocery data: the offline rules, or a language model.
///
/// Every backend returns the same types, so the pipeline cannot tell them apart.
public protocol LLMService: Sendable {
    /// The backend's name as stored with each extraction run: "offline", "openai", "claude".
    var backend: String { get }
    /// The model or rule-set version used, stored with each run so reprocessing can select by it.
    var model: String { get }

    /// Reads a grocery trip from one receipt's OCR output.
    ///
    /// - Parameter ocr: The recognised text with word boxes.
    /// - Returns: The trip. Values the receipt does not show are `nil`; doubts go into `warnings`.
    /// - Throws: ``ExtractionError`` when the backend cannot produce a result at all.
    func extractReceipt(from ocr: RecognizedText) async throws -> ExtractedReceipt

    /// Reads a grocery trip from OCR output, with the receipt's images for backends that can look at them.
    ///
    /// - Parameter images: The page images in order; backends that cannot use them ignore them.
    func extractReceipt(from ocr: RecognizedText, images: [ReceiptImage]) async throws -> ExtractedReceipt

    /// Estimates the typical nutrition of a food the food bank lacks, per 100 g.
    ///
    /// - Parameters:
    ///   - name: The food's English name, e.g. "oat milk".
    ///   - category: Its category, which narrows the estimate.
    /// - Returns: Every value of ``Nutrition`` filled in.
    /// - Throws: ``ExtractionError`` `unsupported` from backends that cannot estimate (the offline rules),
    ///   `malformedReply` when the estimate stays implausible after a repair request.
    func estimateNutrition(ofFood name: String, category: FoodCategory) async throws -> Nutrition

    /// The shopping-list aisles of items a person typed, one per item in their order.
    ///
    /// - Parameter items: The names as typed, e.g. `["Halloumi", "Spülmaschinentabs"]`.
    /// - Throws: ``ExtractionError`` `unsupported` from backends without a model (the offline rules),
    ///   `malformedReply` when the answer stays unusable after a repair request.
    func categorise(shoppingItems items: [String]) async throws -> [ShoppingCategory]

    /// Reads a photographed recipe's title and ingredient lines, from its OCR text and (for a model that sees)
    /// the photo.
    /// - Returns: Possibly no lines, when the photo holds no recipe.
    /// - Throws: ``ExtractionError`` `malformedReply` when a model's answer stays unusable after a repair request.
    func readRecipe(from ocr: RecognizedText, images: [ReceiptImage]) async throws -> RecipeReading

    /// Reads the nutrition facts of a product label from its OCR output, converted to per 100 g.
    ///
    /// - Parameter ocr: The recognised text of the label.
    /// - Returns: The label; numbers that do not add up are in its `reviewReasons`.
    /// - Throws: ``ExtractionError`` `emptyInput` when the text holds no nutrition table.
    func readLabel(from ocr: RecognizedText) async throws -> NutritionLabel
}

extension LLMService {
    /// Text only: the offline rules and any backend without eyes.
    public func extractReceipt(from ocr: RecognizedText, images: [ReceiptImage]) async throws -> ExtractedReceipt {
        try await extractReceipt(from: ocr)
    }

    /// Backends without a model cannot estimate; the food is then left for a person to add.
    public func estimateNutrition(ofFood name: String, category: FoodCategory) async throws -> Nutrition {
        throw ExtractionError(
            .unsupported, backend: backend,
            message: "this backend cannot estimate nutrition; use --backend openai or claude, or add the food by hand")
    }

    /// Backends without a model leave the aisle to the vocabulary, the food bank and the person.
    public func categorise(shoppingItems items: [String]) async throws -> [ShoppingCategory] {
        throw ExtractionError(
            .unsupported, backend: backend, message: "this backend cannot sort items into aisles; use openai or claude")
    }

    /// The offline recipe reader: the OCR text's ingredient section.
    public func readRecipe(from ocr: RecognizedText, images: [ReceiptImage]) async throws -> RecipeReading {
        RecipeReading(page: RecipePage(text: ocr.text))
    }

    /// The offline label reader: rules that need no model.
    public func readLabel(from ocr: RecognizedText) async throws -> NutritionLabel {
        try NutritionLabelReader().read(ocr.text)
    }
}
