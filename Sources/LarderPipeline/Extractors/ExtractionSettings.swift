import LarderLLM

/// How receipts are extracted: the backend or chain, its model and limits. One value, whether it came from
/// command-line flags, the daemon's TOML configuration or the environment;
/// ``makeExtractor(matcher:database:environment:)`` builds the service it describes.
public struct ExtractionSettings: Sendable, Hashable {
    /// The extraction backends Larder has.
    public enum Backend: String, Sendable, Hashable, CaseIterable {
        /// Built-in rules: no key, no network.
        case offline
        /// OpenAI's Chat Completions, or a compatible server (Ollama, llama.cpp, vLLM) via the base URL.
        case openai
        /// Anthropic's Messages API.
        case claude
    }

    /// The backend when ``chain`` is empty.
    public var backend = Backend.offline
    /// Backends tried in order when one is unavailable or over budget; empty: ``backend`` alone.
    public var chain: [Backend] = []
    /// `nil`: each backend's default model.
    public var model: String?
    /// `nil`: `$OPENAI_BASE_URL` / `$ANTHROPIC_BASE_URL`, else the provider's own.
    public var baseURL: String?
    /// US dollars per UTC month for network backends; past it, the chain falls through. `nil`: no budget.
    public var monthlyBudgetUSD: Double?
    /// How long one receipt may spend in the chain's network backends, retries included.
    public var chainTimeoutSeconds = 120.0
    /// How long one call to a network backend may take before it is retried; a slow local server needs more.
    public var requestTimeoutSeconds = 60.0
    /// The most tokens a network backend's reply may hold; a receipt of 60 articles needs about 4,000.
    public var maxOutputTokens = 8192
    /// Model prices for the usage ledger.
    public var prices = PriceTable.defaults
    /// Add foods with model-estimated nutrition for food items the bank lacks.
    public var autoAddFoods = false
    /// When the receipt image goes to a network backend too.
    public var sendImage = ImagePolicy.never

    public init() {}

    /// The backends this describes, in the order they are tried.
    public var backends: [Backend] { chain.isEmpty ? [backend] : chain }

    /// The first backend of the chain with a model behind it: the one asked for what is not a receipt (an
    /// estimate, targets, a recipe photo, aisles); `nil` when the chain is only the offline rules.
    public var networkBackend: Backend? { backends.first { $0 != .offline } }

    /// Why the settings contradict themselves, or `nil`: a model or base URL means nothing to the offline rules.
    /// - Parameter naming: How the settings are named where they were given (flags or TOML keys).
    public func contradiction(naming: SettingNames = .flags) -> String? {
        guard backend == .offline, chain.isEmpty, model != nil || baseURL != nil else { return nil }
        return "\(naming.model) and \(naming.baseURL) need \(naming.networkBackend)"
    }

    /// The names of the settings in messages.
    public struct SettingNames: Sendable {
        var model: String
        var baseURL: String
        var networkBackend: String

        /// As `larder process` flags.
        public static let flags = SettingNames(
            model: "--model", baseURL: "--base-url", networkBackend: "--backend openai or --backend claude")
        /// As `[extraction]` keys of the configuration file.
        public static let configuration = SettingNames(
            model: "extraction.model", baseURL: "extraction.base_url",
            networkBackend: "extraction.backend = \"openai\" or \"claude\" (or a chain)")
    }
}
