import Foundation
import GRDB
import LarderCore
import LarderStore
import LarderTestSupport
import Testing

@Suite struct LarderDatabaseTests {
    @Test func newFileIsPrivateWALWithForeignKeys() throws {
        // Given a folder that does not exist yet
        let folder = try TemporaryDirectory()
        let path = folder.path("nested/larder.sqlite")

        // When the database is opened
        let database = try LarderDatabase.open(atPath: path)

        // Then the file exists with mode 0600, in WAL mode, with foreign keys enforced
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        let (journalMode, foreignKeys) = try database.writer.read { db in
            (
                try String.fetchOne(db, sql: "PRAGMA journal_mode"),
                try Bool.fetchOne(db, sql: "PRAGMA foreign_keys")
            )
        }
        #expect(journalMode == "wal")
        #expect(foreignKeys == true)
    }

    @Test func migrationsCreateEveryTable() throws {
        let database = try LarderDatabase.inMemory()
        let tables = try database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        }
        for table in ["receipt", "extractionRun", "groceryTrip", "purchasedItem", "food"] {
            #expect(tables.contains(table), "missing table \(table)")
        }
    }

    @Test func reopeningKeepsData() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("larder.sqlite")
        try LarderDatabase.open(atPath: path).save(StoreFixtures.reading(sha256: "aa"))

        let reopened = try LarderDatabase.open(atPath: path)

        #expect(try reopened.receipt(sha256: "aa")?.status == .done)
    }

    @Test func savingAReadingStoresReceiptRunTripAndItemsTogether() throws {
        // Given a reading with two items
        let database = try LarderDatabase.inMemory()
        let reading = StoreFixtures.reading(sha256: "abc")

        // When it is saved
        let saved = try database.save(reading)

        // Then each row exists and points at the others
        let receipt = try #require(try database.receipt(id: saved.receiptId))
        #expect(receipt.sha256 == "abc")
        #expect(receipt.ocrText == reading.ocr.text)
        #expect(receipt.ocrWords == reading.ocr.words)
        let (trip, items, run) = try database.writer.read { db in
            (
                try GroceryTripRecord.fetchOne(db, key: saved.tripId),
                try PurchasedItemRecord.filter(Column("groceryTripId") == saved.tripId).order(Column("position"))
                    .fetchAll(db),
                try ExtractionRunRecord.fetchOne(db, key: saved.extractionRunId)
            )
        }
        #expect(trip?.extractionRunId == saved.extractionRunId)
        #expect(trip?.storeName == "ALDI SÜD")
        #expect(trip?.date == ReceiptDate(year: 2024, month: 3, day: 15))
        #expect(trip?.totalCents == 302)
        #expect(items.map(\.originalText) == ["BANANEN", "H-MILCH 3,5% 1L"])
        #expect(items.map(\.priceCents) == [153, 149])
        #expect(items.first?.gramsSource == .stated)
        #expect(run?.rawResult == reading.extraction)
        #expect(run?.backend == "offline")
    }

    @Test func datesAndCategoriesAreStoredAsPlainText() throws {
        let database = try LarderDatabase.inMemory()
        let saved = try database.save(StoreFixtures.reading(sha256: "abc"))

        let (date, category) = try database.writer.read { db in
            (
                try String.fetchOne(db, sql: "SELECT date FROM groceryTrip WHERE id = ?", arguments: [saved.tripId]),
                try String.fetchOne(db, sql: "SELECT category FROM purchasedItem ORDER BY position LIMIT 1")
            )
        }
        #expect(date == "2024-03-15")
        #expect(category == "produce")
    }

    @Test func sameImageHashIsUnique() throws {
        let database = try LarderDatabase.inMemory()
        try database.save(StoreFixtures.reading(sha256: "same"))

        #expect(throws: DatabaseError.self) {
            try database.writer.write { db in
                var duplicate = ReceiptRecord(sha256: "same", originalName: "b.jpg", storedPath: "/b.jpg", status: .queued)
                try duplicate.insert(db)
            }
        }
    }

    @Test func aRetriedFailureUpdatesTheSameReceiptAndKeepsEveryRun() throws {
        // Given a receipt whose extraction failed after OCR
        let database = try LarderDatabase.inMemory()
        let reading = StoreFixtures.reading(sha256: "retry")
        let failed = try database.saveFailure(
            sha256: "retry", originalName: "r.jpg", storedPath: "/r.jpg", error: "backend unavailable",
            ocr: reading.ocr, failedRun: ("offline", "rules-1", Date(), Date())
        )
        #expect(failed.status == .failed)
        #expect(failed.ocrText == reading.ocr.text)

        // When it is read successfully later
        let saved = try database.save(reading)

        // Then the same receipt row is now done, with both runs kept and one trip
        #expect(saved.receiptId == failed.id)
        let (runs, trips) = try database.writer.read { db in
            (try ExtractionRunRecord.fetchAll(db), try GroceryTripRecord.fetchCount(db))
        }
        #expect(runs.count == 2)
        #expect(runs.filter { $0.error != nil }.count == 1)
        #expect(trips == 1)
        #expect(try database.receipt(sha256: "retry")?.status == .done)
    }

    @Test func deletingAReceiptRemovesItsTripAndItems() throws {
        let database = try LarderDatabase.inMemory()
        let saved = try database.save(StoreFixtures.reading(sha256: "gone"))

        let remaining = try database.writer.write { db in
            _ = try ReceiptRecord.deleteOne(db, key: saved.receiptId)
            return (try GroceryTripRecord.fetchCount(db), try PurchasedItemRecord.fetchCount(db))
        }
        #expect(remaining == (0, 0))
    }
}
