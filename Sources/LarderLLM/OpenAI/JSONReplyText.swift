import Foundation

/// The JSON in a reply written without a server-enforced schema.
enum JSONReplyText {
    /// `text` without a surrounding Markdown code fence (```` ```json ... ``` ````); other text unchanged, so
    /// Larder's schema checks see exactly what the model wrote.
    static func unfenced(_ text: String) -> String {
        var trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("```") else { return text }
        trimmed.removeFirst(3)
        // The fence's info string ("json") runs to the end of its line.
        guard let newline = trimmed.firstIndex(of: "\n") else { return text }
        trimmed = String(trimmed[trimmed.index(after: newline)...])
        if let closing = trimmed.range(of: "```", options: .backwards) {
            trimmed = String(trimmed[..<closing.lowerBound])
        }
        return trimmed.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
