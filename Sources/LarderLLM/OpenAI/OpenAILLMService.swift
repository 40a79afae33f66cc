import Foundation
import LarderCore
import Logging

/// Extraction by an OpenAI-compatible Chat Completions API with a strict JSON schema.
///
/// Works with OpenAI itself and with servers that speak its wire format (Ollama, llama.cpp's server,
/// vLLM, llama-cpp-python's server) through ``Configuration/baseURL``. A server that refuses the strict
/// schema is asked in a simpler form (see ``StructuredOutput``), and the form it took is remembered.
public struct OpenAILLMService: LLMService {
    /// Settings of the OpenAI backend.
    public struct Configuration: Sendable, Hashable {
        /// Default "gpt-4.1-mini".
        public var model = "gpt-4.1-mini"
        /// The API root, to which `/chat/completions` is added (before any query). Default "https://api.openai.com/v1".
        public var baseURL = "https://api.openai.com/v1"
        /// How long one call may take before it counts as failed and is retried. Default 60 s.
        public var timeout: Duration = .seconds(60)
        /// The reply's token limit; a receipt of 60 articles needs about 4,000. Default 8,192.
        public var maxOutputTokens = 8192
        public var retryPolicy = RetryPolicy()
        /// Prices for the usage ledger. Default ``PriceTable/defaults``.
        public var prices = PriceTable.defaults
        /// Whether the receipt image goes along with the OCR text. Default `never`.
        public var sendImage = ImagePolicy.never
        /// OCR confidence (0-100) below which `auto` sends the image. Default 70, the review threshold.
        public var lowConfidence = 70.0

        public init() {}
    }

    /// Always "openai".
    public let backend = "openai"
    public let model: String
    private var extraction: RemoteExtraction

    /// Creates the backend.
    /// - Parameters:
    ///   - key: The API key; `nil` for local servers that need none.
    ///   - matcher: The food bank's matcher, whose candidates the model chooses from; `nil` offers none.
    ///   - sleep: Waits between retries; defaults to `Task.sleep`.
    public init(
        configuration: Configuration = Configuration(), key: APIKey?, matcher: FoodMatcher? = nil,
        logger: Logger = Logger(label: "larder.llm.openai"),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.init(
            configuration: configuration, key: key, matcher: matcher, logger: logger, sleep: sleep,
            structuredOutputs: .shared)
    }

    /// Creates the backend with its own memory of which form each server accepts, so tests stay apart.
    init(
        configuration: Configuration, key: APIKey?, matcher: FoodMatcher? = nil, logger: Logger,
        sleep: @escaping @Sendable (Duration) async throws -> Void, structuredOutputs: StructuredOutputMemory
    ) {
        model = configuration.model
        extraction = RemoteExtraction(
            backend: backend, timeout: configuration.timeout, retryPolicy: configuration.retryPolicy,
            matcher: matcher, logger: logger, sleep: sleep
        ) {
            OpenAIChatProvider(configuration: configuration, key: key, transport: $0, memory: structuredOutputs)
        }
        extraction.imagePolicy = configuration.sendImage
        extraction.lowConfidence = configuration.lowConfidence
    }

    /// Reads a grocery trip from one receipt's OCR output with one call (two when the first needs repair).
    /// - Throws: ``ExtractionError``: `emptyInput`, `invalidKey`, `quotaExceeded`, `unavailable` after the
    ///   retries, `malformedReply` when the server does not speak Chat Completions.
    public func extractReceipt(from ocr: RecognizedText) async throws -> ExtractedReceipt {
        try await extraction.extractReceipt(from: ocr)
    }

    /// Reads a trip, sending the images too when ``Configuration/sendImage`` says so.
    public func extractReceipt(from ocr: RecognizedText, images: [ReceiptImage]) async throws -> ExtractedReceipt {
        try await extraction.extractReceipt(from: ocr, images: images)
    }

    /// Estimates a food's nutrition per 100 g with one call (two when the first answer is implausible).
    /// - Throws: ``ExtractionError`` as ``extractReceipt(from:)`` does; `malformedReply` for an estimate that
    ///   stays implausible.
    public func estimateNutrition(ofFood name: String, category: FoodCategory) async throws -> Nutrition {
        try await extraction.estimateNutrition(ofFood: name, category: category)
    }

    /// Reads a recipe photo with one call (two when the first does not fit the schema), the photo sent along.
    public func readRecipe(from ocr: RecognizedText, images: [ReceiptImage]) async throws -> RecipeReading {
        try await extraction.readRecipe(from: ocr, images: images)
    }

    /// Sorts shopping-list items into aisles with one call (two when the first does not fit the schema).
    public func categorise(shoppingItems items: [String]) async throws -> [ShoppingCategory] {
        try await extraction.categorise(shoppingItems: items)
    }

    /// Reads a label's nutrition facts with one call (two when the first does not fit the schema).
    public func readLabel(from ocr: RecognizedText) async throws -> NutritionLabel {
        try await extraction.readLabel(from: ocr)
    }
}
