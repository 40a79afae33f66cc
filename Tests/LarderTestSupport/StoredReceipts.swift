import Foundation
import GRDB
import LarderCore
import LarderStore

/// Fills a real database with many stored receipts quickly, for reprocessing tests and the benchmark.
public enum StoredReceipts {
    /// Stores each reading as a receipt with its run, trip and items, a thousand to a transaction (one
    /// `LarderDatabase.save` per receipt would make a 10,000-receipt database take minutes).
    public static func store(_ readings: some Sequence<ReceiptReading>, in database: LarderDatabase) throws {
        var batch: [ReceiptReading] = []
        for reading in readings {
            batch.append(reading)
            if batch.count == 1000 {
                try insert(batch, into: database)
                batch.removeAll(keepingCapacity: true)
            }
        }
        try insert(batch, into: database)
    }

    /// `reading` again with another SHA-256 and the run's model, as if another image had been read.
    public static func copy(of reading: ReceiptReading, number: Int, model: String) -> ReceiptReading {
        var copy = reading
        copy.sha256 = "\(reading.sha256)-\(number)"
        copy.originalName = "copy-\(number).jpg"
        copy.model = model
        return copy
    }

    private static func insert(_ readings: [ReceiptReading], into database: LarderDatabase) throws {
        guard !readings.isEmpty else { return }
        try database.writer.write { db in
            for reading in readings {
                var receipt = ReceiptRecord(
                    sha256: reading.sha256, originalName: reading.originalName, storedPath: reading.storedPath,
                    status: reading.status, error: reading.reviewReason, ocr: reading.ocr
                )
                try receipt.insert(db)
                var run = ExtractionRunRecord(
                    receiptId: receipt.id!, backend: reading.backend, model: reading.model,
                    startedAt: reading.startedAt, finishedAt: reading.finishedAt, rawResult: reading.extraction,
                    error: nil
                )
                try run.insert(db)
                let extraction = reading.extraction
                var trip = GroceryTripRecord(
                    receiptId: receipt.id!, extractionRunId: run.id!, storeName: extraction.store.name,
                    storeAddress: extraction.store.address, date: extraction.date, currency: extraction.currency,
                    totalCents: extraction.totalCents, warnings: extraction.warnings
                )
                try trip.insert(db)
                for (position, item) in extraction.items.enumerated() {
                    let link = position < reading.foodLinks.count ? reading.foodLinks[position] : nil
                    var record = PurchasedItemRecord(
                        groceryTripId: trip.id!, position: position, item: item, foodId: link?.foodId,
                        matchConfidence: link?.confidence
                    )
                    try record.insert(db)
                }
            }
        }
    }
}
