import Foundation
import GRDB
import LarderCore

/// One attempt to extract a trip from a receipt's OCR output. Every run is kept.
public struct ExtractionRunRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord, StoredDates {
    public static let databaseTableName = "extractionRun"

    public var id: Int64?
    public var receiptId: Int64
    public var backend: String
    public var model: String
    public var startedAt: Date
    public var finishedAt: Date?
    /// The backend's result exactly as it returned it.
    public var rawResult: ExtractedReceipt?
    public var error: String?

    public init(
        id: Int64? = nil, receiptId: Int64, backend: String, model: String, startedAt: Date, finishedAt: Date?,
        rawResult: ExtractedReceipt?, error: String?
    ) {
        self.id = id
        self.receiptId = receiptId
        self.backend = backend
        self.model = model
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.rawResult = rawResult
        self.error = error
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
