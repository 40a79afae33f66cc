import Foundation
import LarderTestSupport
import Testing

/// `larder trips list|show|edit|delete` with the built binary on a real SQLite file.
@Suite struct TripsCommandTests {
    func json(_ result: LarderExecutable.Result) throws -> Any {
        #expect(result.exitCode == 0, "\(result.standardError)")
        return try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    }

    @Test func listShowEditAndDelete() throws {
        // Given one receipt read from a sample image
        let fixture = try ReprocessFixture(sample: "lidl-01.jpg")
        let db = ["--db", fixture.databasePath]

        // Then it is listed with its item count and status, and filters by store apply
        let list = try json(try fixture.larder.run(["trips", "list", "--json"] + db)) as? [[String: Any]]
        let trip = try #require(list?.first)
        #expect(trip["id"] as? Int == 1)
        #expect((trip["itemCount"] as? Int ?? 0) > 0)
        let none = try json(try fixture.larder.run(["trips", "list", "--json", "--store", "no such shop"] + db))
        #expect((none as? [Any])?.isEmpty == true)

        // When its date and first item's price are corrected
        let shown = try json(try fixture.larder.run(["trips", "show", "1", "--json"] + db)) as? [String: Any]
        let item = try #require((shown?["items"] as? [[String: Any]])?.first?["id"] as? Int)
        let edited = try fixture.larder.run(
            ["trips", "edit", "1", "--date", "2024-02-29", "--item", "\(item)", "--price", "2.50", "--json"] + db)
        let after = try json(edited) as? [String: Any]

        // Then the trip shows them, each kept as a correction, and date filters see the new date
        #expect(after?["date"] as? String == "2024-02-29")
        #expect((after?["items"] as? [[String: Any]])?.first?["price"] as? Double == 2.5)
        #expect(try fixture.number("SELECT COUNT(*) FROM userCorrection") == 2)
        let dated = try json(
            try fixture.larder.run(["trips", "list", "--json", "--from", "2024-02-01", "--to", "2024-02-29"] + db))
        #expect((dated as? [Any])?.count == 1)

        // And deleting it removes the trip and its receipt
        let deleted = try fixture.larder.run(["trips", "delete", "1"] + db)
        #expect(deleted.exitCode == 0, "\(deleted.standardError)")
        #expect(try fixture.number("SELECT COUNT(*) FROM receipt") == 0)
    }

    @Test func badEditsSayWhatToDo() throws {
        let fixture = try ReprocessFixture(sample: "lidl-01.jpg")
        let db = ["--db", fixture.databasePath]

        let nothing = try fixture.larder.run(["trips", "edit", "1"] + db)
        let noItem = try fixture.larder.run(["trips", "edit", "1", "--price", "1.00"] + db)
        let unknown = try fixture.larder.run(["trips", "show", "77"] + db)

        #expect(nothing.exitCode == 2)
        #expect(nothing.standardError.contains("Nothing to change"))
        #expect(noItem.exitCode == 2)
        #expect(noItem.standardError.contains("--item"))
        #expect(unknown.exitCode == 1)
        #expect(unknown.standardError.contains("no trip 77"))
    }
}
