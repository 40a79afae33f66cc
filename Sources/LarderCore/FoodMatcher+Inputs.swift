/// Words as the matcher compares them: normalised, without shop noise such as `bio`, `ja!` or `stk`.
enum MatcherWords {
    /// Marketing and packaging words that say nothing about which food it is, in normalised form.
    static let noise: Set<[UInt8]> = Set(
        [
            "bio", "oeko", "eco", "organic", "ja", "gut", "guenstig", "classic", "premium", "original", "aktion",
            "angebot", "pck", "pack", "packung", "stk", "st", "stueck", "x", "ca", "je", "nr", "gr", "kg", "g", "ml",
            "l", "fl", "eur", "euro",
        ].map { Array($0.utf8) }
    )
    private static let bioPrefix = Array("bio".utf8)

    /// The words of `text` that identify a food. A leading `bio` glued to a word (`BIOBANANEN`) is dropped;
    /// if only noise is left, the noise is kept so that the text still means something.
    static func of(_ text: String) -> [[UInt8]] {
        let tokens = FoodNameNormalizer.byteTokens(of: text).map { token in
            token.count >= bioPrefix.count + 4 && token.hasPrefix(bioPrefix) ? Array(token.dropFirst(3)) : token
        }
        let meaningful = tokens.filter { !noise.contains($0) }
        return meaningful.isEmpty ? tokens : meaningful
    }
}

/// A food name or alias prepared for matching.
struct MatcherEntry: Sendable {
    let foodIndex: Int
    /// The alias as stored, reported back in ``FoodMatch/matchedAlias``.
    let alias: String
    let words: [MatcherWord]
    /// The words without spaces, so that `Hähnchen-Brustfilet` and `HAEHNCHENBRUSTFILET` meet.
    let joined: MatcherWord

    init?(alias: String, foodIndex: Int) {
        let tokens = MatcherWords.of(alias)
        guard !tokens.isEmpty else { return nil }
        self.foodIndex = foodIndex
        self.alias = alias
        self.words = tokens.map(MatcherWord.init)
        self.joined = MatcherWord(Array(tokens.joined()))
    }
}

/// One of an item's names prepared for matching.
struct MatcherQuery {
    let words: [MatcherWord]
    let joined: MatcherWord
    let isNonFood: Bool

    init(name: String) {
        let tokens = MatcherWords.of(name) + LowFatMarker.words(for: name)
        words = tokens.map(MatcherWord.init)
        joined = MatcherWord(Array(tokens.joined()))
        isNonFood = NonFoodTerms.containsNonFood(tokens)
    }
}

/// A normalised word with its trigrams, computed once.
struct MatcherWord: Sendable, Equatable {
    let bytes: [UInt8]
    let trigrams: [UInt32]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.trigrams = Trigrams.of(bytes)
    }
}
