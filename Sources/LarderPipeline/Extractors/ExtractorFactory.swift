import Foundation
import LarderCore
import LarderLLM
import LarderStore

/// Why the settings do not make a working extractor: a network backend without its key.
public struct ExtractorSettingsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is missing and how to provide it. Never contains a key.
    public var message: String

    public var description: String { message }
}

extension ExtractionSettings {
    /// The extractor the settings describe: one backend, or a chain with an optional monthly budget.
    ///
    /// In a chain, ``model`` and ``baseURL`` apply to every network backend in it; leave them `nil` to use each
    /// backend's default and `$OPENAI_BASE_URL` / `$ANTHROPIC_BASE_URL`. Network backends find their key in the
    /// environment, a key file named by `$OPENAI_API_KEY_FILE` / `$ANTHROPIC_API_KEY_FILE`, or the systemd
    /// credentials folder.
    /// - Parameters:
    ///   - matcher: The food bank's matcher, whose candidates a model chooses from. Built only when a network
    ///     backend is chosen (the offline one never reads it, and it holds the whole bank in memory), and once
    ///     for a whole chain.
    ///   - database: The usage ledger the budget is checked against.
    ///   - environment: Where base URLs and keys are looked up.
    /// - Throws: ``ExtractorSettingsError`` when a network backend has no key; what building the matcher throws.
    public func makeExtractor(
        matcher: @autoclosure () throws -> FoodMatcher, database: LarderDatabase,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> any LLMService {
        var built: FoodMatcher?
        func sharedMatcher() throws -> FoodMatcher {
            if let built { return built }
            let fresh = try matcher()
            built = fresh
            return fresh
        }
        // A lone network backend goes through a chain of one too, so its time limit bounds each receipt.
        guard !chain.isEmpty || monthlyBudgetUSD != nil || backend != .offline else {
            return try makeService(for: backend, matcher: try sharedMatcher(), environment: environment)
        }
        let services = try backends.map {
            try makeService(for: $0, matcher: try sharedMatcher(), environment: environment)
        }
        let budget = monthlyBudgetUSD.map { limit in
            ChainLLMService.Budget(monthlyUSD: limit) {
                let month = UsageMonth(containing: Date()).interval
                return try database.usage(from: month.start, to: month.end).reduce(0) { $0 + $1.costUSD }
            }
        }
        return ChainLLMService(services, budget: budget, timeLimit: .seconds(chainTimeoutSeconds))
    }

    /// One backend, without a chain around it.
    /// - Throws: ``ExtractorSettingsError`` when a network backend has no key; what building the matcher throws.
    public func makeService(
        for backend: Backend, matcher: @autoclosure () throws -> FoodMatcher,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> any LLMService {
        switch backend {
        case .offline:
            return OfflineLLMService()
        case .openai:
            let (configuration, key) = try openAI(environment: environment)
            return OpenAILLMService(configuration: configuration, key: key, matcher: try matcher())
        case .claude:
            let (configuration, key) = try claude(environment: environment)
            return ClaudeLLMService(configuration: configuration, key: key, matcher: try matcher())
        }
    }

    /// The OpenAI backend's settings and key.
    /// - Throws: ``ExtractorSettingsError`` when OpenAI itself (not a local server) is chosen without a key.
    public func openAI(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> (OpenAILLMService.Configuration, APIKey?) {
        let configuration = remote(OpenAILLMService.Configuration.self, baseURLVariable: "OPENAI_BASE_URL", environment)
        let key = APIKey.find(
            variable: "OPENAI_API_KEY", keyFile: environment["OPENAI_API_KEY_FILE"], credential: "openai-api-key",
            environment: environment)
        // Local OpenAI-compatible servers need no key; OpenAI itself does.
        if key == nil, configuration.baseURL == OpenAILLMService.Configuration().baseURL {
            throw Self.missingKey("OPENAI_API_KEY", credential: "openai-api-key")
        }
        return (configuration, key)
    }

    /// The Claude backend's settings and key.
    /// - Throws: ``ExtractorSettingsError`` when there is no key.
    public func claude(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> (ClaudeLLMService.Configuration, APIKey) {
        let configuration = remote(ClaudeLLMService.Configuration.self, baseURLVariable: "ANTHROPIC_BASE_URL", environment)
        let found = APIKey.find(
            variable: "ANTHROPIC_API_KEY", keyFile: environment["ANTHROPIC_API_KEY_FILE"],
            credential: "anthropic-api-key", environment: environment)
        guard let key = found else { throw Self.missingKey("ANTHROPIC_API_KEY", credential: "anthropic-api-key") }
        return (configuration, key)
    }

    /// A network backend's defaults with these settings applied; the base URL from ``baseURL``, else from the
    /// environment variable `baseURLVariable`.
    private func remote<Settings: RemoteBackendSettings>(
        _: Settings.Type, baseURLVariable: String, _ environment: [String: String]
    ) -> Settings {
        var configuration = Settings()
        configuration.prices = prices
        configuration.sendImage = sendImage
        configuration.timeout = .milliseconds(Int64((requestTimeoutSeconds * 1000).rounded()))
        configuration.maxOutputTokens = maxOutputTokens
        if let model { configuration.model = model }
        if let url = resolvedBaseURL(variable: baseURLVariable, environment) { configuration.baseURL = url }
        return configuration
    }

    /// ``baseURL``, else the environment variable when set and not empty.
    private func resolvedBaseURL(variable: String, _ environment: [String: String]) -> String? {
        baseURL ?? environment[variable].flatMap { $0.isEmpty ? nil : $0 }
    }

    private static func missingKey(_ variable: String, credential: String) -> ExtractorSettingsError {
        ExtractorSettingsError(
            message: "no API key: set \(variable), name a key file in \(variable)_FILE, or pass the systemd "
                + "credential '\(credential)'")
    }
}
