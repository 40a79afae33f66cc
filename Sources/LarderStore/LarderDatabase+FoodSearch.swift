import GRDB
import LarderCore

extension LarderDatabase {
    /// The foods whose name or aliases fit `query` best, best first, scored by the same ``FoodMatcher`` that
    /// links receipt items, so a search shows what a receipt line with that text would match.
    ///
    /// SQLite first keeps the foods with an alias sharing at least a quarter of the query's trigrams (the
    /// matcher's own candidate cut-off), so the matcher is built over dozens of foods, not the whole bank.
    /// - Parameters:
    ///   - query: Any spelling: "vollmilch", "HAEHNCHENBR.", "whole milk".
    ///   - limit: At most this many results.
    public func searchFoods(_ query: String, limit: Int) throws -> [FoodMatch] {
        let joined = FoodNameNormalizer.normalize(query).replacingOccurrences(of: " ", with: "")
        let grams = Set(zip(joined.indices, joined.indices.dropFirst(2)).map { String(joined[$0...$1]) })
        guard !grams.isEmpty else {
            return FoodMatcher(foods: try matchableFoods(), threshold: 0).candidates(for: [query], limit: limit)
        }
        let hits = grams.map { _ in "(instr(replace(normalizedAlias, ' ', ''), ?) > 0)" }.joined(separator: " + ")
        // The count is bound as an integer: SQLite ranks any text above any number, so "2" would match nothing.
        let arguments: [any DatabaseValueConvertible] = Array(grams) + [max(1, grams.count / 4)]
        let ids = try writer.read { db in
            try Int64.fetchSet(
                db, sql: "SELECT DISTINCT foodId FROM foodAlias WHERE \(hits) >= ?",
                arguments: StatementArguments(arguments)
            )
        }
        let foods = try matchableFoods(ids: ids)
        return FoodMatcher(foods: foods, threshold: 0).candidates(for: [query], limit: limit)
    }
}
