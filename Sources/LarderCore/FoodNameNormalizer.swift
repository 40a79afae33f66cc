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
        var words: [[UInt8]] = []
        var followsQuantity = false
        for chunk in chunks(of: text) {
            // A unit printed apart from its number (`10 ST.`, `2 x`) belongs to the quantity.
            if followsQuantity, isUnit(chunk) { continue }
            followsQuantity = isSize(chunk)
            words += self.words(ofChunk: chunk)
        }
        return words.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Splits folded text into whitespace-separated chunks, keeping `.`, `,` and `%` inside a chunk so that a
    /// size such as `3,5%` can still be recognised as one.
    private static func chunks(of text: String) -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        var current: [UInt8] = []
        for scalar in text.lowercased().unicodeScalars {
            let folded = fold(scalar)
            if folded.isEmpty {
                if !current.isEmpty {
                    chunks.append(current)
                    current.removeAll(keepingCapacity: true)
                }
            } else {
                current.append(contentsOf: folded)
            }
        }
        if !current.isEmpty { chunks.append(current) }
        return chunks
    }

    /// The words in one chunk: none when it is a size, else the letter-digit runs minus bare numbers.
    private static func words(ofChunk chunk: [UInt8]) -> [[UInt8]] {
        if isSize(chunk) { return [] }
        return chunk.split(whereSeparator: { !isWordByte($0) })
            .filter { word in word.contains(where: isLetter) }
            .map(Array.init)
    }

    /// Whether a chunk is a quantity: digits with `.`/`,`/`x` and at most one unit, e.g. `500g`, `0,5l`, `6x0,5l`.
    static func isSize(_ chunk: [UInt8]) -> Bool {
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

    /// The ASCII bytes a lowercased scalar stands for; empty for separators.
    private static func fold(_ scalar: Unicode.Scalar) -> [UInt8] {
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            return isWordByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",")
                || byte == UInt8(ascii: "%") ? [byte] : []
        }
        return foldedLetters[scalar].map { Array($0.utf8) } ?? []
    }

    /// Non-ASCII letters found in German, French, Italian and Spanish food names.
    private static let foldedLetters: [Unicode.Scalar: String] = [
        "ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o",
        "à": "a", "á": "a", "â": "a", "ã": "a", "å": "a", "ç": "c", "è": "e", "é": "e", "ê": "e", "ë": "e",
        "ì": "i", "í": "i", "î": "i", "ï": "i", "ñ": "n", "ò": "o", "ó": "o", "ô": "o", "õ": "o",
        "ù": "u", "ú": "u", "û": "u", "ý": "y", "ÿ": "y",
    ]

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
