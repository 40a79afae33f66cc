import Foundation
import Synchronization

/// Which ``StructuredOutput`` each server accepted, so only the first call to a server negotiates.
///
/// Shared by every ``OpenAILLMService`` in the process (a daemon makes one per job), keyed by base URL.
/// It lives as long as the process: a restarted daemon negotiates again, which costs at most two refused
/// requests.
final class StructuredOutputMemory: Sendable {
    static let shared = StructuredOutputMemory()

    private let accepted = Mutex<[String: StructuredOutput]>([:])

    /// The form `baseURL` accepted before; `nil` while it is unknown.
    func form(for baseURL: String) -> StructuredOutput? {
        accepted.withLock { $0[Self.key(baseURL)] }
    }

    func remember(_ form: StructuredOutput, for baseURL: String) {
        accepted.withLock { $0[Self.key(baseURL)] = form }
    }

    /// One server, however its base URL is spelled: scheme and host lower-cased, no trailing slash, no
    /// credentials (they never belong in memory), the query kept (it may select a deployment).
    static func key(_ baseURL: String) -> String {
        guard var components = URLComponents(string: baseURL.trimmingCharacters(in: .whitespaces)) else {
            return baseURL
        }
        components.user = nil
        components.password = nil
        components.scheme = components.scheme?.lowercased()
        components.host = components.host?.lowercased()
        while components.path.hasSuffix("/") { components.path.removeLast() }
        return components.string ?? baseURL
    }
}
