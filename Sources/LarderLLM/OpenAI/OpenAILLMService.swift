import Foundation
import LarderCore
import Logging

/// Extraction by an OpenAI-compatible Chat Completions API with a strict JSON schema.
///
/// Works with OpenAI itself and with servers that speak its wire format (Ollama, llama.cpp's server,
/// vLLM) through ``Configuration/baseURL``.
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
        model = configuration.model
        extraction = RemoteExtraction(
            backend: backend, timeout: configuration.timeout, retryPolicy: configuration.retryPolicy,
            matcher: matcher, logger: logger, sleep: sleep
        ) { OpenAIChatProvider(configuration: configuration, key: key, transport: $0) }
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

    /// Reads a label's nutrition facts with one call (two when the first does not fit the schema).
    public func readLabel(from ocr: RecognizedText) async throws -> NutritionLabel {
        try await extraction.readLabel(from: ocr)
    }
}

/// Chat Completions on the wire.
struct OpenAIChatProvider: ChatProvider {
    var configuration: OpenAILLMService.Configuration
    var key: APIKey?
    var transport: LLMTransport

    func send(_ conversation: [ChatTurn], task: ChatTask) async throws -> ChatReply {
        let messages =
            [OpenAIWire.Request.Message(role: "system", content: task.instructions)]
            + conversation.map {
                OpenAIWire.Request.Message(
                    role: $0.role.rawValue, content: $0.text, imageURLs: $0.images.map(\.dataURL))
            }
        let request = OpenAIWire.Request(
            model: configuration.model, messages: messages,
            responseFormat: .init(
                jsonSchema: .init(name: task.schemaName, strict: true, schema: task.schema)),
            maxCompletionTokens: configuration.maxOutputTokens, temperature: 0)
        let headers = key.map { [("authorization", "Bearer \($0.secret)")] } ?? []
        let url = configuration.baseURL.appendingAPIPath("/chat/completions")
        let call = LLMTransport.CallDescription(
            model: configuration.model, purpose: conversation.count > 1 ? "repair" : task.purpose,
            prices: configuration.prices, usage: OpenAIWire.tokenUsage(of:))
        let body = try await transport.postRecording(
            try WireJSON.encode(request), to: url, headers: headers, key: key, call: call)
        let response = try WireJSON.decode(OpenAIWire.Response.self, from: body, backend: "openai")
        guard let choice = response.choices.first else {
            throw ExtractionError(.malformedReply, backend: "openai", message: "the reply has no choices")
        }
        let content = Data((choice.message.content ?? "").utf8)
        if let refusal = choice.message.refusal {
            return ChatReply(content: content, problem: "the model refused: \(refusal)")
        }
        if choice.finishReason == "length" {
            return ChatReply(
                content: content, problem: "the reply was cut off at the token limit (finish_reason length)")
        }
        return ChatReply(content: content)
    }
}
