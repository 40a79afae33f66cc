import Foundation
import GRDB
import LarderCore

extension LarderDatabase {
    /// The foods whose name or aliases fit `query` best, best first, scored by the same ``FoodMatcher`` that
    /// links receipt items, so a search shows what a receipt line with that text would match.
    ///
    /// The stored trigram index (`foodSearchTrigram`) gives the entries the matcher would score over the whole
    /// bank: the same overlap, cut-off, cap and order as `FoodMatcher.candidateEntries`. Only their foods are
    /// read and scored, with the one-word entries of the whole bank the scoring asks about (`foodSearchWord`),
    /// so the results are those of a matcher over the whole bank at a fraction of the cost.
    /// - Parameters:
    ///   - query: Any spelling: "vollmilch", "HAEHNCHENBR.", "whole milk".
    ///   - limit: At most this many results.
    public func searchFoods(_ query: String, limit: Int) throws -> [FoodMatch] {
        let trigrams = FoodMatcher.lookupTrigrams(for: query)
        guard limit > 0, !trigrams.isEmpty else { return [] }
        // A search must answer even when it cannot write (a read-only file, the daemon's long write): see below.
        try? refreshStaleFoodSearchIndex()
        return try writer.read { db in
            // Foods still marked stale (the refresh above could not write) are scored whole, and their outdated
            // rows are left out of the ranking, so the results stay right, only slower.
            let stale = try Int64.fetchSet(db, sql: "SELECT foodId FROM foodSearchStale")
            let ids = try Self.candidateFoodIds(db, trigrams: trigrams).union(stale)
            let foods = try Self.matchableFoods(db, ids: ids)
            var matcher = FoodMatcher(foods: foods, threshold: 0)
            // Only the one-word entries the scoring may ask about, not every one in the bank.
            let lookups = matcher.bankWordLookups(for: [query])
            let request: SQLRequest<Data> = """
                SELECT DISTINCT word FROM foodSearchWord
                WHERE word IN \(lookups.map { Data($0) }) AND foodId NOT IN (SELECT foodId FROM foodSearchStale)
                """
            var words = Set(try request.fetchAll(db).map { [UInt8]($0) })
            for food in foods where stale.contains(food.id) {
                words.formUnion(FoodMatcher.indexedEntries(of: food).compactMap(\.word))
            }
            matcher.useBankWords(words)
            return matcher.candidates(for: [query], limit: limit)
        }
    }

    /// The foods of the entries a whole-bank matcher would score for a query with these trigrams: those sharing
    /// at least ``FoodMatcher/minimumOverlapPercent`` of the shorter side's trigrams, most first, ties in bank
    /// order (food id, then entry), at most ``FoodMatcher/candidatesPerName``.
    private static func candidateFoodIds(_ db: Database, trigrams: [UInt32]) throws -> Set<Int64> {
        let placeholders = Array(repeating: "?", count: trigrams.count).joined(separator: ", ")
        // Integer division, as in the matcher, so both cut at the same entries.
        let sql = """
            SELECT foodId FROM (
                SELECT foodId, entry, count(*) * 100 / min(?, max(trigramCount)) AS overlap
                FROM foodSearchTrigram
                WHERE trigram IN (\(placeholders)) AND foodId NOT IN (SELECT foodId FROM foodSearchStale)
                GROUP BY foodId, entry
                HAVING overlap >= ?
                ORDER BY overlap DESC, foodId, entry
                LIMIT ?
            )
            """
        var arguments: [any DatabaseValueConvertible] = [trigrams.count]
        arguments += trigrams.map { Int64($0) }
        arguments += [FoodMatcher.minimumOverlapPercent, FoodMatcher.candidatesPerName]
        return try Int64.fetchSet(db, sql: sql, arguments: StatementArguments(arguments))
    }

    /// Indexes the foods changed since the last refresh, if any; a read when there are none.
    private func refreshStaleFoodSearchIndex() throws {
        let isStale = try writer.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM foodSearchStale)") ?? false
        }
        if isStale { try writer.write { db in try Self.refreshFoodSearchIndex(db) } }
    }
}
