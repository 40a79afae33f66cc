import LarderCore
import LarderStore
import LarderTestSupport
import Testing

@testable import LarderPipeline

/// One matcher for many receipts, built again only when the food bank changes.
struct FoodMatcherCacheTests {
    @Test func theMatcherIsBuiltOncePerBankVersionAndSeesANewAlias() throws {
        // Given a seeded bank and a cache that has served two receipts
        let folder = try TemporaryDirectory()
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        let cache = FoodMatcherCache()
        let first = try cache.matcher(for: database)
        _ = try cache.matcher(for: database)
        #expect(cache.buildCount == 1)
        #expect(first.bestMatch(for: ["QWXBRAND ZORPEL"]) == nil)

        // When a food gets an alias a receipt prints
        let butter = try #require(first.bestMatch(for: ["butter"]))
        try database.addAlias("Qwxbrand Zorpel", toFood: butter.foodId, language: nil)

        // Then the next receipt gets a new matcher that knows it, and the one after reuses that
        let fresh = try cache.matcher(for: database)
        #expect(fresh.bestMatch(for: ["QWXBRAND ZORPEL"])?.foodId == butter.foodId)
        _ = try cache.matcher(for: database)
        #expect(cache.buildCount == 2)
    }

    @Test func aReleasedMatcherIsBuiltAgainForTheNextReceipt() throws {
        // Given a cache that has served a receipt, then was released by an idle daemon
        let folder = try TemporaryDirectory()
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        let cache = FoodMatcherCache()
        _ = try cache.matcher(for: database)
        cache.release()

        // When the next receipt comes, a matcher is built again, and kept for the one after
        #expect(try cache.matcher(for: database).bestMatch(for: ["butter"]) != nil)
        _ = try cache.matcher(for: database)
        #expect(cache.buildCount == 2)
    }

    @Test func aLinkersRememberedAnswersDoNotOutliveTheBankVersionTheyCameFrom() throws {
        // Given a receipt line no food matches, linked once (so its "no match" is remembered)
        let folder = try TemporaryDirectory()
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        let cache = FoodMatcherCache()
        let item = ExtractedItem(name: "qwxbrand zorpel", originalText: "QWXBRAND ZORPEL", priceCents: 199, category: .dairy)
        #expect(try cache.linker(for: database).links(for: [item]) == [nil])
        #expect(try cache.linker(for: database).links(for: [item]) == [nil])

        // When the line is taught as an alias of butter
        let butter = try #require(try cache.matcher(for: database).bestMatch(for: ["butter"]))
        try database.addAlias("Qwxbrand Zorpel", toFood: butter.foodId, language: nil)

        // Then the next receipt links it: the old answer went with the old matcher
        #expect(try cache.linker(for: database).links(for: [item]).first??.foodId == butter.foodId)
    }
}
