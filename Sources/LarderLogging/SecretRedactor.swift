import Foundation
import Logging

/// Keeps API keys out of logs, whatever a caller passes.
///
/// Metadata under a secret-sounding key is replaced whole, except token counts (`inputTokens=812`), which
/// are what a reader of the usage logs needs; in free text, values that look like OpenAI or Anthropic keys or
/// bearer tokens are masked.
enum SecretRedactor {
    static let mask = "<redacted>"

    private static let secretKeyWords = ["key", "token", "secret", "password", "authorization", "credential"]
    // sk-... covers OpenAI and Anthropic (sk-ant-...) keys. Swift's own regexes, not NSRegularExpression,
    // which runs on ICU and would map its data into the daemon for the first log line. Regex is not declared
    // Sendable (its output type need not be), but it is immutable and compiles its program once, atomically.
    nonisolated(unsafe) private static let patterns: [Regex<AnyRegexOutput>] = [
        #"sk-[A-Za-z0-9_\-]{8,}"#,
        #"(?i)(bearer\s+)[A-Za-z0-9._~+/\-]+=*"#,
        #"(?i)(x-api-key:\s*)\S+"#,
    // Constant patterns: a typo would fail every logging test, not a user's run.
    ].map { try! Regex($0) }

    static func redact(_ text: String) -> String {
        // Every message and metadata value passes here; most hold nothing like a key, and a plain search is far
        // cheaper than three regexes.
        let lowered = text.lowercased()
        guard lowered.contains("sk-") || lowered.contains("bearer") || lowered.contains("x-api-key") else { return text }
        var result = text
        for pattern in patterns {
            // The first group, where there is one, is the label kept before the mask ("Bearer ").
            result = result.replacing(pattern) { match in
                let label = match.output.count > 1 ? match.output[1].substring.map(String.init) ?? "" : ""
                return label + mask
            }
        }
        return result
    }

    static func redact(_ metadata: Logger.Metadata) -> [String: String] {
        var flat: [String: String] = [:]
        for (key, value) in metadata {
            let lowered = key.lowercased()
            let text = "\(value)"
            let isSecret = secretKeyWords.contains { lowered.contains($0) } && !isTokenCount(key: lowered, value: text)
            flat[key] = isSecret ? mask : redact(text)
        }
        return flat
    }

    /// A count of model tokens: a key ending in "tokens" (`outputTokens`, `cached_tokens`) and naming no other
    /// secret (`apiKeyTokens` is not one), with a whole number as its value. A web token's key is singular, and
    /// an API key is never only digits.
    private static func isTokenCount(key: String, value: String) -> Bool {
        guard key.hasSuffix("tokens"), !value.isEmpty, value.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return false
        }
        let stem = key.dropLast("tokens".count)
        return !secretKeyWords.contains { stem.contains($0) }
    }
}
