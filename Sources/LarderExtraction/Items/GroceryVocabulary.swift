import Foundation
import LarderCore

/// German grocery words and receipt abbreviations with their English names, categories and typical weights.
///
/// The terms live as data in `Resources/grocery-terms.tsv` and `Resources/grocery-brands.txt`, compiled into
/// the binary; this type parses them once and translates
/// article names word by word, splitting German compounds at known words and skipping brand names.
struct GroceryVocabulary: Sendable {
    /// One known word.
    struct Term: Sendable, Hashable {
        var english: String
        var category: FoodCategory?
        var gramsPerPiece: Double?
        /// Modifiers ("organic", "frozen") go before the nouns they describe.
        var isModifier: Bool
    }

    /// What the vocabulary made of an article name.
    struct Translation: Sendable, Hashable {
        var name: String
        var category: FoodCategory?
        var gramsPerPiece: Double?
    }

    /// The vocabulary built from the bundled terms.
    static let shared = GroceryVocabulary(
        terms: String(decoding: PackageResources.grocery_terms_tsv, as: UTF8.self),
        brands: String(decoding: PackageResources.grocery_brands_txt, as: UTF8.self))

    let terms: [String: Term]
    let brands: Set<String>

    /// Parses tab-separated term lines `german english category grams` (a leading `+` marks a modifier) and
    /// brand lines; lines starting with `#` are comments. A later line for the same word wins.
    init(terms termText: String, brands brandText: String) {
        var terms: [String: Term] = [:]
        for line in termText.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard fields.count >= 2, !fields[0].isEmpty else { continue }
            let isModifier = fields[0].hasPrefix("+")
            let key = isModifier ? String(fields[0].dropFirst()) : fields[0]
            let category = fields.count > 2 ? FoodCategory(rawValue: fields[2]) : nil
            let grams = fields.count > 3 ? Double(fields[3]) : nil
            terms[key.lowercased()] = Term(
                english: fields[1], category: category, gramsPerPiece: grams, isModifier: isModifier)
        }
        // Receipts and OCR often lose umlauts ("FRISCHKASE"): every term is also found without them.
        for (key, term) in terms.sorted(by: { $0.key < $1.key }) {
            let unmarked = Self.withoutUmlauts(key)
            if terms[unmarked] == nil { terms[unmarked] = term }
        }
        self.terms = terms
        self.brands = Set(
            brandText.split(whereSeparator: \.isNewline).filter { !$0.hasPrefix("#") }.map {
                $0.lowercased().trimmingCharacters(in: .whitespaces)
            })
    }

    /// Translates an article name; words it cannot translate are kept, brands are dropped.
    func translate(_ text: String) -> Translation {
        let words = text.lowercased().split { !$0.isWordLetter }.map(String.init).filter { $0.count >= 2 }
        var modifiers: [String] = []
        var nouns: [Term] = []
        var unknown: [String] = []
        var modifierCategory: FoodCategory?
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard !brands.contains(word) else { continue }
            var parts = lookup(word)
            // One slipped letter: the word as it is, or split from its neighbour (below).
            let slipped = parts == nil ? nearest(word) : nil
            // A word OCR split at a stray space ("KAROTTENSA LAT", "DOPPE LBRÖTCHEN") is read whole, when only the
            // whole is a known word (exactly, or with a slip when the word alone has none); a brand or a unit after
            // it is a word of its own.
            if parts == nil, index < words.count {
                let next = words[index]
                let joined = word + next
                if lookup(next) == nil, !brands.contains(next), !isUnitWord(next),
                    let whole = lookup(joined) ?? (slipped == nil ? nearest(joined) : nil)
                {
                    parts = whole
                    index += 1
                }
            }
            parts = parts ?? slipped
            guard let parts else {
                if !isUnitWord(word) { unknown.append(word) }
                continue
            }
            for term in parts {
                if term.isModifier {
                    if !modifiers.contains(term.english) { modifiers.append(term.english) }
                    modifierCategory = modifierCategory ?? term.category
                } else {
                    nouns.append(term)
                }
            }
        }
        let head = nouns.last
        let nounWords = nouns.map(\.english).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let english = nouns.isEmpty ? unknown : modifiers + nounWords
        let name = english.isEmpty ? text.lowercased() : english.joined(separator: " ")
        // "TK" makes any article frozen food, whatever the noun says.
        let category = modifierCategory == .frozen ? .frozen : head?.category ?? modifierCategory
        return Translation(name: name, category: category, gramsPerPiece: head?.gramsPerPiece)
    }

    /// The terms a word stands for: itself, a transliteration, or the parts of a compound.
    func lookup(_ word: String) -> [Term]? {
        for form in forms(of: word) {
            if let term = terms[form] { return [term] }
        }
        for form in forms(of: word) {
            if let parts = split(form) { return parts }
        }
        return nil
    }

    /// The term a long word is one slipped letter away from (`doppelbrétchen`, `hahnehen`), when there is only
    /// one such term; short words are left alone, since one letter turns too many of them into another word.
    func nearest(_ word: String) -> [Term]? {
        let length = word.count
        guard length >= 6 else { return nil }
        let letters = Array(word)
        var found: Term?
        for (key, term) in terms where abs(key.count - length) <= 1 && Levenshtein.distance(key, word) == 1 {
            guard Self.isSlip(from: Array(key), to: letters) else { continue }
            if let found, found.english != term.english { return nil }
            found = term
        }
        return found.map { [$0] }
    }

    /// Whether the one edit between a term and a word is how OCR slips rather than another word: not in the first
    /// letter, which starts the word in large print (`cutter` is no `butter`), and not one plain vowel for another,
    /// which spells a different word (`better`, `bitter`, `kochen`); `ö` read as `é`, or `c` as `e`, are slips.
    private static func isSlip(from term: [Character], to word: [Character]) -> Bool {
        let common = min(term.count, word.count)
        // Where the two part: the letter swapped, or the one read in or lost.
        let position = (0..<common).first { term[$0] != word[$0] } ?? common
        guard position > 0 else { return false }
        guard term.count == word.count else { return true }
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        return !(vowels.contains(term[position]) && vowels.contains(word[position]))
    }

    /// Splits a compound at its longest known tail (the German head noun), then the rest recursively.
    ///
    /// - Parameter isWhole: Whether `word` is the whole word, not a compound's start. A start no term explains is
    ///   left out (`Land` of `Landmilch`) and the tail kept; inside a compound's start, not for a tail of four letters
    ///   or fewer, which is as likely a word within a word (`beer` in `Stachelbeer`, which made
    ///   `Stachelbeerkonfitüre` "beer jam").
    private func split(_ word: String, isWhole: Bool = true) -> [Term]? {
        let characters = Array(word)
        guard characters.count >= 6 else { return nil }
        for cut in 2...(characters.count - 3) {
            let tail = String(characters[cut...])
            guard let head = terms[tail] else { continue }
            let rest = String(characters[..<cut])
            if let restTerm = terms[rest] ?? linkingStripped(rest).flatMap({ terms[$0] }) {
                return [restTerm, head]
            }
            if rest.count >= 6, let restParts = split(rest, isWhole: false) { return restParts + [head] }
            if isWhole || tail.count > 4 { return [head] }
        }
        return nil
    }

    /// The word without a German linking sound: "hähnchen-s-", "tomate-n-".
    private func linkingStripped(_ part: String) -> String? {
        for suffix in ["s", "n", "en", "es", "e", "er"] where part.hasSuffix(suffix) && part.count > suffix.count + 2 {
            let stem = String(part.dropLast(suffix.count))
            if terms[stem] != nil { return stem }
        }
        return nil
    }

    /// The word as printed and with umlauts restored from receipt spellings ("WALNUESSE").
    private func forms(of word: String) -> [String] {
        var forms = [word]
        let restored = word.replacingText("ae", with: "ä").replacingText("oe", with: "ö")
            .replacingText("ue", with: "ü")
        if restored != word { forms.append(restored) }
        let unmarked = Self.withoutUmlauts(word)
        if unmarked != word { forms.append(unmarked) }
        return forms
    }

    private static func withoutUmlauts(_ word: String) -> String {
        word.replacingText("ä", with: "a").replacingText("ö", with: "o").replacingText("ü", with: "u")
            .replacingText("ß", with: "ss")
    }

    private func isUnitWord(_ word: String) -> Bool {
        ["kg", "gr", "ml", "cl", "ltr", "stk", "st", "stück", "stuck", "pcs", "pc", "vol", "eur", "x"].contains(word)
    }
}
