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
