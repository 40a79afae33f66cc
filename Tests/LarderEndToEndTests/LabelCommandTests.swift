import Foundation
import LarderTestSupport
import Testing

/// `larder label` on the generated label images with real Tesseract and ZBar: values within 2% of the truth.
@Suite struct LabelCommandTests {
    static let keys = ["kcal", "fat", "saturatedFat", "carbohydrates", "sugar", "fibre", "protein", "sodiumMg"]

    func label(_ path: String, db: String) throws -> [String: Any] {
        let result = try LarderExecutable().run(
            ["label", "--json", "--db", db, path], environment: ["OMP_THREAD_LIMIT": "1"]
        )
        #expect(result.exitCode == 0, "\(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    @Test(arguments: try LabelSample.all())
    func theLabelIsStoredPer100gWithinTwoPercent(sample: LabelSample) throws {
        let folder = try TemporaryDirectory()
        let db = folder.path("larder.sqlite")

        let outcome = try label(sample.imagePath, db: db)

        let food = try #require(outcome["food"] as? [String: Any])
        let nutrition = try #require(food["nutrition"] as? [String: Any])
        #expect(food["name"] as? String == sample.truth.name)
        #expect(food["source"] as? String == "label")
        #expect(food["barcode"] as? String == sample.truth.barcode)
        #expect(outcome["basis"] as? String == sample.truth.basis)
        #expect(outcome["needsReview"] as? Bool == sample.truth.needsReview, "\(outcome["reviewReasons"] ?? "")")
        let show = try LarderExecutable().run(["foods", "show", "--json", "--db", db, "\(food["id"] as? Int ?? 0)"])
        let shown = try JSONSerialization.jsonObject(with: Data(show.standardOutput.utf8)) as? [String: Any]
        #expect(shown?["needsReview"] as? Bool == sample.truth.needsReview)
        for key in Self.keys {
            let expected = try #require(sample.truth.nutrition[key])
            let actual = nutrition[key] as? Double
            #expect(abs((actual ?? -1) - expected) <= max(0.02 * expected, 0.01), "\(key): \(actual ?? -1)")
        }
    }
}

/// A label and receipts in either order: the item ends up linked to the label's food.
@Suite struct LabelLinkingTests {
    @Test func aLabelRelinksEarlierItemsAndLaterReceiptsMatchIt() throws {
        // Given a receipt whose "SKYR NATUR 450G" matched the seed's plain skyr less than fully
        let folder = try TemporaryDirectory()
        let larder = try LarderExecutable()
        let db = folder.path("larder.sqlite")
        let environment = ["OMP_THREAD_LIMIT": "1"]
        let receipt = Fixtures.testReceipt("aldi-sued-01.jpg")
        #expect(try larder.run(["process", "--db", db, receipt], environment: environment).exitCode == 0)
        let skyr = try #require(try item("SKYR NATUR 450G", larder, db))
        #expect((skyr["matchConfidence"] as? Double ?? 1) < 1)

        // When the product's label is read
        let image = Fixtures.testReceipts.appendingPathComponent("labels/de-skyr-natur-100g.png").path
        let result = try larder.run(["label", "--json", "--db", db, image], environment: environment)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let outcome = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let foodId = try #require((outcome?["food"] as? [String: Any])?["id"] as? Int)

        // Then the earlier item is re-linked to it, and a later scan of the receipt links to it directly
        #expect(outcome?["relinkedItemIds"] as? [Int] == [skyr["id"] as? Int ?? -1])
        #expect(try item("SKYR NATUR 450G", larder, db)?["foodId"] as? Int == foodId)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: receipt))
        bytes.append(0)
        let rescan = try folder.write(bytes, to: "rescan.jpg")
        let again = try larder.run(["process", "--json", "--db", db, rescan], environment: environment)
        let trips = try JSONSerialization.jsonObject(with: Data(again.standardOutput.utf8)) as? [[String: Any]]
        let items = trips?.first?["items"] as? [[String: Any]] ?? []
        let rescanned = items.first { $0["originalText"] as? String == "SKYR NATUR 450G" }
        #expect((rescanned?["food"] as? [String: Any])?["id"] as? Int == foodId)
    }

    func item(_ text: String, _ larder: LarderExecutable, _ db: String) throws -> [String: Any]? {
        let result = try larder.run(["items", "list", "--json", "--db", db])
        let items = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
        return items?.first { $0["originalText"] as? String == text }
    }
}
