import Crypto
import Foundation

/// The version a form was made from: a short digest of the values a person can change, sent back with the form,
/// so a save from a page opened before another change is refused (409) rather than overwriting it.
enum FormVersion {
    static func digest(_ values: [String]) -> String {
        let text = values.joined(separator: "\u{1F}")
        // Hex by hand: `String(format:)` goes through Foundation's formatter, a trip page has a form per line.
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        for byte in SHA256.hash(data: Data(text.utf8)).prefix(8) {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: hex, as: UTF8.self)
    }
}
