import Foundation
import LarderCore
import LarderStore
import LarderTestSupport
import Testing

/// `larder report`, `larder household` and `larder export` run as a user would, on a real database file holding
/// one trip: Tue 2024-03-12 at ALDI, total 5.00, 250 g of a food with 400 kcal and 600 mg sodium per 100 g
/// for 3.00, and soap for 2.00.
@Suite struct ReportCommandTests {
    let folder: TemporaryDirectory
    let larder: LarderExecutable
    let databasePath: String

    init() throws {
        folder = try TemporaryDirectory()
        larder = try LarderExecutable()
        databasePath = folder.path("larder.sqlite")
        let database = try LarderDatabase.open(atPath: databasePath)
        let food = try database.addFood(
            Food(
                name: "test crackers", category: .snacks, nutrition: Nutrition(kcal: 400, sodiumMg: 600),
                source: "user"))
        let extraction = ExtractedReceipt(
            store: StoreInfo(name: "ALDI"), date: ReceiptDate(iso: "2024-03-12"), currency: "EUR", totalCents: 500,
            items: [
                ExtractedItem(
                    name: "crackers", originalText: "CRACKER", grams: 250, priceCents: 300, category: .snacks),
                ExtractedItem(name: "soap", originalText: "SEIFE", priceCents: 200, category: .household),
            ])
        try database.save(
            ReceiptReading(
                sha256: String(repeating: "e", count: 64), originalName: "r.jpg", storedPath: "/tmp/r.jpg",
                ocr: RecognizedText(text: "", confidence: 90, seconds: 0, pages: 1, words: []), backend: "offline",
                model: "test", startedAt: Date(), finishedAt: Date(), extraction: extraction, status: .done,
                reviewReason: nil, foodLinks: [ItemFoodLink(foodId: food.id!, foodName: food.name, confidence: 1)]))
    }

    func run(_ arguments: [String]) throws -> LarderExecutable.Result {
        try larder.run(arguments + ["--db", databasePath])
    }

    func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try run(arguments + ["--json"])
        #expect(result.exitCode == 0, "\(arguments): \(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    /// 250 g × 400 kcal / 100 g = 1000 kcal; over 7 days 142.86 kcal a day; with two people 14 person-days, so
    /// sodium 1500 mg / 14 = 107.1 mg. Food spending 3.00, all matched.
    @Test func theNutritionReportCountsTheHousehold() throws {
        for (name, sex) in [("Anna", "female"), ("Ben", "male")] {
            let added = try run(
                ["household", "add", name, "--age", "35", "--sex", sex, "--weight", "70", "--height", "175"])
            #expect(added.exitCode == 0, "\(added.standardError)")
        }

        let report = try json(["report", "nutrition", "--date", "2024-03-14"])

        #expect(report["householdSize"] as? Int == 2)
        let summary = try #require(report["summary"] as? [String: Any])
        #expect((summary["totals"] as? [String: Any])?["kcal"] as? Double == 1000)
        #expect(abs((summary["kcalPerDay"] as? Double ?? 0) - 1000.0 / 7) < 1e-9)
        #expect(summary["spentCents"] as? Int == 500)
        #expect(summary["coverage"] as? Double == 1)
        let markers = try #require(report["markers"] as? [[String: Any]])
        let sodium = try #require(markers.first { $0["nutrient"] as? String == "sodium" })
        #expect(abs((sodium["value"] as? Double ?? 0) - 1500.0 / 14) < 1e-9)
        #expect(sodium["rating"] as? String == "green")
        #expect(report["targets"] != nil)
    }

    @Test func spendingAsCSVAndTableNamesTheBreakdown() throws {
        let csv = try run(["report", "spending", "--date", "2024-03-01", "--by", "category", "--csv"])
        let table = try run(["report", "spending", "--date", "2024-03-01"])

        #expect(csv.exitCode == 0, "\(csv.standardError)")
        #expect(
            csv.standardOutput == "category,trips,spent,currency,share\nsnacks,1,3.00,EUR,60%\nhousehold,1,2.00,EUR,40%\n")
        #expect(table.standardOutput.hasPrefix("Spending 2024-03-01 to 2024-03-31: 5.00 EUR in 1 trip"))
        let row = table.standardOutput.split(separator: "\n").first { $0.hasPrefix("ALDI") }
        #expect(row?.split(separator: " ") == ["ALDI", "1", "5.00", "EUR", "100%"])
    }

    @Test func htmlAndExportWriteFiles() throws {
        let page = folder.path("report.html")
        let exportFolder = folder.path("export")

        let html = try run(["report", "nutrition", "--from", "2024-03-01", "--to", "2024-03-31", "--html", page])
        let export = try run(["export", exportFolder])

        #expect(html.exitCode == 0, "\(html.standardError)")
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains("<svg"))
        #expect(export.exitCode == 0, "\(export.standardError)")
        let items = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: exportFolder + "/purchasedItem.json"))) as? [[String: Any]]
        #expect(items?.map { $0["name"] as? String } == ["crackers", "soap"])
        #expect(items?.first?["priceCents"] as? Int == 300)
        let trips = try String(contentsOfFile: exportFolder + "/groceryTrip.csv", encoding: .utf8)
        #expect(trips.hasPrefix("id,receiptId,extractionRunId,storeName,"))
        #expect(trips.contains(",ALDI,"))
        #expect(FileManager.default.fileExists(atPath: exportFolder + "/householdMember.csv"))
    }

    @Test(arguments: [
        (["report", "nutrition", "--from", "2024-03-01"], "--from and --to go together"),
        (["report", "nutrition", "--week", "--month"], "choose one of --week, --month or --from/--to"),
        (["report", "spending", "--from", "2024-03-31", "--to", "2024-03-01"], "is before --from"),
        (["report", "nutrition", "--date", "14.03.2024"], "write it as YYYY-MM-DD"),
        (["household", "add", "Cleo", "--age", "30", "--weight", "60", "--height", "170"], "--sex female|male"),
        (["household", "add", "Cleo", "--age", "30", "--sex", "x", "--weight", "6", "--height", "170"], "not one of"),
        (["household", "remove", "Nobody"], "no household member \"Nobody\""),
    ])
    func badInputGetsAClearError(arguments: [String], message: String) throws {
        let result = try run(arguments)

        #expect(result.exitCode != 0)
        #expect(result.standardError.contains(message), "\(result.standardError)")
    }

    @Test func targetsCanBeSuggestedSavedAndEdited() throws {
        _ = try run(["household", "add", "Anna", "--age", "30", "--sex", "female", "--weight", "60", "--height", "165"])

        let suggested = try json(["household", "suggest", "--save"])
        let edited = try json(["household", "targets", "--kcal", "1800"])
        let reset = try json(["household", "targets", "--reset"])

        // 1320.25 kcal resting × 1.55 (moderate, the default)
        #expect(abs((suggested["kcal"] as? Double ?? 0) - 2046.3875) < 1e-9)
        #expect(suggested["source"] as? String == "computed")
        #expect(edited["kcal"] as? Double == 1800)
        #expect(edited["source"] as? String == "user")
        #expect(reset["source"] as? String == "computed")
    }
}
