import LarderCore
import LarderStore
import LarderTestSupport
import Testing

/// Storing nutrition labels as foods: barcodes, review reasons and re-linking earlier items.
@Suite struct LabelStoreTests {
    let folder: TemporaryDirectory
    let database: LarderDatabase

    init() throws {
        folder = try TemporaryDirectory()
        database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
    }

    func label(_ name: String?, kcal: Double, reasons: [String] = []) -> NutritionLabel {
        NutritionLabel(
            productName: name, nutrition: Nutrition(kcal: kcal, protein: 13.5, carbohydrates: 58.7, fat: 7),
            basis: .per100g, portionGrams: nil, reviewReasons: reasons
        )
    }

    func sugoReading(sha256: String) -> ReceiptReading {
        var reading = StoreFixtures.reading(sha256: sha256, itemText: "ZWERGENWIESE TOMATENSUGO")
        reading.extraction.items[0].name = "Zwergenwiese Tomatensugo"
        return reading
    }

    @Test func aDaemonJobIsMarkedWithItsFoodInTheSameTransaction() throws {
        // Given a label job in the queue
        let job = try database.enqueueJob(sourcePath: "/inbox/labels/skyr.jpg", isFolder: false, sha256: "ab", kind: .label)
        let jobId = try #require(job.id)

        // When its label is stored for it, the job names the food at once
        let stored = try database.saveLabel(label("Skyr", kcal: 63), barcode: nil, fallbackName: "skyr", forJob: jobId)
        #expect(try database.job(id: jobId)?.foodId == stored.food.id)

        // And when marking the job fails, the food is not stored either: a restart cannot store the label twice
        let foods = try database.foodCount()
        try database.writer.write { db in
            try db.execute(sql: "CREATE TEMP TRIGGER refuse BEFORE UPDATE ON job BEGIN SELECT RAISE(ABORT, 'no'); END")
        }
        #expect(throws: (any Error).self) {
            try database.saveLabel(label("Quark", kcal: 67), barcode: nil, fallbackName: "quark", forJob: jobId)
        }
        #expect(try database.foodCount() == foods)
    }

    @Test func aLabelBecomesAFoodFromTheLabel() throws {
        let stored = try database.saveLabel(label("Kernige Haferflocken", kcal: 370), barcode: nil, fallbackName: "x")

        let id = try #require(stored.food.id)
        #expect(!stored.isUpdate)
        #expect(try database.food(id: id)?.source == "label")
        #expect(try database.food(id: id)?.name == "Kernige Haferflocken")
        #expect(try database.reviewReason(ofFood: id) == nil)
    }

    @Test func aLaterLabelWithTheSameBarcodeUpdatesTheFood() throws {
        let first = try database.saveLabel(label("Haferflocken", kcal: 360), barcode: "4006381333931", fallbackName: "a")

        let second = try database.saveLabel(label(nil, kcal: 370), barcode: "4006381333931", fallbackName: "b")

        #expect(second.isUpdate)
        #expect(second.food.id == first.food.id)
        #expect(second.food.name == "Haferflocken")
        #expect(try database.food(id: try #require(first.food.id))?.nutrition.kcal == 370)
    }

    @Test func anImplausibleLabelIsStoredWithItsReason() throws {
        let stored = try database.saveLabel(
            label("Gouda jung", kcal: 360, reasons: ["saturates 31.0 g above fat 29.0 g"]), barcode: nil,
            fallbackName: "x"
        )

        let id = try #require(stored.food.id)
        #expect(try database.reviewReason(ofFood: id) == "saturates 31.0 g above fat 29.0 g")

        // A person's correction is the review
        var food = stored.food
        food.nutrition.saturatedFat = 19
        try database.updateFood(food)
        #expect(try database.reviewReason(ofFood: id) == nil)
    }

    @Test func itemsTheNewFoodFitsBetterAreRelinkedButPersonLinksAreNot() throws {
        // Given two trips whose item text names a product the food bank does not know yet
        let unmatched = try database.save(sugoReading(sha256: "a"))
        let linked = try database.save(sugoReading(sha256: "b"))
        let unmatchedItem = try #require(unmatched.itemIds.first)
        let personItem = try #require(linked.itemIds.first)
        let gouda = try #require(try database.matchableFoods().first { $0.name == "gouda" }?.id)
        try database.link(itemId: personItem, toFood: gouda)

        // When a label of that product is stored
        let stored = try database.saveLabel(
            label("Zwergenwiese Tomatensugo", kcal: 370), barcode: nil, fallbackName: "x"
        )

        // Then the unmatched item now points at it, and the person's link stands
        #expect(stored.relinkedItemIds == [unmatchedItem])
        #expect(try database.item(id: unmatchedItem)?.foodId == stored.food.id)
        #expect(try database.item(id: personItem)?.foodId == gouda)
    }
}
