import GRDB
import LarderCore

// The few columns a `FoodMatcher` needs, read by position: decoding whole `FoodRecord`s and `FoodAliasRecord`s
// cost more than the search itself once a search reads a hundred foods per query.

/// An alias as ``LarderDatabase/matchableFoods()`` needs it.
struct MatchableAlias {
    let id: Int64
    let foodId: Int64
    let alias: String
    let normalizedAlias: String
    let isUser: Bool

    /// The aliases `clause` (a `WHERE` and/or `ORDER BY` clause on `foodAlias`) selects.
    static func fetchAll(_ db: Database, _ clause: SQL) throws -> [MatchableAlias] {
        let request: SQLRequest<Row> =
            "SELECT id, foodId, alias, normalizedAlias, source = 'user' FROM foodAlias \(clause)"
        return try Array(
            request.fetchCursor(db).map { row in
                MatchableAlias(id: row[0], foodId: row[1], alias: row[2], normalizedAlias: row[3], isUser: row[4])
            })
    }
}

/// A food as ``LarderDatabase/matchableFoods()`` needs it.
struct MatchableFoodRow {
    let id: Int64
    let name: String
    let category: FoodCategory

    /// The foods `clause` (a `WHERE` and/or `ORDER BY` clause on `food`) selects.
    static func fetchAll(_ db: Database, _ clause: SQL) throws -> [MatchableFoodRow] {
        let request: SQLRequest<Row> = "SELECT id, name, category FROM food \(clause)"
        return try Array(
            request.fetchCursor(db).map { row in
                MatchableFoodRow(id: row[0], name: row[1], category: row[2])
            })
    }
}
