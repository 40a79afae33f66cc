import Foundation

/// A real OpenAI-compatible server that `make test-llm` starts on loopback (scripts/llm-test-server.sh),
/// found through the environment; plain `swift test` has none and skips the suites that need one.
public enum RealLLMServer {
    /// The base URL, e.g. "http://127.0.0.1:41234/v1"; `nil` when no server was started.
    public static var baseURL: String? {
        ProcessInfo.processInfo.environment["LARDER_LLM_SERVER_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The model name the server answers to.
    public static var model: String {
        ProcessInfo.processInfo.environment["LARDER_LLM_SERVER_MODEL"] ?? "smollm2"
    }

    /// Why a suite did not run, in the words the test output shows.
    public static let skipReason =
        "LARDER_LLM_SERVER_URL is not set: `make test-llm` starts a real llama-cpp-python server and runs these"
}
