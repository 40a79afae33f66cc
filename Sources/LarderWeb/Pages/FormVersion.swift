import Crypto
import Foundation

/// The version a form was made from: a short digest of the values a person can change, sent back with the form,
/// so a save from a page opened before another change is refused (409) rather than overwriting it.
enum FormVersion {
    static func digest(_ values: [String]) -> String {
        let text = values.joined(separator: "\u{1F}")
        return SHA256.hash(data: Data(text.utf8)).prefix(8).map { String(format: "%02x", $0) }.joined()
    }
}
