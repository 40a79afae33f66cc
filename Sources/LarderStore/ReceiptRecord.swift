import Foundation
import GRDB
import LarderCore

/// A stored receipt image: where it came from, how it was read, and where it stands.
public struct ReceiptRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord, StoredDates {
    public static let databaseTableName = "receipt"

    public var id: Int64?
    /// SHA-256 of the file's bytes, lower-case hex: the same image is stored once.
    public var sha256: String
    public var originalName: String
    public var storedPath: String
    public var status: ReceiptStatus
    /// Why reading failed or what needs review, in plain words.
    public var error: String?
    public var ocrText: String?
    public var ocrConfidence: Double?
    public var ocrSeconds: Double?
    public var ocrPages: Int?
    public var ocrWords: [RecognizedWord]?
    public var receivedAt: Date
    public var updatedAt: Date

    public init(
        id: Int64? = nil, sha256: String, originalName: String, storedPath: String, status: ReceiptStatus,
        error: String? = nil, ocr: RecognizedText? = nil, receivedAt: Date = Date(), updatedAt: Date = Date()
    ) {
        self.id = id
        self.sha256 = sha256
        self.originalName = originalName
        self.storedPath = storedPath
        self.status = status
        self.error = error
        self.ocrText = ocr?.text
        self.ocrConfidence = ocr?.confidence
        self.ocrSeconds = ocr?.seconds
        self.ocrPages = ocr?.pages
        self.ocrWords = ocr?.words
        self.receivedAt = receivedAt
        self.updatedAt = updatedAt
    }

    /// The stored OCR output, or `nil` when the receipt was never read.
    public var recognizedText: RecognizedText? {
        guard let ocrText, let ocrConfidence else { return nil }
        return RecognizedText(
            text: ocrText, confidence: ocrConfidence, seconds: ocrSeconds ?? 0, pages: ocrPages ?? 1,
            words: ocrWords ?? []
        )
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
