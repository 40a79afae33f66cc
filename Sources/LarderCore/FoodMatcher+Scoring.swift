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

/// Reads a low fat percentage before it is stripped as a size: German milk products state their fat
/// (`H-MILCH 1,5%`, `JOGHURT 0,1%`) where the alias says `fettarm`, and whole milk (3,5 %) and semi-skimmed
/// milk (1,5 %) differ by a quarter of their energy.
enum LowFatMarker {
    /// The highest fat percentage labelled "fettarm" (low fat) in Germany.
    static let lowFatLimit = 2.0
    private static let marker: [[UInt8]] = [Array("fettarm".utf8)]

    /// `["fettarm"]` when `text` states a percentage above 0 and at most ``lowFatLimit``, else nothing.
    static func words(for text: String) -> [[UInt8]] {
        percentages(in: text).contains { $0 > 0 && $0 <= lowFatLimit } ? marker : []
    }

    /// The numbers directly followed by `%` (spaces allowed), with `,` or `.` as decimal mark.
    static func percentages(in text: String) -> [Double] {
        var found: [Double] = []
        var number = ""
        var pendingNumber: String?
        for character in text {
            if character.isNumber || ((character == "," || character == ".") && !number.isEmpty) {
                number.append(character == "," ? "." : character)
                pendingNumber = nil
            } else {
                if !number.isEmpty { pendingNumber = number }
                number = ""
                if character == "%", let pending = pendingNumber, let value = Double(pending) {
                    found.append(value)
                    pendingNumber = nil
                } else if character != " " {
                    pendingNumber = nil
                }
            }
        }
        return found
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

/// How well a query fits an alias, from 0 to 1.
///
/// Three views, the best one counts:
/// - words: each alias word finds its best query word (equal, plural, abbreviation, compound head, or
///   similar trigrams), weighted by length; extra query words lower the score a little, so that
///   `GOUDA JUNG SCHEIBEN` still fits `gouda` but fits `Gouda jung` better;
/// - joined: the words without spaces, for compounds written apart or together;
/// - trigrams of the joined words, for OCR slips across word boundaries.
enum MatcherScoring {
    /// - Parameter foodWords: Every one-word alias, to tell a compound of two foods from one food's word.
    static func score(_ query: MatcherQuery, _ entry: MatcherEntry, foodWords: Set<[UInt8]>) -> Double {
        if query.joined.bytes == entry.joined.bytes { return query.words == entry.words ? 1 : 0.98 }
        // Only the alias verbatim is certain: the same words in another order can be another food
        // ("milk chocolate", "chocolate milk").
        return min(
            reorderedCeiling,
            max(
                wordScore(query, entry, foodWords), joinedScore(query, entry, foodWords),
                0.9 * Trigrams.dice(query.joined.trigrams, entry.joined.trigrams)
            )
        )
    }

    /// The highest score for anything but the alias verbatim (or with other spacing).
    private static let reorderedCeiling = 0.97

    /// How much of the query the best alias word explains still counts this much at worst, and this much
    /// more at best: unexplained query words (brands, `jung`, `Scheiben`) should cost, but not sink a match.
    private static let queryCoverageFloor = 0.7

    private static func wordScore(_ query: MatcherQuery, _ entry: MatcherEntry, _ foodWords: Set<[UInt8]>) -> Double {
        var aliasSum = 0.0
        var aliasWeight = 0.0
        var explained = Array(repeating: 0.0, count: query.words.count)
        for aliasWord in entry.words {
            var best = WordFit.none
            var bestQueryWord = -1
            for (index, queryWord) in query.words.enumerated() {
                let fit = WordFit(alias: aliasWord, query: queryWord, foodWords: foodWords)
                if fit.aliasShare > best.aliasShare {
                    best = fit
                    bestQueryWord = index
                }
            }
            aliasSum += best.aliasShare * Double(aliasWord.bytes.count)
            aliasWeight += Double(aliasWord.bytes.count)
            if bestQueryWord >= 0 {
                explained[bestQueryWord] = max(explained[bestQueryWord], best.queryShare)
            }
        }
        guard aliasWeight > 0 else { return 0 }
        let queryWeight = query.words.reduce(0.0) { $0 + Double($1.bytes.count) }
        let queryCoverage =
            zip(query.words, explained).reduce(0.0) { $0 + Double($1.0.bytes.count) * $1.1 } / queryWeight
        return aliasSum / aliasWeight * (queryCoverageFloor + (1 - queryCoverageFloor) * queryCoverage)
    }

    private static func joinedScore(_ query: MatcherQuery, _ entry: MatcherEntry, _ foodWords: Set<[UInt8]>) -> Double {
        let fit = WordFit(alias: entry.joined, query: query.joined, foodWords: foodWords)
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
