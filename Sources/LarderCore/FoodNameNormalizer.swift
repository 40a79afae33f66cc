/// Turns food names and receipt lines into a canonical form for matching: `"H-MILCH 3,5% 1L"` → `"h milch"`.
///
/// Lowercases; folds umlauts to their two-letter spellings (ä→ae, ö→oe, ü→ue, ß→ss) so that `Hähnchen`,
/// `HAEHNCHEN` and `Haehnchen` agree; drops other accents (é→e); drops sizes, counts and percentages
/// (`500G`, `1L`, `3,5%`, `2x`, `6x0,5l`, `25ER`, `12OZ`, `6PK`) and bare numbers; and splits on everything that
/// is not a letter or digit. The result is plain ASCII words separated by single spaces.
public enum FoodNameNormalizer {
    /// The canonical form of `text`: its ``tokens(of:)`` joined by single spaces; empty when nothing is left.
    public static func normalize(_ text: String) -> String {
        tokens(of: text).joined(separator: " ")
    }

    /// The words of `text` in canonical form, in order, without sizes and numbers.
    public static func tokens(of text: String) -> [String] {
        byteTokens(of: text).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The words of `text` as ASCII bytes, for the matcher's byte-level comparisons.
    static func byteTokens(of text: String) -> [[UInt8]] {
        var words: [[UInt8]] = []
        var followsQuantity = false
        for chunk in chunks(of: text) {
            // A unit printed apart from its number (`10 ST.`, `2 x`) belongs to the quantity.
            if followsQuantity, isUnit(chunk) { continue }
            followsQuantity = isSize(chunk)
            words += self.words(ofChunk: chunk)
        }
        return words
    }

    /// Splits folded text into whitespace-separated chunks, keeping `.`, `,` and `%` inside a chunk so that a
    /// size such as `3,5%` can still be recognised as one.
    private static func chunks(of text: String) -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        var current: [UInt8] = []
        // Byte by byte without allocating per character: every new database normalises ~4,000 seed aliases.
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                var byte = UInt8(truncatingIfNeeded: scalar.value)
                if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
                if isWordByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",")
                    || byte == UInt8(ascii: "%")
                {
                    current.append(byte)
                    continue
                }
            } else if let folded = fold(scalar) {
                current.append(folded.first)
                if let second = folded.second { current.append(second) }
                continue
            }
            if !current.isEmpty {
                chunks.append(current)
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { chunks.append(current) }
        return chunks
    }

    /// The words in one chunk: none when it is a size, else the letter-digit runs minus bare numbers.
    private static func words(ofChunk chunk: [UInt8]) -> [[UInt8]] {
        if isSize(chunk) { return [] }
        if chunk.allSatisfy(isLetter) { return [chunk] }
        return chunk.split(whereSeparator: { !isWordByte($0) })
            .filter { word in word.contains(where: isLetter) }
            .map(Array.init)
    }

    /// Whether a chunk is a quantity: digits with `.`/`,`/`x` and at most one unit, e.g. `500g`, `0,5l`, `6x0,5l`.
    static func isSize(_ chunk: [UInt8]) -> Bool {
        guard chunk.contains(where: isDigit) else { return false }  // most chunks are words: decide fast
        var body = chunk[...]
        while let last = body.last, last == UInt8(ascii: ".") { body = body.dropLast() }
        for unit in sizeUnits where body.count > unit.count && body.hasSuffix(unit) {
            body = body.dropLast(unit.count)
            break
        }
        guard body.contains(where: isDigit) else { return false }
        return body.allSatisfy {
            isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "x")
        }
    }

    /// Whether a chunk is a unit on its own, e.g. `st.` or `x`.
    private static func isUnit(_ chunk: [UInt8]) -> Bool {
        var body = chunk[...]
        while let last = body.last, last == UInt8(ascii: ".") { body = body.dropLast() }
        return sizeUnits.contains { $0.elementsEqual(body) }
    }

    /// Units printed after quantities on German and English receipts, longest first so `ml` wins over `l`.
    private static let sizeUnits: [[UInt8]] = [
        "ltr", "stk", "lbs", "gal", "kg", "gr", "mg", "ml", "cl", "st", "er", "wl", "oz", "lb", "ct", "pk", "g", "l",
        "s", "%", "x",
    ].map { Array($0.utf8) }

    /// The ASCII letters a non-ASCII letter of German, French, Italian or Spanish names folds to, in either
    /// case; `nil` for anything else, which separates words.
    private static func fold(_ scalar: Unicode.Scalar) -> (first: UInt8, second: UInt8?)? {
        var value = scalar.value
        // Latin-1 capitals À...Þ (except ×) are their small letters minus 0x20.
        if value >= 0xC0, value <= 0xDE, value != 0xD7 { value += 0x20 }
        let (a, c, e, i, n, o, s, u, y) = (
            UInt8(ascii: "a"), UInt8(ascii: "c"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "n"),
            UInt8(ascii: "o"), UInt8(ascii: "s"), UInt8(ascii: "u"), UInt8(ascii: "y")
        )
        switch value {
        case 0xE4, 0xE6: return (a, e)  // ä æ
        case 0xF6, 0x152, 0x153: return (o, e)  // ö Œ œ
        case 0xFC: return (u, e)  // ü
        case 0xDF, 0x1E9E: return (s, s)  // ß ẞ
        case 0xE0...0xE5: return (a, nil)  // à á â ã å
        case 0xE7: return (c, nil)
        case 0xE8...0xEB: return (e, nil)
        case 0xEC...0xEF: return (i, nil)
        case 0xF1: return (n, nil)
        case 0xF2...0xF5, 0xF8: return (o, nil)  // ò ó ô õ ø
        case 0xF9...0xFB: return (u, nil)
        case 0xFD, 0xFF: return (y, nil)
        default: return nil
        }
    }

    static func isLetter(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    static func isWordByte(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
}

extension Array where Element == UInt8 {
    /// Whether the bytes end with `suffix`; concrete for speed in the matcher's inner loop.
    func hasSuffix(_ suffix: [UInt8]) -> Bool {
        count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }

    /// Whether the bytes begin with `prefix`; concrete for speed in the matcher's inner loop.
    func hasPrefix(_ prefix: [UInt8]) -> Bool {
        count >= prefix.count && self[..<prefix.count].elementsEqual(prefix)
    }
}

extension Collection where Element == UInt8 {
    /// Whether the bytes end with `suffix`.
    func hasSuffix(_ suffix: [UInt8]) -> Bool {
        count >= suffix.count && zip(self.reversed(), suffix.reversed()).allSatisfy { $0 == $1 }
    }

    /// Whether the bytes begin with `prefix`.
    func hasPrefix(_ prefix: [UInt8]) -> Bool {
        count >= prefix.count && zip(self, prefix).allSatisfy { $0 == $1 }
    }
}
