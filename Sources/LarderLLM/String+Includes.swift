import Foundation

/// Substring tests of receipt rows against keywords, without Foundation's bridging to `NSString`.
extension String {
    /// Whether `needle` occurs in the string: the answer Foundation's `contains(_:)` gives.
    ///
    /// Foundation compares by canonical equivalence, a grapheme at a time, and every call copies the string to
    /// UTF-16; that was a fifth of the offline extractor's time. When neither side holds a scalar from U+0300 up
    /// (where combining marks start, which join or decompose characters), every scalar is a character of its
    /// own and equivalence is byte equality, so a plain UTF-8 scan gives the same answer. Other text is left
    /// to Foundation.
    func includes(_ needle: String) -> Bool {
        let answer = utf8.withContiguousStorageIfAvailable { text in
            needle.utf8.withContiguousStorageIfAvailable { pattern in Self.scan(text, for: pattern) } ?? nil
        }
        if let known = answer ?? nil { return known }
        return contains(needle)
    }

    /// The byte scan, or `nil` when the bytes could hold a combining mark (any lead byte from 0xCC, U+0300) or
    /// the keyword a carriage return (which joins a following line feed into one character).
    private static func scan(_ text: UnsafeBufferPointer<UInt8>, for pattern: UnsafeBufferPointer<UInt8>) -> Bool? {
        // Foundation finds nothing in any text for an empty string.
        guard let first = pattern.first else { return false }
        guard !pattern.contains(where: { $0 >= 0xCC || $0 == 0x0D }), !text.contains(where: { $0 >= 0xCC }) else { return nil }
        guard pattern.count <= text.count else { return false }
        var start = 0
        let last = text.count - pattern.count
        while start <= last {
            if text[start] == first {
                var offset = 1
                while offset < pattern.count, text[start + offset] == pattern[offset] { offset += 1 }
                if offset == pattern.count { return true }
            }
            start += 1
        }
        return false
    }
}
