import Foundation
import GRDB
import LarderCore
import LarderStore
import LarderTestSupport
import Testing

/// Trip edits and item links kept as corrections, laid over a new reading, and what a diff reports.
@Suite struct UserCorrectionTests {
    let folder: TemporaryDirectory
    let database: LarderDatabase

    init() throws {
        folder = try TemporaryDirectory()
        database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
    }

    @Test func editsAndLinksAreRecordedAndLaidOverANewReading() throws {
        // Given a stored trip whose store, total and second item were corrected, and whose first item was skipped
        let saved = try database.save(StoreFixtures.reading(sha256: "edit"))
        let edit = TripEdit(
            storeName: "Corner Shop", totalCents: 350,
            items: [TripEdit.ItemEdit(itemId: saved.itemIds[1], name: "whole milk", grams: 1030)]
        )
        try database.edit(tripId: saved.tripId, edit)
        try database.skip(itemId: saved.itemIds[0])

        // When the same receipt is read again, with the items in another order
        var reading = StoreFixtures.reading(sha256: "edit").extraction
        reading.items.reverse()
        let corrected = TripSnapshot(reading).applying(try database.corrections(forReceipt: saved.receiptId))

        // Then every correction finds its item by its printed text
        #expect(try database.corrections(forReceipt: saved.receiptId).count == 5)
        #expect(corrected.storeName == "Corner Shop")
        #expect(corrected.totalCents == 350)
        #expect(corrected.items[0].name == "whole milk")
        #expect(corrected.items[0].grams == 1030)
        #expect(corrected.items[1].isSkipped)
        #expect(!corrected.items[0].isSkipped)
    }

    @Test func aDiffPairsItemsByTheirPrintedText() {
        let before = StoreFixtures.reading(sha256: "a").extraction
        var after = before
        after.totalCents = 302 + 99
        after.items[1].priceCents = 150
        after.items.remove(at: 0)
        after.items.append(ExtractedItem(name: "bread", originalText: "BROT", priceCents: 99))

        let diff = TripDiff(from: TripSnapshot(before), to: TripSnapshot(after))

        #expect(diff.fields.map(\.field) == ["total"])
        #expect(diff.fields.first?.after == "4.01")
        #expect(diff.itemsAdded == ["BROT"])
        #expect(diff.itemsRemoved == ["BANANEN"])
        #expect(diff.itemsChanged.map(\.field) == ["H-MILCH 3,5% 1L: price"])
        #expect(TripDiff(from: TripSnapshot(before), to: TripSnapshot(before)).isEmpty)
    }

    @Test func selectionFiltersCombine() throws {
        // Given two receipts at different stores, one needing review
        try database.save(StoreFixtures.reading(sha256: "one"))
        var other = StoreFixtures.reading(sha256: "two")
        other.extraction.store.name = "LIDL"
        other.status = .needsReview
        other.model = "rules-0"
        try database.save(other)

        // Then each filter, and their combination, selects what it says
        #expect(try database.receiptIds(ReprocessSelection()) == [1, 2])
        #expect(try database.receiptIds(ReprocessSelection(statuses: [.needsReview])) == [2])
        #expect(try database.receiptIds(ReprocessSelection(store: "aldi")) == [1])
        #expect(try database.receiptIds(ReprocessSelection(model: "rules-0")) == [2])
        #expect(try database.receiptIds(ReprocessSelection(since: ReceiptDate(iso: "2024-03-16"))).isEmpty)
        #expect(try database.receiptIds(ReprocessSelection(receiptIds: [1], store: "lidl")).isEmpty)
    }
}
