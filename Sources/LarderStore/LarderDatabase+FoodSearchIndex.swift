import Foundation
import GRDB
import LarderCore

extension LarderDatabase {
    /// Recomputes the search index rows of every food the triggers marked stale, then clears the marks.
    ///
    /// Call it inside the write that changed foods when the change is large (an import), so the next search
    /// does not pay for it; ``searchFoods(_:limit:)`` calls it too, so any other write is picked up there.
    static func refreshFoodSearchIndex(_ db: Database) throws {
        let stale = try Int64.fetchAll(db, sql: "SELECT foodId FROM foodSearchStale ORDER BY foodId")
        guard !stale.isEmpty else { return }
        let insertTrigram = try db.makeStatement(
            sql: "INSERT INTO foodSearchTrigram (trigram, foodId, entry, trigramCount) VALUES (?, ?, ?, ?)")
        let insertWord = try db.makeStatement(sql: "INSERT OR IGNORE INTO foodSearchWord (word, foodId) VALUES (?, ?)")
        // In slices, so that no statement binds more values than SQLite allows however many foods changed.
        for start in stride(from: 0, to: stale.count, by: 500) {
            let ids = Set(stale[start..<min(start + 500, stale.count)])
            try db.execute(literal: "DELETE FROM foodSearchTrigram WHERE foodId IN \(ids)")
            try db.execute(literal: "DELETE FROM foodSearchWord WHERE foodId IN \(ids)")
            for food in try matchableFoods(db, ids: ids) {
                for (number, entry) in FoodMatcher.indexedEntries(of: food).enumerated() {
                    for trigram in entry.trigrams {
                        try insertTrigram.execute(arguments: [Int64(trigram), food.id, number, entry.trigrams.count])
                    }
                    if let word = entry.word {
                        try insertWord.execute(arguments: [Data(word), food.id])
                    }
                }
            }
        }
        try db.execute(sql: "DELETE FROM foodSearchStale")
    }
}
