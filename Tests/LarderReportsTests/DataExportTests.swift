import Foundation
import LarderCore
import LarderReports
import LarderStore
import LarderTestSupport
import Testing

@Suite struct DataExportTests {
    @Test func everyTableIsWrittenAsJSONAndCSVThatReadBack() throws {
        let fixture = try ReportFixture()
        try fixture.addHousehold()
        // A name with a quote, a comma and a line break must survive both formats.
        let awkward = try fixture.database.addFood(
            Food(name: "Käse \"alt\", 48%\nextra", category: .dairy, nutrition: Nutrition(kcal: 380), source: "user"))
        let folder = try TemporaryDirectory()

        let written = try DataExport.write(fixture.database, to: folder.url)

        // One JSON and one CSV file per table.
        #expect(written.count == 2 * LarderDatabase.exportedTables.count)
        #expect(written.contains { $0.file == "userCorrection.csv" })
        #expect(written.first { $0.file == "groceryTrip.json" }?.rows == 4)
        #expect(written.first { $0.file == "householdMember.csv" }?.rows == 2)
        let foods = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("food.json")))
                as? [[String: Any]])
        let exported = try #require(foods.first { ($0["id"] as? Int).map(Int64.init) == awkward.id })
        #expect(exported["name"] as? String == awkward.name)
        #expect(exported["kcal"] as? Double == 380)
        #expect(exported["protein"] is NSNull)
        let items = try String(contentsOf: folder.url.appendingPathComponent("purchasedItem.csv"), encoding: .utf8)
        #expect(items.hasPrefix("id,groceryTripId,position,name,originalText,"))
        let csvFoods = try String(contentsOf: folder.url.appendingPathComponent("food.csv"), encoding: .utf8)
        #expect(csvFoods.contains("\"Käse \"\"alt\"\", 48%\nextra\""))
    }
}
