import Foundation

/// Reads a weight or volume printed in an article's name: `500g`, `1,5L`, `6x0,33l`, `0,2 L`, `42OZ`, `2LB`,
/// `GAL` (1 ml = 1 g; a fluid ounce counts as an ounce), also through OCR's slips (`160Z`, `1, 5L`, `VODKAO, 7L`).
enum GramsParser {
    /// Total grams the text states, or `nil` when it states none.
    static func statedGrams(in text: String) -> Double? {
        // OCR reads the O of "OZ" as a zero ("160Z"), the M of "ML" as H ("8X330HL"), the 1 of "1L" as I.
        // Each pattern runs only where the letters it needs stand together.
        var lower = text.lowercased().replacingText(",", with: ".")
        if lower.hasBytes("0z") { lower = lower.replacing(Self.zeroOunce) { "\($0.1)oz" } }
        if lower.hasBytes("hl") { lower = lower.replacing(Self.hectoMillilitre) { "\($0.1)ml" } }
        if lower.hasBytes("il") || lower.hasBytes("ll") { lower = lower.replacing(Self.letterLitre) { "\($0.1)1l" } }
        // A decimal comma read with a space after it ("1, 5L"); a bottle's zero read as the letter O ("VODKAO, 7L"),
        // taken only for the usual bottle sizes, since "BIO, 1L" is a litre of organic milk.
        if lower.hasBytes(". ") { lower = lower.replacing(Self.spacedDecimal) { "\($0.1)\($0.2).\($0.3)\($0.4)" } }
        if lower.hasBytes("o.") { lower = lower.replacing(Self.bottleZeroAsLetter) { "0.\($0.1)\($0.2)" } }
        let multipack =
            Self.multipackPattern
        if PatternClues.hasTimesSign(lower), let match = lower.firstMatch(of: multipack), let count = Double(match.1),
            let size = Double(match.2)
        {
            return rounded(count * size * factor(String(match.3)))
        }
        let single = Self.singlePattern
        if let match = lower.firstMatch(of: single), let size = Double(match.1) {
            let grams = rounded(size * factor(String(match.2)))
            return grams > 0 ? grams : nil
        }
        // American milk and juice come by the gallon, printed without a number: "2% RDCD FAT MILK GAL".
        if lower.hasBytes("gal"), lower.contains(Self.gallon) { return 3785 }
        return nil
    }

    /// Grams to a tenth, so that 6 × 0.33 l is 1980 g and not 1980.0000000000002.
    private static func rounded(_ grams: Double) -> Double {
        (grams * 10).rounded() / 10
    }

    private static func factor(_ unit: String) -> Double {
        switch unit {
        case "kg", "l", "ltr", "liter": return 1000
        case "cl": return 10
        case "oz": return 28.3495
        case "lb", "lbs": return 453.592
        default: return 1
        }
    }

    // Built once: a regex literal is parsed and compiled again every time it is evaluated, which was most of
    // the offline extractor's time. Regex is not Sendable, but it is immutable once built and compiles its
    // program with an atomic swap, so sharing it across threads is safe.
    private nonisolated(unsafe) static let zeroOunce = /(\d)0z\b/
    private nonisolated(unsafe) static let hectoMillilitre = /(\d)hl\b/
    private nonisolated(unsafe) static let letterLitre = /(^|\s)[il]l\b/
    private nonisolated(unsafe) static let spacedDecimal = /(^|[^\d.])(\d)\. (\d{1,3}) ?(kg|l|ltr|liter)(?![a-zäöü])/
    private nonisolated(unsafe) static let bottleZeroAsLetter = /o\. ?(2|25|33|5|7|75) ?(l|ltr|liter)(?![a-zäöü])/
    private nonisolated(unsafe) static let multipackPattern =
        /(\d{1,2})\s?[x×*]\s?(\d{1,4}(?:\.\d{1,3})?)\s?(kg|g|gr|grm|l|ltr|liter|ml|cl|oz|lb|lbs)(?![a-zäöü])/
    private nonisolated(unsafe) static let singlePattern =
        /(?:^|[^\d.])(\d{1,4}(?:\.\d{1,3})?)\s?(kg|g|gr|grm|l|ltr|liter|ml|cl|oz|lb|lbs)(?![a-zäöü])/
    private nonisolated(unsafe) static let gallon = /\b(1\s?)?gal(lon)?\b/
}
