import Crypto
import Foundation

/// The SHA-256 the pipeline dedupes by, for callers that must know it before a file is processed.
public enum ContentHash {
    /// Lower-case hex SHA-256 of the file's bytes, or `nil` when it cannot be read.
    public static func sha256(ofFileAt path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }
}
