import Foundation
import GRDB

extension LarderDatabase {
    /// Records the food a label job stored, before the job is moved to its end state.
    ///
    /// Written apart from the state so that a job interrupted after this point is recognised when it is taken
    /// again (its ``JobRecord/foodId`` is set) and its label is not stored a second time.
    public func recordLabelFood(_ foodId: Int64, forJob jobId: Int64) throws {
        try writer.write { db in try Self.recordLabelFood(db, foodId, forJob: jobId) }
    }

    static func recordLabelFood(_ db: Database, _ foodId: Int64, forJob jobId: Int64) throws {
        try db.execute(sql: "UPDATE job SET foodId = ?, updatedAt = ? WHERE id = ?", arguments: [foodId, Date().storedText, jobId])
    }

    /// The earlier label job that stored the same content (SHA-256), if any.
    public func storedLabelJob(sha256: String, otherThan jobId: Int64) throws -> JobRecord? {
        try writer.read { db in
            try JobRecord.filter(Column("kind") == JobKind.label.rawValue && Column("sha256") == sha256)
                .filter(Column("id") != jobId && Column("foodId") != nil)
                .filter([JobState.done.rawValue, JobState.needsReview.rawValue].contains(Column("state")))
                .order(Column("id")).fetchOne(db)
        }
    }
}
