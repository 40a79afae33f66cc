import Foundation

/// A secret API key. Its description is always redacted, so string interpolation cannot leak it.
public struct APIKey: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The key itself; only the request headers read it.
    let secret: String

    /// Creates a key, or `nil` when `secret` is blank.
    public init?(_ secret: String) {
        let trimmed = secret.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        self.secret = trimmed
    }

    /// `text` with every occurrence of the key replaced by "<redacted>".
    func redact(_ text: String) -> String {
        text.replacingOccurrences(of: secret, with: "<redacted>")
    }

    public var description: String { "<redacted>" }
    public var debugDescription: String { "<redacted>" }
    /// `dump` and debuggers see no children, so they cannot show the secret either.
    public var customMirror: Mirror { Mirror(self, children: []) }

    /// Finds a key the way a systemd service or a shell user provides one, first match wins:
    /// the environment variable, then the key file, then the systemd credential.
    ///
    /// - Parameters:
    ///   - variable: e.g. `OPENAI_API_KEY`.
    ///   - keyFile: A file holding only the key, as named in the config; optional.
    ///   - credential: The credential's name under `$CREDENTIALS_DIRECTORY`, e.g. `openai-api-key`.
    ///   - environment: The process environment; injectable for tests.
    /// - Returns: The key, or `nil` when none of the places holds one.
    public static func find(
        variable: String, keyFile: String? = nil, credential: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> APIKey? {
        if let value = environment[variable], let key = APIKey(value) { return key }
        var files: [String] = []
        if let keyFile { files.append(keyFile) }
        if let folder = environment["CREDENTIALS_DIRECTORY"] { files.append(folder + "/" + credential) }
        for file in files {
            if let text = try? String(contentsOfFile: file, encoding: .utf8), let key = APIKey(text) { return key }
        }
        return nil
    }
}
