import Foundation
import LarderCore

/// JSON coding shared by the wire formats. No key strategies: they would rename schema properties.
enum WireJSON {
    /// Sorted keys keep the instruction prefix byte-identical between receipts, for prompt caching.
    static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// Decodes a provider's reply envelope.
    /// - Throws: ``ExtractionError`` `malformedReply` when the body is not the provider's format.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, backend: String) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw ExtractionError(
                .malformedReply, backend: backend,
                message: "the reply is not in the \(backend) API format; check that the base URL points at that API")
        }
    }
}
