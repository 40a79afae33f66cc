import ArgumentParser
import Foundation
import LarderCore
import LarderLLM

/// The extraction backends `--backend` accepts.
enum ExtractionBackend: String, CaseIterable, ExpressibleByArgument {
    /// Built-in rules: no key, no network.
    case offline
    /// OpenAI's Chat Completions, or a compatible server (Ollama, llama.cpp, vLLM) via the base URL.
    case openai
    /// Anthropic's Messages API.
    case claude
}

/// `--backend`, `--model` and `--base-url`, and the service they make.
struct BackendOptions: ParsableArguments {
    @Option(name: .long, help: "The extraction backend.")
    var backend: ExtractionBackend = .offline

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
    var chain: [ExtractionBackend] = []

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
        if backend == .offline, chain.isEmpty, model != nil || baseURL != nil {
            throw ValidationError("--model and --base-url need --backend openai or --backend claude")
        }
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

    /// Makes the chosen backend; network backends find their key in the environment, a key file named by
    /// `$OPENAI_API_KEY_FILE` / `$ANTHROPIC_API_KEY_FILE`, or the systemd credentials folder.
    /// - Parameter matcher: The food bank's matcher, whose candidates a model chooses from; evaluated only for
    ///   a network backend.
    /// - Parameter prices: The price table for the usage ledger.
    /// - Throws: `ValidationError` when a network backend has no key; what building the matcher throws.
    func makeService(
        for backend: ExtractionBackend, matcher: @autoclosure () throws -> FoodMatcher, prices: PriceTable = .defaults
    ) throws -> any LLMService {
        switch backend {
        case .offline:
            return OfflineLLMService()
        case .openai:
            let (configuration, key) = try openAISettings(prices: prices)
            return OpenAILLMService(configuration: configuration, key: key, matcher: try matcher())
        case .claude:
            let (configuration, key) = try claudeSettings(prices: prices)
            return ClaudeLLMService(configuration: configuration, key: key, matcher: try matcher())
        }
    }

    /// The OpenAI backend's settings and key, from the flags and the environment.
    /// - Throws: `ValidationError` when OpenAI itself (not a local server) is chosen without a key.
    func openAISettings(prices: PriceTable = .defaults) throws -> (OpenAILLMService.Configuration, APIKey?) {
        let environment = ProcessInfo.processInfo.environment
        var configuration = OpenAILLMService.Configuration()
        configuration.prices = prices
        configuration.sendImage = sendImage
        configuration.timeout = .milliseconds(Int64((requestTimeoutSeconds * 1000).rounded()))
        configuration.maxOutputTokens = maxOutputTokens
        if let model { configuration.model = model }
        if let url = resolvedBaseURL(variable: "OPENAI_BASE_URL", environment) { configuration.baseURL = url }
        let key = APIKey.find(
            variable: "OPENAI_API_KEY", keyFile: environment["OPENAI_API_KEY_FILE"], credential: "openai-api-key")
        // Local OpenAI-compatible servers need no key; OpenAI itself does.
        if key == nil, configuration.baseURL == OpenAILLMService.Configuration().baseURL {
            throw ValidationError(Self.missingKey("OPENAI_API_KEY", credential: "openai-api-key"))
        }
        return (configuration, key)
    }

    /// The Claude backend's settings and key, from the flags and the environment.
    /// - Throws: `ValidationError` when there is no key.
    func claudeSettings(prices: PriceTable = .defaults) throws -> (ClaudeLLMService.Configuration, APIKey) {
        let environment = ProcessInfo.processInfo.environment
        var configuration = ClaudeLLMService.Configuration()
        configuration.prices = prices
        configuration.sendImage = sendImage
        configuration.timeout = .milliseconds(Int64((requestTimeoutSeconds * 1000).rounded()))
        configuration.maxOutputTokens = maxOutputTokens
        if let model { configuration.model = model }
        if let url = resolvedBaseURL(variable: "ANTHROPIC_BASE_URL", environment) { configuration.baseURL = url }
        let found = APIKey.find(
            variable: "ANTHROPIC_API_KEY", keyFile: environment["ANTHROPIC_API_KEY_FILE"],
            credential: "anthropic-api-key")
        guard let key = found else {
            throw ValidationError(Self.missingKey("ANTHROPIC_API_KEY", credential: "anthropic-api-key"))
        }
        return (configuration, key)
    }

    /// `--base-url`, else the environment variable when set and not empty.
    private func resolvedBaseURL(variable: String, _ environment: [String: String]) -> String? {
        baseURL ?? environment[variable].flatMap { $0.isEmpty ? nil : $0 }
    }

    private static func missingKey(_ variable: String, credential: String) -> String {
        "no API key: set \(variable), name a key file in \(variable)_FILE, or pass the systemd credential "
            + "'\(credential)'"
    }
}

extension ImagePolicy: ExpressibleByArgument {}
