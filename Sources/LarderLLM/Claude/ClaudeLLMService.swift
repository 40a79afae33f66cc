import Foundation
import LarderCore
import Logging

/// Extraction by Anthropic's Messages API, the receipt schema forced as a tool's input.
public struct ClaudeLLMService: LLMService {
    /// Settings of the Claude backend.
    public struct Configuration: Sendable, Hashable {
        /// Default "claude-sonnet-4-5-20250929".
        public var model = "claude-sonnet-4-5-20250929"
        /// The API root, to which `/v1/messages` is added (before any query). Default "https://api.anthropic.com".
        public var baseURL = "https://api.anthropic.com"
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

    /// The Messages API version Larder speaks.
    static let apiVersion = "2023-06-01"

    /// Always "claude".
    public let backend = "claude"
    public let model: String
    private var extraction: RemoteExtraction

    /// Creates the backend.
    /// - Parameters:
    ///   - key: The API key, sent as `x-api-key`.
    ///   - matcher: The food bank's matcher, whose candidates the model chooses from; `nil` offers none.
    ///   - sleep: Waits between retries; defaults to `Task.sleep`.
    public init(
        configuration: Configuration = Configuration(), key: APIKey, matcher: FoodMatcher? = nil,
        logger: Logger = Logger(label: "larder.llm.claude"),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        model = configuration.model
        extraction = RemoteExtraction(
            backend: backend, timeout: configuration.timeout, retryPolicy: configuration.retryPolicy,
            matcher: matcher, logger: logger, sleep: sleep
        ) { ClaudeMessagesProvider(configuration: configuration, key: key, transport: $0) }
        extraction.imagePolicy = configuration.sendImage
        extraction.lowConfidence = configuration.lowConfidence
    }

    /// Reads a grocery trip from one receipt's OCR output with one call (two when the first needs repair).
    /// - Throws: ``ExtractionError``: `emptyInput`, `invalidKey`, `unavailable` after the retries,
    ///   `malformedReply` when the server does not speak the Messages API.
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

/// The Messages API on the wire, with a forced tool call.
struct ClaudeMessagesProvider: ChatProvider {
    var configuration: ClaudeLLMService.Configuration
    var key: APIKey
    var transport: LLMTransport

    func send(_ conversation: [ChatTurn], task: ChatTask) async throws -> ChatReply {
        let request = ClaudeWire.Request(
            model: configuration.model, maxTokens: configuration.maxOutputTokens,
            system: [.init(text: task.instructions, cacheControl: .init())],
            messages: conversation.map { .init(role: $0.role.rawValue, content: $0.text, images: $0.images) },
            tools: [.init(name: task.schemaName, description: task.toolDescription, inputSchema: task.schema)],
            toolChoice: .init(name: task.schemaName), temperature: 0)
        let headers = [("x-api-key", key.secret), ("anthropic-version", ClaudeLLMService.apiVersion)]
        let url = configuration.baseURL.appendingAPIPath("/v1/messages")
        let call = LLMTransport.CallDescription(
            model: configuration.model, purpose: conversation.count > 1 ? "repair" : task.purpose,
            prices: configuration.prices, usage: ClaudeWire.tokenUsage(of:))
        let body = try await transport.postRecording(
            try WireJSON.encode(request), to: url, headers: headers, key: key, call: call)
        let response = try WireJSON.decode(ClaudeWire.Response.self, from: body, backend: "claude")
        let input = response.content.first { $0.type == "tool_use" && $0.name == task.schemaName }?.input
        let content = try input.map(WireJSON.encode) ?? Data()
        switch response.stopReason {
        case "max_tokens":
            return ChatReply(
                content: content, problem: "the reply was cut off at the token limit (stop_reason max_tokens)")
        case "refusal":
            let said = response.content.compactMap(\.text).joined(separator: " ")
            return ChatReply(content: content, problem: "the model refused" + (said.isEmpty ? "" : ": \(said)"))
        default:
            guard input != nil else {
                return ChatReply(content: content, problem: "the reply did not call the \(task.schemaName) tool")
            }
            return ChatReply(content: content)
        }
    }
}
