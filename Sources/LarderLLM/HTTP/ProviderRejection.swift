import Foundation
import LarderCore

/// A request the provider refused as malformed: sending it again unchanged cannot succeed.
///
/// HTTP 400 and 422 say so plainly. Some OpenAI-compatible servers (llama-cpp-python's) answer a request
/// their validation refuses with HTTP 500 instead, so a 500 whose body is a validation error counts too;
/// any other 500 is a server fault and keeps its retries.
struct ProviderRejection: Error, Sendable, CustomStringConvertible {
    var backend: String
    var status: Int
    /// The provider's message with the key redacted, when it gave one.
    var message: String?

    /// Whether an answer with `status` and `body` refuses the request itself.
    static func rejects(status: Int, body: Data) -> Bool {
        if status == 400 || status == 422 { return true }
        guard (500...599).contains(status) else { return false }
        let text = String(decoding: body.prefix(64 * 1024), as: UTF8.self).lowercased()
        // Pydantic's and FastAPI's wording for a field that does not validate.
        let validation = ["validation error", "validationerror", "input should be", "literal_error", "extra_forbidden"]
        return validation.contains { text.contains($0) }
    }

    /// How the refusal reaches callers that do not negotiate: the backend is unavailable for this request.
    var extractionError: ExtractionError {
        let said = message.map { ": " + $0 } ?? ""
        return ExtractionError(
            .unavailable, backend: backend, message: "the provider refused the request (HTTP \(status))\(said)")
    }

    var description: String { extractionError.description }
}
