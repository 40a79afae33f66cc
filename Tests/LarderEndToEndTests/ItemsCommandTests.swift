import Foundation
import LarderTestSupport
import Testing

/// `larder items link|unlink`, and what the next receipt learns from a correction.
@Suite struct ItemsCommandTests {
    let folder: TemporaryDirectory
    let larder: LarderExecutable
    let databasePath: String

    init() throws {
        folder = try TemporaryDirectory()
        larder = try LarderExecutable()
        databasePath = folder.path("larder.sqlite")
    }

    func processedItems(_ path: String) throws -> [[String: Any]] {
        let result = try larder.run(["process", "--json", "--db", databasePath, path])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let objects = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
        return try #require(objects?.first?["items"] as? [[String: Any]])
    }

    @Test func aCorrectedLinkIsLearnedByTheNextReceiptWithTheSameText() throws {
        // Given a receipt whose items matched at least two different foods
        let sample = try #require(try Fixtures.allTestReceipts().first { $0.imagePath.hasSuffix(".jpg") })
        let items = try processedItems(sample.imagePath)
        let matched = items.filter { $0["food"] is [String: Any] }
        let first = try #require(matched.first)
        let firstFood = try #require((first["food"] as? [String: Any])?["id"] as? Int)
        let other = try #require(
            matched.first { ($0["food"] as? [String: Any])?["id"] as? Int != firstFood },
            "the sample needs two items matched to different foods"
        )
        let otherFood = try #require((other["food"] as? [String: Any])?["id"] as? Int)
        let itemId = try #require(first["id"] as? Int)

        // When the first item is linked to the other item's food
        let link = try larder.run(["items", "link", "--json", "--db", databasePath, "\(itemId)", "\(otherFood)"])
        #expect(link.exitCode == 0, "\(link.standardError)")
        let linked = try JSONSerialization.jsonObject(with: Data(link.standardOutput.utf8)) as? [String: Any]
        #expect(linked?["foodId"] as? Int == otherFood)

        // Then a new scan of the same receipt (same pixels, different bytes) gives that text the corrected food
        var bytes = try Data(contentsOf: URL(fileURLWithPath: sample.imagePath))
        bytes.append(0)
        let rescan = try folder.write(bytes, to: "rescan.jpg")
        let again = try processedItems(rescan)
        let sameText = try #require(again.first { $0["originalText"] as? String == first["originalText"] as? String })
        #expect((sameText["food"] as? [String: Any])?["id"] as? Int == otherFood)
    }

    @Test func unlinkClearsTheFood() throws {
        let sample = try #require(try Fixtures.allTestReceipts().first)
        let items = try processedItems(sample.imagePath)
        let matched = try #require(items.first { $0["food"] is [String: Any] })
        let itemId = try #require(matched["id"] as? Int)

        let result = try larder.run(["items", "unlink", "--json", "--db", databasePath, "\(itemId)"])

        #expect(result.exitCode == 0, "\(result.standardError)")
        let item = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(item?["foodId"] is NSNull)
    }

    @Test func anUnknownItemFailsWithExitOneAndSaysWhatToDo() throws {
        let result = try larder.run(["items", "link", "--db", databasePath, "424242", "1"])

        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("424242"))
    }
}
