import Foundation
import GRDB

/// One file or folder found in the inbox and what became of it; the daemon's durable queue.
public struct JobRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord, StoredDates {
    public static let databaseTableName = "job"

    public var id: Int64?
    /// Where the file was found in the inbox.
    public var sourcePath: String
    /// A folder of pages rather than one image.
    public var isFolder: Bool
    /// A receipt from the inbox or a nutrition label from the labels folder.
    public var kind: JobKind
    /// SHA-256 of the content when the job was created; `nil` for folders.
    public var sha256: String?
    public var state: JobState
    /// Attempts started so far.
    public var attempts: Int
    /// When a waiting job is tried again.
    public var nextAttemptAt: Date?
    public var lastError: String?
    /// The stored receipt, once there is one.
    public var receiptId: Int64?
    /// The food a label job stored, once there is one.
    public var foodId: Int64?
    /// Where the file went after the job finished; `nil` while it is still in the inbox; empty when it left by
    /// other means (taken back by its owner, or replaced by a new file under the same name).
    public var movedTo: String?
    /// Failed on what the file held (not a whole image, nothing readable in it), which a file still being
    /// written also causes: such a file is taken again when it changes in the failed folder.
    public var failedOnContent: Bool = false
    /// Attempts that ended with the OCR worker process killed by a signal or for taking too long.
    public var workerDeaths: Int = 0
    /// Why the finished job's file could not be moved out of the inbox yet, and since when.
    public var moveProblem: String?
    public var moveProblemSince: Date?
    public var createdAt: Date
    public var updatedAt: Date
    public var finishedAt: Date?

    public init(sourcePath: String, isFolder: Bool, sha256: String?, kind: JobKind = .receipt, now: Date = Date()) {
        self.sourcePath = sourcePath
        self.isFolder = isFolder
        self.kind = kind
        self.sha256 = sha256
        state = .queued
        attempts = 0
        createdAt = now
        updatedAt = now
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
