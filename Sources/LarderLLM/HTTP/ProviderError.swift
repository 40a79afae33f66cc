import Foundation

/// The `error` object both providers put in a failed reply's body.
struct ProviderError: Decodable, Sendable, Hashable {
    var type: String?
    var code: String?
    var message: String?

    private struct Envelope: Decodable {
        var error: ProviderError
    }

    /// Reads the error object, or `nil` when the body has none.
    init?(body: Data) {
        guard let envelope = try? JSONDecoder().decode(Envelope.self, from: body) else { return nil }
        self = envelope.error
    }
}
