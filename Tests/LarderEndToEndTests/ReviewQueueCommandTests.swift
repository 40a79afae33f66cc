import Foundation
import LarderTestSupport
import Testing

/// `larder items list --unmatched` and `larder items skip`: working through the review queue.
@Suite struct ReviewQueueCommandTests {
    @Test func skippingAndLinkingEmptyTheQueueOneItemAtATime() throws {
        // Given a processed receipt with an item no food matched: Tesco's washing-up liquid
        let folder = try TemporaryDirectory()
        let larder = try LarderExecutable()
        let db = folder.path("larder.sqlite")
        #expect(try larder.run(["process", "--db", db, Fixtures.testReceipt("tesco-01.jpg")]).exitCode == 0)
        let queue = try unmatched(larder, db)
        #expect(!queue.isEmpty, "the sample needs an unmatched item")
        let everything = try larder.run(["items", "list", "--json", "--db", db])
        let all = try JSONSerialization.jsonObject(with: Data(everything.standardOutput.utf8)) as? [[String: Any]]
        #expect((all?.count ?? 0) > queue.count)

        // When the first is skipped and, if there is one, the second is linked to its first suggestion
        let first = try #require(queue.first?["id"] as? Int)
        let skip = try larder.run(["items", "skip", "--json", "--db", db, "\(first)"])
        #expect(skip.exitCode == 0, "\(skip.standardError)")
        var handled = [first]
        if let second = queue.dropFirst().first, let secondId = second["id"] as? Int,
            let food = (second["suggestions"] as? [[String: Any]])?.first?["foodId"] as? Int
        {
            #expect(try larder.run(["items", "link", "--db", db, "\(secondId)", "\(food)"]).exitCode == 0)
            handled.append(secondId)
        }

        // Then the queue holds the rest
        let rest = try unmatched(larder, db).compactMap { $0["id"] as? Int }
        #expect(rest == queue.compactMap { $0["id"] as? Int }.filter { !handled.contains($0) })
    }

    func unmatched(_ larder: LarderExecutable, _ db: String) throws -> [[String: Any]] {
        let result = try larder.run(["items", "list", "--unmatched", "--json", "--db", db])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let parsed = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        return try #require(parsed as? [[String: Any]])
    }
}
