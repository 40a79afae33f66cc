/// Finds the food-bank food a receipt item is, from its English name and its original receipt text.
///
/// Pure and I/O-free: give it every food with its aliases once, then ask per item. Robust to what receipts
/// do to words: case, umlauts written as `ae`, punctuation, sizes (`1L`, `500G`, `3,5%`), word order,
/// abbreviations (`HAEHNCHENBR.` for `Hähnchenbrust`), German compounds (`BIOVOLLMILCH` is `Vollmilch`),
/// plurals and small OCR slips. Lines that name a known non-food (`ZAHNPASTA`, `PFAND`) never match.
///
/// Scores run from 0 to 1: 1 for an alias verbatim, about 0.9 for a compound or abbreviation, less as more
/// of either side is left unexplained. Below ``threshold`` there is no match, so an item stays unmatched
/// rather than wrongly matched.
///
/// - Important: `init` builds trigram indexes over all aliases (10,000 foods: about half a second in a
///   release build), so build one matcher per food-bank version and reuse it; matching a 30-item receipt
///   against 10,000 foods then takes about 40 ms.
public struct FoodMatcher: Sendable {
    /// The score below which ``bestMatch(for:)`` reports no match.
    public let threshold: Double

    /// The default ``threshold``, measured against the seeded food bank on 120 receipt lines not used to pick
    /// aliases (real German receipts and everyday lines, 86 of them foods in the bank): at 0.7, 84 right,
    /// 3 wrong; at 0.6, 84 right, 6 wrong; at 0.8, 79 right, 4 wrong. Non-food lines mostly score 0.2–0.5.
    public static let defaultThreshold = 0.7

    /// Every food the matcher was built over, so callers can name a food a model chose by id.
    public let foods: [MatchableFood]
    let entries: [MatcherEntry]
    /// Each entry's trigram count, kept flat because candidate ranking reads it for thousands of entries.
    let trigramCounts: [Int32]
    /// Every one-word alias, for telling compounds of two foods from abbreviations and compound heads.
    /// Replaced by ``useBankWords(_:)`` when the matcher is built over only part of the bank.
    var foodWords: Set<[UInt8]>
    /// Trigram → entries whose joined words contain it, for finding candidates without scoring every alias.
    let trigramIndex: [UInt32: [Int32]]

    /// Builds the matcher's indexes over `foods`.
    /// - Parameters:
    ///   - foods: Every food that may match, with its aliases; the name counts as an alias.
    ///   - threshold: The lowest confidence ``bestMatch(for:)`` accepts; defaults to ``defaultThreshold``.
    public init(foods: [MatchableFood], threshold: Double = FoodMatcher.defaultThreshold) {
        self.threshold = threshold
        self.foods = foods
        var entries: [MatcherEntry] = []
        var index: [UInt32: [Int32]] = [:]
        for (foodIndex, food) in foods.enumerated() {
            for entry in Self.entries(of: food, foodIndex: foodIndex) {
                for gram in entry.joined.trigrams {
                    index[gram, default: []].append(Int32(entries.count))
                }
                entries.append(entry)
            }
        }
        self.entries = entries
        self.trigramIndex = index
        self.trigramCounts = entries.map { Int32($0.joined.trigrams.count) }
        self.foodWords = Set(entries.filter { $0.words.count == 1 }.map(\.joined.bytes))
    }

    /// The food's name and aliases as entries, each spelling once. Shared with ``indexedEntries(of:)``, so a
    /// stored index holds exactly the entries a matcher builds.
    static func entries(of food: MatchableFood, foodIndex: Int) -> [MatcherEntry] {
        var seen: Set<[UInt8]> = []
        return ([food.name] + food.aliases).compactMap { alias in
            guard let entry = MatcherEntry(alias: alias, foodIndex: foodIndex), seen.insert(entry.joined.bytes).inserted
            else { return nil }
            return entry
        }
    }

    /// The food the names most likely describe, or `nil` when none reaches ``threshold`` or a name is a
    /// known non-food.
    /// - Parameter names: The item's names, most trusted first, e.g. `["whole milk", "H-MILCH 3,5% 1L"]`.
    ///   When two foods score the same, the one found through an earlier name wins.
    public func bestMatch(for names: [String]) -> FoodMatch? {
        guard let best = candidates(for: names, limit: 1).first, best.confidence >= threshold else { return nil }
        return best
    }

