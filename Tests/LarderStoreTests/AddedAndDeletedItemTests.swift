import Foundation
import LarderCore
import LarderStore
import LarderTestSupport
import Testing

/// Items a person adds or deletes on a trip: stored at once, and kept that way when the receipt is read again.
@Suite struct AddedAndDeletedItemTests {
    let folder: TemporaryDirectory
    let database: LarderDatabase

    init() throws {
        folder = try TemporaryDirectory()
        database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
    }

    @Test func anAddedItemIsStoredLinkedAndSurvivesANewReading() throws {
        // Given a stored trip of two items, and a food to link
        let saved = try database.save(StoreFixtures.reading(sha256: "add"))
        let bread = try database.addFood(Food(name: "Bread test loaf", category: .bakery, nutrition: Nutrition(kcal: 250), source: "user"))

        // When a missed loaf of bread is added, linked to that food, then its price corrected
        let added = try database.addItem(
            AddedItem(name: "bread", grams: 500, priceCents: 129, category: .bakery), toTrip: saved.tripId,
            foodId: bread.id)
        try database.edit(
            tripId: saved.tripId, TripEdit(items: [TripEdit.ItemEdit(itemId: try #require(added.id), priceCents: 139)]))

        // Then the trip has it last, linked
        let trip = try database.trip(id: saved.tripId)
        #expect(trip.items.map(\.name) == ["bananas", "UHT milk", "bread"])
        #expect(trip.items.last?.foodId == bread.id)
        #expect(trip.items.last?.priceCents == 139)

        // And a new reading of the receipt, with the corrections laid over it, still has it as corrected
        let reading = StoreFixtures.reading(sha256: "add").extraction
        let corrected = TripSnapshot(reading).applying(try database.corrections(forReceipt: saved.receiptId))
        #expect(corrected.items.map(\.name) == ["bananas", "UHT milk", "bread"])
        #expect(corrected.items.last?.grams == 500)
        #expect(corrected.items.last?.priceCents == 139)
        #expect(corrected.items.last?.foodId == bread.id)
        #expect(corrected.items.last?.category == .bakery)
    }

    @Test func aDeletedItemStaysDeletedInANewReading() throws {
        // Given a stored trip whose first line is not on the paper
        let saved = try database.save(StoreFixtures.reading(sha256: "delete"))

        // When it is deleted
        let tripId = try database.deleteItem(id: saved.itemIds[0])

        // Then the trip lacks it, and so does a new reading with the corrections laid over it
        #expect(tripId == saved.tripId)
        #expect(try database.trip(id: saved.tripId).items.map(\.name) == ["UHT milk"])
        let reading = StoreFixtures.reading(sha256: "delete").extraction
        let corrected = TripSnapshot(reading).applying(try database.corrections(forReceipt: saved.receiptId))
        #expect(corrected.items.map(\.originalText) == ["H-MILCH 3,5% 1L"])
    }

    @Test func unknownTripsFoodsAndItemsAreRefused() throws {
        let saved = try database.save(StoreFixtures.reading(sha256: "refuse"))
        #expect(throws: StoreError.self) { try database.addItem(AddedItem(name: "x", priceCents: 1), toTrip: 999) }
        #expect(throws: StoreError.self) {
            try database.addItem(AddedItem(name: "x", priceCents: 1), toTrip: saved.tripId, foodId: 999_999)
        }
        #expect(throws: StoreError.self) { try database.deleteItem(id: 999) }
        #expect(try database.trip(id: saved.tripId).items.count == 2)
        #expect(try database.corrections(forReceipt: saved.receiptId).isEmpty)
    }
}
