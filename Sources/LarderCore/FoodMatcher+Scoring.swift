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
    let tokens: [[UInt8]]
    /// The words without spaces, so that `Hähnchen-Brustfilet` and `HAEHNCHENBRUSTFILET` meet.
    let joined: [UInt8]
    let trigrams: [UInt32]

    init?(alias: String, foodIndex: Int) {
        let tokens = MatcherWords.of(alias)
        guard !tokens.isEmpty else { return nil }
        self.foodIndex = foodIndex
        self.alias = alias
        self.tokens = tokens
        self.joined = Array(tokens.joined())
        self.trigrams = Trigrams.of(joined)
    }
}

/// One of an item's names prepared for matching.
struct MatcherQuery {
    let tokens: [[UInt8]]
    let joined: [UInt8]
    let trigrams: [UInt32]
    let isNonFood: Bool

    init(name: String) {
        tokens = MatcherWords.of(name)
        joined = Array(tokens.joined())
        trigrams = Trigrams.of(joined)
        isNonFood = NonFoodTerms.containsNonFood(tokens)
    }
}

/// How well a query fits an alias, from 0 to 1.
///
/// Three views, the best one counts:
/// - words: each alias word finds its best query word (equal, plural, abbreviation, compound head, or
///   similar trigrams), weighted by length; extra query words lower the score a little, so that
///   `GOUDA JUNG SCHEIBEN` still fits `gouda` but fits `Gouda jung` better;
/// - joined: the words without spaces, for compounds written apart or together;
/// - trigrams of the joined words, for OCR slips across word boundaries.
enum MatcherScoring {
    static func score(_ query: MatcherQuery, _ entry: MatcherEntry) -> Double {
        if query.joined == entry.joined { return query.tokens == entry.tokens ? 1 : 0.98 }
        return max(wordScore(query, entry), joinedScore(query, entry), 0.9 * Trigrams.dice(query.trigrams, entry.trigrams))
    }

    /// How much of the query the best alias word explains still counts this much at worst, and this much
    /// more at best: unexplained query words (brands, `jung`, `Scheiben`) should cost, but not sink a match.
    private static let queryCoverageFloor = 0.7

    private static func wordScore(_ query: MatcherQuery, _ entry: MatcherEntry) -> Double {
        var aliasSum = 0.0
        var aliasWeight = 0.0
        var explained = Array(repeating: 0.0, count: query.tokens.count)
        for aliasWord in entry.tokens {
            var best = WordFit.none
            var bestQueryWord = -1
            for (index, queryWord) in query.tokens.enumerated() {
                let fit = WordFit(alias: aliasWord, query: queryWord)
                if fit.aliasShare > best.aliasShare {
                    best = fit
                    bestQueryWord = index
                }
            }
            aliasSum += best.aliasShare * Double(aliasWord.count)
            aliasWeight += Double(aliasWord.count)
            if bestQueryWord >= 0 {
                explained[bestQueryWord] = max(explained[bestQueryWord], best.queryShare)
            }
        }
        guard aliasWeight > 0 else { return 0 }
        let queryWeight = query.tokens.reduce(0.0) { $0 + Double($1.count) }
        let queryCoverage = zip(query.tokens, explained).reduce(0.0) { $0 + Double($1.0.count) * $1.1 } / queryWeight
        return aliasSum / aliasWeight * (queryCoverageFloor + (1 - queryCoverageFloor) * queryCoverage)
    }

    private static func joinedScore(_ query: MatcherQuery, _ entry: MatcherEntry) -> Double {
        let fit = WordFit(alias: entry.joined, query: query.joined)
        return fit.aliasShare * (queryCoverageFloor + (1 - queryCoverageFloor) * fit.queryShare)
    }
}

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

    init(alias: [UInt8], query: [UInt8]) {
        let (a, q) = (Double(alias.count), Double(query.count))
        if alias == query {
            self = WordFit(aliasShare: 1, queryShare: 1)
        } else if min(alias.count, query.count) >= 3, abs(alias.count - query.count) <= 2,
            alias.hasPrefix(query) || query.hasPrefix(alias)
        {
            // Inflection: Banane/Bananen, Tomate/Tomaten, apple/apples.
            self = WordFit(aliasShare: 0.95, queryShare: 1)
        } else if query.count >= Self.shortestAbbreviation, alias.hasPrefix(query) {
            // Receipt abbreviation: HAEHNCHENBR → haehnchenbrust.
            self = WordFit(aliasShare: 0.75 + 0.2 * q / a, queryShare: 1)
        } else if alias.count >= Self.shortestCompoundPart, query.hasSuffix(alias) {
            // German compound whose head is the alias: BIOVOLLMILCH, ALPENVOLLMILCH → vollmilch.
            self = WordFit(aliasShare: 0.95, queryShare: a / q)
        } else if alias.count >= Self.shortestCompoundPart, query.contains(alias) {
            // The alias only modifies the head (VOLLMILCHSCHOKOLADE is chocolate, not milk).
            self = WordFit(aliasShare: 0.6, queryShare: 0.6 * a / q)
        } else {
            let dice = Trigrams.dice(Trigrams.of(alias), Trigrams.of(query))
            self = dice >= 0.5 ? WordFit(aliasShare: 0.9 * dice, queryShare: 0.9 * dice) : .none
        }
    }
}