    /// The foods that fit the names best, best first, including those below ``threshold`` (for review).
    /// - Parameters:
    ///   - names: The item's names, most trusted first.
    ///   - limit: At most this many foods, each once.
    /// - Returns: Empty when no food shares anything with the names, or a name is a known non-food.
    public func candidates(for names: [String], limit: Int) -> [FoodMatch] {
        let queries = names.map(MatcherQuery.init(name:))
        guard limit > 0, !queries.contains(where: \.isNonFood) else { return [] }
        var byFood: [Int: CombinedScore] = [:]
        for (nameIndex, query) in queries.enumerated() where !query.words.isEmpty {
            for (foodIndex, scored) in bestScoresPerFood(for: query) {
                byFood[foodIndex, default: CombinedScore()].add(scored, fromName: nameIndex)
            }
        }
        let ranked = byFood.sorted { lhs, rhs in
            if lhs.value.confidence != rhs.value.confidence { return lhs.value.confidence > rhs.value.confidence }
            if lhs.value.bestName != rhs.value.bestName { return lhs.value.bestName < rhs.value.bestName }
            return foods[lhs.key].id < foods[rhs.key].id
        }
        return ranked.prefix(limit).map { foodIndex, combined in
            FoodMatch(
                foodId: foods[foodIndex].id, foodName: foods[foodIndex].name,
                confidence: combined.confidence, matchedAlias: entries[combined.bestEntry].alias
            )
        }
    }

    /// Each candidate food's best-scoring alias for one name.
    private func bestScoresPerFood(for query: MatcherQuery) -> [Int: ScoredEntry] {
        var best: [Int: ScoredEntry] = [:]
        for entryIndex in candidateEntries(for: query) {
            let entry = entries[entryIndex]
            let score = MatcherScoring.score(query, entry, foodWords: foodWords)
            guard score > 0 else { continue }
            if let current = best[entry.foodIndex], current.score >= score { continue }
            best[entry.foodIndex] = ScoredEntry(score: score, entry: entryIndex)
        }
        return best
    }

    /// How many entries are scored per name, at most; the rest share too few trigrams to win.
    public static let candidatesPerName = 200

    /// The share of the shorter side's trigrams, in percent, an entry must have in common with a query to be
    /// scored at all: less never scores near the threshold.
    public static let minimumOverlapPercent = 25

    /// The entries sharing the most trigrams with the query, relative to the shorter side so that an alias
    /// inside a compound (`vollmilch` in `biovollmilch`) and an abbreviation (`haehnchenbr`) both rank high.
    func candidateEntries(for query: MatcherQuery) -> [Int] {
        // A flat counter per entry: cheaper than a dictionary when common trigrams hit thousands of entries.
        var shared = [UInt16](repeating: 0, count: entries.count)
        var touched: [Int] = []
        for gram in query.joined.trigrams {
            for entry in trigramIndex[gram] ?? [] {
                let index = Int(entry)
                if shared[index] == 0 { touched.append(index) }
                shared[index] &+= 1
            }
        }
        // Keep the best `candidatesPerName` by overlap without sorting every touched entry: common trigrams
        // touch a large share of a big food bank. Overlap is bucketed in percent; buckets fill from the top.
        let queryCount = query.joined.trigrams.count
        var buckets = [[Int]](repeating: [], count: 101)
        for entry in touched {
            let overlap = Int(shared[entry]) * 100 / min(queryCount, Int(trigramCounts[entry]))
            if overlap >= Self.minimumOverlapPercent { buckets[min(overlap, 100)].append(entry) }
        }
        var ranked: [Int] = []
        for bucket in buckets.reversed() where ranked.count < Self.candidatesPerName {
            ranked += bucket.sorted().prefix(Self.candidatesPerName - ranked.count)
        }
        return ranked
    }
}

/// An alias entry and its score for one name.
struct ScoredEntry {
    var score: Double
    var entry: Int
}

/// One food's score across an item's names: the best name's score, raised a little when another name
/// agrees, because two independent names pointing at one food make it surer.
struct CombinedScore {
    private(set) var confidence = 0.0
    private(set) var bestEntry = 0
    private(set) var bestName = Int.max
    private var scores: [Double] = []

    mutating func add(_ scored: ScoredEntry, fromName nameIndex: Int) {
        scores.append(scored.score)
        if scored.score > (scores.dropLast().max() ?? 0) || bestName == Int.max {
            bestEntry = scored.entry
            bestName = nameIndex
        }
        let sorted = scores.sorted(by: >)
        let top = sorted[0]
        let agreement = sorted.count > 1 ? sorted[1] : 0
        confidence = min(1, top + (1 - top) * 0.3 * agreement)
    }
}
