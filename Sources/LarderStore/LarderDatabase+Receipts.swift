import Foundation
import GRDB
import LarderCore

/// Everything one successful read of a receipt produced, saved in a single transaction.
public struct ReceiptReading: Sendable {
    public var sha256: String
    public var originalName: String
    public var storedPath: String
    public var ocr: RecognizedText
    public var backend: String
    public var model: String
    public var startedAt: Date
    public var finishedAt: Date
    public var extraction: ExtractedReceipt
    public var status: ReceiptStatus
    /// Why the receipt needs review, when it does.
    public var reviewReason: String?
    /// The food each item matched, in item order; missing or `nil` entries stay unmatched.
    public var foodLinks: [ItemFoodLink?]

    public init(
        sha256: String, originalName: String, storedPath: String, ocr: RecognizedText, backend: String,
        model: String, startedAt: Date, finishedAt: Date, extraction: ExtractedReceipt, status: ReceiptStatus,
        reviewReason: String?, foodLinks: [ItemFoodLink?] = []
    ) {
        self.sha256 = sha256
        self.originalName = originalName
        self.storedPath = storedPath
        self.ocr = ocr
        self.backend = backend
        self.model = model
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.extraction = extraction
        self.status = status
        self.reviewReason = reviewReason
        self.foodLinks = foodLinks
    }
}

/// The rows a saved reading created.
public struct SavedReading: Sendable, Hashable {
    public var receiptId: Int64
    public var extractionRunId: Int64
    public var tripId: Int64
    public var itemIds: [Int64]
}

extension LarderDatabase {
    /// The receipt whose image has this SHA-256, if one is stored.
    public func receipt(sha256: String) throws -> ReceiptRecord? {
        try writer.read { db in
            try ReceiptRecord.filter(Column("sha256") == sha256).fetchOne(db)
        }
    }

    /// The receipt with this id, if it exists.
    public func receipt(id: Int64) throws -> ReceiptRecord? {
        try writer.read { db in try ReceiptRecord.fetchOne(db, key: id) }
    }

    /// Stores a receipt, its extraction run, its trip and its items in one transaction.
    ///
    /// A receipt with the same SHA-256 is updated in place (a retried failure); its previous trip is
    /// replaced, while its earlier extraction runs are kept.
    /// - Returns: The ids of the rows written.
    /// - Throws: `DatabaseError`; nothing is written then.
    @discardableResult
    public func save(_ reading: ReceiptReading) throws -> SavedReading {
        try writer.write { db in
            let receipt = try upsertReceipt(
                db, sha256: reading.sha256, originalName: reading.originalName, storedPath: reading.storedPath,
                status: reading.status, error: reading.reviewReason, ocr: reading.ocr
            )
            let receiptId = try receipt.requireID()
            var run = ExtractionRunRecord(
                receiptId: receiptId, backend: reading.backend, model: reading.model, startedAt: reading.startedAt,
                finishedAt: reading.finishedAt, rawResult: reading.extraction, error: nil
            )
            try run.insert(db)
            try GroceryTripRecord.filter(Column("receiptId") == receiptId).deleteAll(db)
            let extraction = reading.extraction
            var trip = GroceryTripRecord(
                receiptId: receiptId, extractionRunId: try run.requireID(), storeName: extraction.store.name,
                storeAddress: extraction.store.address, date: extraction.date, currency: extraction.currency,
                totalCents: extraction.totalCents, warnings: extraction.warnings
            )
            try trip.insert(db)
            var itemIds: [Int64] = []
            for (position, item) in extraction.items.enumerated() {
                let link = position < reading.foodLinks.count ? reading.foodLinks[position] : nil
                var record = PurchasedItemRecord(
                    groceryTripId: try trip.requireID(), position: position, item: item, foodId: link?.foodId,
                    matchConfidence: link?.confidence
                )
                try record.insert(db)
                itemIds.append(try record.requireID())
            }
            return SavedReading(
                receiptId: receiptId, extractionRunId: try run.requireID(), tripId: try trip.requireID(),
                itemIds: itemIds
            )
        }
    }

    /// Records that a receipt could not be read, keeping whatever was learned before the failure.
    ///
    /// When extraction failed after OCR, pass the OCR output and the failed run so neither is lost.
    /// - Parameter status: `failed`, or `queued` for a receipt whose extraction waits for a backend to return.
    /// - Returns: The stored receipt.
    @discardableResult
    public func saveFailure(
        sha256: String, originalName: String, storedPath: String, error: String, ocr: RecognizedText? = nil,
        failedRun: (backend: String, model: String, startedAt: Date, finishedAt: Date)? = nil,
        status: ReceiptStatus = .failed
    ) throws -> ReceiptRecord {
        try writer.write { db in
            let receipt = try upsertReceipt(
                db, sha256: sha256, originalName: originalName, storedPath: storedPath, status: status, error: error,
                ocr: ocr
            )
            if let failedRun {
                var run = ExtractionRunRecord(
                    receiptId: try receipt.requireID(), backend: failedRun.backend, model: failedRun.model,
                    startedAt: failedRun.startedAt, finishedAt: failedRun.finishedAt, rawResult: nil, error: error
                )
                try run.insert(db)
            }
            return receipt
        }
    }

    private func upsertReceipt(
        _ db: Database, sha256: String, originalName: String, storedPath: String, status: ReceiptStatus,
        error: String?, ocr: RecognizedText?
    ) throws -> ReceiptRecord {
        let existing = try ReceiptRecord.filter(Column("sha256") == sha256).fetchOne(db)
        var receipt = ReceiptRecord(
            id: existing?.id, sha256: sha256, originalName: originalName, storedPath: storedPath, status: status,
            error: error, ocr: ocr ?? existing?.recognizedText, receivedAt: existing?.receivedAt ?? Date()
        )
        try receipt.save(db)
        return receipt
    }
}
