/// What a stored search index needs from the matcher, so that a database can find a query's candidate foods
/// itself and build a matcher over those alone, with the results a matcher over the whole bank gives.
extension FoodMatcher {
    /// One name or alias of a food as the matcher indexes it.
    public struct IndexedEntry: Sendable, Equatable {
        /// The entry's sorted, distinct trigrams, packed as the matcher compares them (low 24 bits).
        public let trigrams: [UInt32]
        /// The entry's word, normalised, when it has exactly one. The whole bank's one-word entries tell a
        /// compound of two foods from an abbreviation, so a matcher over part of the bank needs them all.
        public let word: [UInt8]?
    }

    /// The food's entries in the order the matcher ranks them when they share as much with a query: its
    /// name first, then its aliases as given, each spelling once.
    public static func indexedEntries(of food: MatchableFood) -> [IndexedEntry] {
        entries(of: food, foodIndex: 0).map { entry in
            IndexedEntry(trigrams: entry.joined.trigrams, word: entry.words.count == 1 ? entry.joined.bytes : nil)
        }
    }

    /// The trigrams ``candidates(for:limit:)`` looks `name` up by; empty when it finds nothing for the name
    /// (no words left after normalising, or a known non-food).
    public static func lookupTrigrams(for name: String) -> [UInt32] {
        let query = MatcherQuery(name: name)
        guard !query.isNonFood, !query.words.isEmpty else { return [] }
        return query.joined.trigrams
    }

    /// Every word ``candidates(for:limit:)`` may look up among the one-word entries when scoring `names`.
    /// Built over part of the bank (a search's candidate foods), the matcher scores exactly as one over the
    /// whole bank once ``useBankWords(_:)`` tells it which of these are one-word entries anywhere in the bank.
    public func bankWordLookups(for names: [String]) -> Set<[UInt8]> {
        var lookups: Set<[UInt8]> = []
        for query in names.map(MatcherQuery.init(name:)) where !query.words.isEmpty {
            for entry in candidateEntries(for: query).map({ entries[$0] }) {
                for aliasWord in entry.words {
                    for queryWord in query.words {
                        lookups.formUnion(WordFit.foodWordLookups(alias: aliasWord.bytes, query: queryWord.bytes))
                    }
                }
                lookups.formUnion(WordFit.foodWordLookups(alias: entry.joined.bytes, query: query.joined.bytes))
            }
        }
        return lookups
    }

    /// Takes `words` as the bank's one-word entries, instead of those among the matcher's own foods.
    /// - Parameter words: The one-word entries of the whole bank (``IndexedEntry/word``), or at least those
    ///   among ``bankWordLookups(for:)`` for every name the matcher is then asked about.
    public mutating func useBankWords(_ words: Set<[UInt8]>) {
        foodWords = words
    }
}
