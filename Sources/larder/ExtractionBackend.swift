import ArgumentParser
import LarderLLM

/// The extraction backends `--backend` accepts.
enum ExtractionBackend: String, CaseIterable, ExpressibleByArgument {
    /// Built-in rules: no key, no network.
    case offline

    func makeService() -> any LLMService {
        switch self {
        case .offline:
            return OfflineLLMService()
        }
    }
}
