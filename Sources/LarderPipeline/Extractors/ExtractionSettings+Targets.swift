import Foundation
import LarderCore
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

    /// The first suggestion along ``backends``, as a chain reads receipts: each network backend's model in turn,
    /// the computed targets themselves where the offline backend stands. ``TargetSuggestion/targets`` is `nil`
    /// when every backend refused and no offline one ends the list; the refusals say why.
    /// - Parameter onRefusal: Told each refusal as it comes, before the next backend is asked.
    /// - Throws: ``ExtractorSettingsError`` when a network backend has no key.
    public func suggestTargets(
        for members: [HouseholdMember], computed: DailyTargets,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        onRefusal: (ExtractionError) -> Void = { _ in }
    ) async throws -> TargetSuggestion {
        var refusals: [ExtractionError] = []
        for advisor in try targetAdvisors(environment: environment) {
            guard let advisor else { return TargetSuggestion(targets: computed, refusals: refusals) }
            do {
                return TargetSuggestion(
                    targets: try await advisor.suggestTargets(for: members, computed: computed), refusals: refusals)
            } catch let error as ExtractionError {
                refusals.append(error)
                onRefusal(error)
            }
        }
        return TargetSuggestion(targets: nil, refusals: refusals)
    }
}

/// What ``ExtractionSettings/suggestTargets(for:computed:environment:)`` found.
public struct TargetSuggestion: Sendable {
    /// The first answer; `nil` when none came.
    public var targets: DailyTargets?
    /// The backends that failed before it, in order.
    public var refusals: [ExtractionError]
}
