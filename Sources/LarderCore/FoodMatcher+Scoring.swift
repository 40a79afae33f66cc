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
