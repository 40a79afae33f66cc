import Foundation
import LarderStore
import LarderTestSupport
import Testing

/// `larder foods ...` run as a user would, on a real database file.
@Suite struct FoodsCommandTests {
    let folder: TemporaryDirectory
    let larder: LarderExecutable
    let databasePath: String

    init() throws {
        folder = try TemporaryDirectory()
        larder = try LarderExecutable()
        databasePath = folder.path("larder.sqlite")
    }

    /// Runs `larder foods ARGUMENTS --json --db ...`, expects success and returns the parsed JSON.
    func foodsJSON(_ arguments: [String]) throws -> Any {
        let result = try larder.run(["foods"] + arguments + ["--json", "--db", databasePath])
        #expect(result.exitCode == 0, "\(arguments): \(result.standardError)")
        return try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8), options: .fragmentsAllowed)
    }

    @Test func aFoodAddedEditedAndAliasedIsShownAndFound() throws {
        // Given a food added with a German alias and its salt
        let added = try #require(
            try foodsJSON([
                "add", "oat drink", "--category", "beverages", "--alias", "Haferdrink", "--kcal", "46", "--salt", "0.1",
            ]) as? [String: Any]
        )
        let id = try #require(added["id"] as? Int)
        #expect((added["nutrition"] as? [String: Any])?["sodiumMg"] as? Double == 40)

        // When it is edited and given another alias
        _ = try foodsJSON(["edit", "\(id)", "--fat", "1.5", "--barcode", "4006381333931"])
        _ = try foodsJSON(["alias", "\(id)", "HAFER DRINK BARISTA", "--language", "de"])

        // Then show has all of it, and search finds it by each spelling
        let shown = try #require(try foodsJSON(["show", "\(id)"]) as? [String: Any])
        #expect((shown["nutrition"] as? [String: Any])?["fat"] as? Double == 1.5)
        #expect(shown["barcode"] as? String == "4006381333931")
        #expect(Set(shown["aliases"] as? [String] ?? []).isSuperset(of: ["Haferdrink", "HAFER DRINK BARISTA"]))
        for text in ["haferdrink", "HAFER DRINK BARISTA 1L"] {
            let found = try #require(try foodsJSON(["search", text, "--limit", "3"]) as? [[String: Any]])
            #expect(found.first?["foodId"] as? Int == id, "\(text)")
        }
    }

    @Test func listPagesThroughTheSeededFoods() throws {
        // Given a new database, seeded as a writing command creates it (`foods list` only reads)
        _ = try LarderDatabase.open(atPath: databasePath)

        let page = try #require(try foodsJSON(["list", "--limit", "5", "--offset", "10"]) as? [[String: Any]])

        #expect(page.compactMap { $0["id"] as? Int } == Array(11...15))
        #expect(page.allSatisfy { ($0["source"] as? String)?.hasPrefix("usda_sr28:") == true })
    }

    @Test func mergeThenDeleteLeaveOnlyTheKeptFood() throws {
        let first = try #require(try foodsJSON(["add", "oat drink", "--kcal", "46"]) as? [String: Any])
        let second = try #require(try foodsJSON(["add", "oat beverage", "--fibre", "0.8"]) as? [String: Any])
        let keep = try #require(first["id"] as? Int)
        let drop = try #require(second["id"] as? Int)

        let merged = try #require(try foodsJSON(["merge", "\(drop)", "\(keep)"]) as? [String: Any])
        #expect((merged["nutrition"] as? [String: Any])?["fibre"] as? Double == 0.8)
        let gone = try larder.run(["foods", "show", "--db", databasePath, "\(drop)"])
        #expect(gone.exitCode == 1)
        #expect(gone.standardError.contains("no food \(drop)"))

        _ = try foodsJSON(["delete", "\(keep)"])
        #expect(try larder.run(["foods", "delete", "--db", databasePath, "\(keep)"]).exitCode == 1)
    }

    @Test func badInputIsRefusedWithAReason() throws {
        let category = try larder.run(["foods", "add", "x", "--category", "snackz", "--db", databasePath])
        let alias = try larder.run(["foods", "alias", "--db", databasePath, "424242", "Hafer"])

        #expect(category.exitCode == 2)
        #expect(category.standardError.contains("unknown category 'snackz'"))
        #expect(alias.exitCode == 1)
        #expect(alias.standardError.contains("424242"))
    }
}

/// `larder foods export` and `import`, including an Open Food Facts product file.
@Suite struct FoodExchangeCommandTests {
    @Test func exportedCSVAndAProductFileImportIntoAnotherDatabase() throws {
        let folder = try TemporaryDirectory()
        let larder = try LarderExecutable()
        let first = folder.path("a.sqlite")
        let second = folder.path("b.sqlite")
        #expect(try larder.run(["foods", "add", "oat drink", "--kcal", "46", "--db", first]).exitCode == 0)
        let csv = folder.path("foods.csv")
        #expect(try larder.run(["foods", "export", "--format", "csv", "-o", csv, "--db", first]).exitCode == 0)
        let nutella = #"{"code": "3017620422003", "product": {"product_name": "Nutella", "nutriments": {}}}"#
        let product = try folder.write(Data(nutella.utf8), to: "nutella.json")

        let result = try larder.run(["foods", "import", "--json", "--db", second, csv, product])

        #expect(result.exitCode == 0, "\(result.standardError)")
        let counts = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Int]
        #expect(counts?["updated"] == 0)
        let found = try larder.run(["foods", "search", "--json", "--db", second, "nutella"])
        #expect(found.standardOutput.contains("\"name\" : \"Nutella\""))
        let oat = try larder.run(["foods", "search", "--json", "--db", second, "oat drink"])
        #expect(oat.standardOutput.contains("\"name\" : \"oat drink\""))
    }
}
