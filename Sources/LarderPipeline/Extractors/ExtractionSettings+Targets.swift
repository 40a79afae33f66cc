import Foundation
import LarderLLM

extension ExtractionSettings {
    /// The models that suggest household targets from the members and the computed ones, one per backend of
    /// ``backends`` in order (the chain, else the backend); `nil` stands for the offline backend, whose suggestion
    /// is the computed targets themselves. A caller tries them in order, as a chain reads receipts.
    /// - Throws: ``ExtractorSettingsError`` when a network backend has no key.
    public func targetAdvisors(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> [TargetAdvisor?] {
        try backends.map { backend in
            switch backend {
            case .offline:
                return nil
            case .openai:
                let (configuration, key) = try openAI(environment: environment)
                return TargetAdvisor(provider: .openai(configuration, key: key))
            case .claude:
                let (configuration, key) = try claude(environment: environment)
                return TargetAdvisor(provider: .claude(configuration, key: key))
            }
        }
    }
}
