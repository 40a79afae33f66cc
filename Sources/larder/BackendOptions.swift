import ArgumentParser
import Foundation
import LarderCore
import LarderLLM
import LarderPipeline
import LarderStore

extension ExtractionSettings.Backend: ExpressibleByArgument {}

/// `--backend`, `--chain`, `--model`, `--base-url` and their limits: the ``ExtractionSettings`` they make.
struct BackendOptions: ParsableArguments {
    @Option(name: .long, help: "The extraction backend.")
    var backend: ExtractionSettings.Backend = .offline

    @Option(name: .long, help: "The model (openai: gpt-4.1-mini, claude: claude-sonnet-4-5-20250929).")
    var model: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The API root. Default: $OPENAI_BASE_URL or $ANTHROPIC_BASE_URL, else the provider's.", valueName: "url"))
    var baseURL: String?

    @Option(
        name: .long, parsing: .upToNextOption,
        help: ArgumentHelp(
            "Backends to try in order when one is unavailable or over budget, e.g. --chain claude openai offline.",
            valueName: "backend"))
    var chain: [ExtractionSettings.Backend] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "US dollars per UTC month for network backends; past it, the chain falls through.", valueName: "usd"))
    var monthlyBudgetUsd: Double?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Seconds one receipt may spend in a chain's network backends, retries included, before it moves on.",
            valueName: "seconds"))
    var chainTimeoutSeconds: Double = 120

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Seconds one call to a network backend may take before it counts as failed and is retried; "
                + "a local server on a small machine may need several minutes.",
            valueName: "seconds"))
    var requestTimeoutSeconds: Double = 60

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The most tokens a network backend's reply may hold; a receipt of 60 articles needs about 4,000.",
            valueName: "tokens"))
    var maxOutputTokens = 8192

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Send the receipt image too: never, auto (when OCR confidence is below 70) or always.",
            valueName: "when"))
    var sendImage: ImagePolicy = .never

    @Flag(
        name: .long,
        help: "Add a food with model-estimated nutrition (source llm_estimate) for each food item the bank lacks.")
    var autoAddFoods = false

    func validate() throws {
        if let contradiction = settings.contradiction() { throw ValidationError(contradiction) }
        if !chain.isEmpty, backend != .offline {
            throw ValidationError("--chain replaces --backend; give one of them")
        }
        if let monthlyBudgetUsd, monthlyBudgetUsd < 0 {
            throw ValidationError("--monthly-budget-usd must be 0 or more")
        }
        guard chainTimeoutSeconds > 0, chainTimeoutSeconds.isFinite else {
            throw ValidationError("--chain-timeout-seconds must be more than 0, e.g. 120")
        }
        guard requestTimeoutSeconds > 0, requestTimeoutSeconds.isFinite else {
            throw ValidationError("--request-timeout-seconds must be more than 0, e.g. 60")
        }
        guard maxOutputTokens >= 256 else {
            throw ValidationError("--max-output-tokens must be at least 256, e.g. 8192")
        }
    }

    /// The settings the flags give.
    var settings: ExtractionSettings {
        var settings = ExtractionSettings()
        settings.backend = backend
        settings.chain = chain
        settings.model = model
        settings.baseURL = baseURL
        settings.monthlyBudgetUSD = monthlyBudgetUsd
        settings.chainTimeoutSeconds = chainTimeoutSeconds
        settings.requestTimeoutSeconds = requestTimeoutSeconds
        settings.maxOutputTokens = maxOutputTokens
        settings.sendImage = sendImage
        settings.autoAddFoods = autoAddFoods
        return settings
    }

    /// The extractor the flags describe (see ``ExtractionSettings/makeExtractor(matcher:database:environment:)``).
    /// - Throws: `ValidationError` when a network backend has no key; what building the matcher throws.
    func makeExtractor(matcher: @autoclosure () throws -> FoodMatcher, database: LarderDatabase) throws
        -> any LLMService
    {
        try Self.asUsageError { try settings.makeExtractor(matcher: try matcher(), database: database) }
    }

    /// A missing key is a mistake in how Larder was called: shown with the usage, exit code 2.
    static func asUsageError<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let error as ExtractorSettingsError {
            throw ValidationError(error.message)
        }
    }
}

extension ImagePolicy: ExpressibleByArgument {}
