import Foundation

/// Substring tests and replacements on receipt rows, without Foundation's bridging to `NSString`.
///
/// Foundation compares by canonical equivalence, a grapheme at a time, and every call copies the string to
/// UTF-16; that was a fifth of the offline extractor's time. When neither side holds a scalar from U+0300 up
/// (where combining marks start, which join or decompose characters), every scalar is a character of its
/// own and equivalence is byte equality, so a plain UTF-8 scan gives Foundation's answer. Other text, and a
/// keyword holding a carriage return or line feed (a CR-LF pair is one character), is left to Foundation.
extension String {
    /// Whether `needle` occurs in the string: the answer Foundation's `contains(_:)` gives.
    func includes(_ needle: String) -> Bool {
        // Most keyword tests fail. Under canonical equivalence the only characters equal to an ASCII character
        // other than itself are the Kelvin sign (K), the Greek question mark (;) and the Greek varia (`), so
        // without those in an ASCII keyword, no byte match means no match, whatever the text holds.
        if let isAbsent = utf8.withContiguousStorageIfAvailable({ text in
            needle.utf8.withContiguousStorageIfAvailable { pattern in
                Self.isSimpleASCII(pattern) && !Self.find(pattern, in: text)
            }
        }), isAbsent == true {
            return false
        }
        let answer = withPlainBytes(of: needle) { text, pattern in
            // Foundation finds an empty string nowhere.
            !pattern.isEmpty && Self.find(pattern, in: text)
        }
        return answer ?? contains(needle)
    }

    /// The string with every occurrence of `target` replaced, left to right: what Foundation's
    /// `replacingOccurrences(of:with:)` gives.
    func replacingText(_ target: String, with replacement: String) -> String {
        let answer = withPlainBytes(of: target) { text, pattern -> String? in
            guard !pattern.isEmpty, Self.find(pattern, in: text) else { return self }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.count)
            var start = 0
            while start < text.count {
                if Self.hasPrefix(pattern, in: text, at: start) {
                    bytes.append(contentsOf: replacement.utf8)
                    start += pattern.count
                } else {
                    bytes.append(text[start])
                    start += 1
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return (answer ?? nil) ?? replacingOccurrences(of: target, with: replacement)
    }

    /// Whether the UTF-8 bytes hold this ASCII sequence as they are, with no regard to case or equivalence.
    ///
    /// A pattern needing these characters in a row can only match where their bytes stand in a row, so a
    /// `false` here lets a caller skip the pattern.
    func hasBytes(_ sequence: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: sequence.utf8Start, count: sequence.utf8CodeUnitCount)
        if let found = utf8.withContiguousStorageIfAvailable({ Self.find(pattern, in: $0) }) { return found }
        return Array(utf8).withUnsafeBufferPointer { Self.find(pattern, in: $0) }
    }

    /// Runs `body` over this string's and `other`'s bytes when both are plain (no scalar from U+0300 up, no
    /// carriage return in `other`); `nil` otherwise, for Foundation to answer.
    private func withPlainBytes<Result>(
        of other: String, _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result? {
        let answer = utf8.withContiguousStorageIfAvailable { text in
            other.utf8.withContiguousStorageIfAvailable { pattern -> Result? in
                let isPlainPattern = !pattern.contains { $0 >= 0xCC || $0 == 0x0D || $0 == 0x0A }
                guard isPlainPattern, !text.contains(where: { $0 >= 0xCC }) else { return nil }
                return body(text, pattern)
            } ?? nil
        }
        return answer ?? nil
    }

    /// Non-empty ASCII without a line break, `K`, `;` or `` ` ``.
    private static func isSimpleASCII(_ pattern: UnsafeBufferPointer<UInt8>) -> Bool {
        !pattern.isEmpty && pattern.allSatisfy { byte in
            byte < 0x80 && byte != 0x0D && byte != 0x0A && byte != UInt8(ascii: "K")
                && byte != UInt8(ascii: ";") && byte != UInt8(ascii: "`")
        }
    }

    private static func find(_ pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !pattern.isEmpty, pattern.count <= text.count else { return pattern.isEmpty }
        for start in 0...(text.count - pattern.count) where hasPrefix(pattern, in: text, at: start) { return true }
        return false
    }

    private static func hasPrefix(
        _ pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, at start: Int
    ) -> Bool {
        guard start + pattern.count <= text.count else { return false }
        for offset in 0..<pattern.count where text[start + offset] != pattern[offset] { return false }
        return true
    }
}
