/// How one alias word and one query word fit: how much of the alias word is found (`aliasShare`) and how
/// much of the query word that explains (`queryShare`), both 0...1.
struct WordFit {
    var aliasShare: Double
    var queryShare: Double

    static let none = WordFit(aliasShare: 0, queryShare: 0)

    /// Shortest word taken as an abbreviation (`BR.`, `H.` are too short to say anything).
    private static let shortestAbbreviation = 3
    /// Shortest alias word found inside a compound (`ei` is inside too many words).
    private static let shortestCompoundPart = 4

    init(aliasShare: Double, queryShare: Double) {
        self.aliasShare = aliasShare
        self.queryShare = queryShare
    }

    /// Endings that turn one form of a word into another: Banane/Bananen, Tomate/Tomaten, apple/apples.
    private static let inflections: [[UInt8]] = ["n", "e", "s", "en", "es", "er", "r", "nen"].map { Array($0.utf8) }

    /// Shortest rest of a compound that counts as a food word of its own (`eis` in `Sandwicheis`).
    private static let shortestFoodWord = 3

    /// - Parameter foodWords: One-word aliases. A compound made of one food word and another
    ///   (`KAROTTENSALAT`, `Sushireis`) is a different thing from either, so it fits less.
    init(alias aliasWord: MatcherWord, query queryWord: MatcherWord, foodWords: Set<[UInt8]>) {
        let (alias, query) = (aliasWord.bytes, queryWord.bytes)
        let (a, q) = (Double(alias.count), Double(query.count))
        if alias == query {
            self = WordFit(aliasShare: 1, queryShare: 1)
        } else if min(alias.count, query.count) >= 3, Self.isInflection(alias, query) {
            self = WordFit(aliasShare: 0.95, queryShare: 1)
        } else if query.count >= Self.shortestAbbreviation, alias.hasPrefix(query) {
            if Self.isFoodWord(alias.dropFirst(query.count), foodWords) {
                // Maybe no abbreviation but a compound with another head (SUSHI is not Sushireis), maybe a
                // head left off (EISBERG for Eisbergsalat): just enough alone, too little with other words.
                self = WordFit(aliasShare: 0.75, queryShare: 1)
            } else {
                // Receipt abbreviation: HAEHNCHENBR → haehnchenbrust.
                self = WordFit(aliasShare: 0.75 + 0.2 * q / a, queryShare: 1)
            }
        } else if alias.count >= Self.shortestCompoundPart, query.hasSuffix(alias) {
            // German compound whose head is the alias: BIOVOLLMILCH, ALPENVOLLMILCH → vollmilch; less sure
            // when the modifier is a food too (KAROTTENSALAT is a salad of carrots, not lettuce).
            let isDish = Self.isFoodWord(query.dropLast(alias.count), foodWords)
            self = WordFit(aliasShare: isDish ? 0.85 : 0.95, queryShare: a / q)
        } else if alias.count >= Self.shortestCompoundPart, query.containsBytes(alias) {
            // The alias only modifies the head (VOLLMILCHSCHOKOLADE is chocolate, not milk).
            self = WordFit(aliasShare: 0.6, queryShare: 0.6 * a / q)
        } else {
            let dice = Trigrams.dice(aliasWord.trigrams, queryWord.trigrams)
            self = dice >= 0.5 ? WordFit(aliasShare: 0.9 * dice, queryShare: 0.9 * dice) : .none
        }
    }

    private static func isFoodWord(_ part: ArraySlice<UInt8>, _ foodWords: Set<[UInt8]>) -> Bool {
        part.count >= shortestFoodWord && foodWords.contains(Array(part))
    }

    /// Every part of the two words that `init(alias:query:foodWords:)` may look up in `foodWords` (a few more
    /// at most), so a matcher over part of the bank can read just those from the whole bank's words.
    static func foodWordLookups(alias: [UInt8], query: [UInt8]) -> [[UInt8]] {
        var parts: [ArraySlice<UInt8>] = []
        if query.count >= shortestAbbreviation, alias.hasPrefix(query) { parts.append(alias.dropFirst(query.count)) }
        if alias.count >= shortestCompoundPart, query.hasSuffix(alias) { parts.append(query.dropLast(alias.count)) }
        return parts.filter { $0.count >= shortestFoodWord }.map(Array.init)
    }

    /// Whether one word is the other plus an inflection ending.
    private static func isInflection(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        let (short, long) = lhs.count < rhs.count ? (lhs, rhs) : (rhs, lhs)
        guard long.hasPrefix(short) else { return false }
        let ending = Array(long.dropFirst(short.count))
        return inflections.contains(ending)
    }
}

extension Array where Element == UInt8 {
    /// Whether `part` occurs anywhere in the bytes; a plain loop, because the generic `contains(_:)` of
    /// collections spends most of its time on type metadata in the matcher's inner loop.
    func containsBytes(_ part: [UInt8]) -> Bool {
        guard !part.isEmpty else { return true }
        guard part.count <= count else { return false }
        return withUnsafeBufferPointer { haystack in
            part.withUnsafeBufferPointer { needle in
                for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
                    var offset = 1
                    while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
                    if offset == needle.count { return true }
                }
                return false
            }
        }
    }
}
