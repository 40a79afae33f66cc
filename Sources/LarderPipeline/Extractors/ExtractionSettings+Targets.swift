import Foundation
import LarderLLM

extension ExtractionSettings {
    /// The model that suggests household targets from the members and the computed ones; `nil` for the offline
    /// backend, whose suggestion is the computed targets themselves.
    /// - Throws: ``ExtractorSettingsError`` when the network backend has no key.
    public func targetAdvisor(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> TargetAdvisor? {
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
