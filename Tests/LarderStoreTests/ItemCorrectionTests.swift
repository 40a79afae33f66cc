import Foundation
import GRDB
import LarderCore
import LarderStore
import LarderTestSupport
import Testing

/// Linking and unlinking items, and what the food bank learns from it.
@Suite struct ItemCorrectionTests {
    let database: LarderDatabase

    init() throws {
        database = try LarderDatabase.inMemory()
    }

    func foodId(named name: String) throws -> Int64 {
        try #require(try database.matchableFoods().first { $0.name == name }?.id, "no seed food \(name)")
    }

    func bestMatch(_ text: String) throws -> FoodMatch? {
        FoodMatcher(foods: try database.matchableFoods()).bestMatch(for: [text])
    }

    @Test func aUserAliasOutranksTheSeedAliasOfAnotherFood() throws {
        // Given a receipt word the seed gives to bananas
        let banana = try foodId(named: "banana")
        let apple = try foodId(named: "apple")
        #expect(try bestMatch("BANANEN")?.foodId == banana)

        // When a person says that word means apples
        try database.addAlias("BANANEN", toFood: apple, language: "de")

        // Then it matches apples from now on
        #expect(try bestMatch("BANANEN")?.foodId == apple)
    }

    @Test func linkingAnItemSetsItsFoodAndTeachesItsText() throws {
        // Given a stored item whose printed text matches nothing
        let saved = try database.save(StoreFixtures.reading(sha256: "link", itemText: "XQZ HAUSMARKE SPEZIAL"))
        let itemId = try #require(saved.itemIds.first)
        let cheese = try foodId(named: "gouda")
        #expect(try bestMatch("XQZ HAUSMARKE SPEZIAL") == nil)

        // When the item is linked to a food
        let item = try database.link(itemId: itemId, toFood: cheese)

        // Then the item points at it with full confidence, and the same text now matches that food
        #expect(item.foodId == cheese)
        #expect(item.matchConfidence == 1)
        #expect(try database.item(id: itemId)?.foodId == cheese)
        #expect(try bestMatch("XQZ HAUSMARKE SPEZIAL")?.foodId == cheese)
    }

    @Test func unlinkingForgetsTheTaughtAliasButNotTheSeed() throws {
        let saved = try database.save(StoreFixtures.reading(sha256: "unlink", itemText: "XQZ HAUSMARKE SPEZIAL"))
        let itemId = try #require(saved.itemIds.first)
        let cheese = try foodId(named: "gouda")
        let seedAliases = try database.aliases(ofFood: cheese).filter { $0.source == .seed }.count
        try database.link(itemId: itemId, toFood: cheese)

        let item = try database.unlink(itemId: itemId)

        #expect(item.foodId == nil)
        #expect(item.matchConfidence == nil)
        #expect(try bestMatch("XQZ HAUSMARKE SPEZIAL") == nil)
        #expect(try database.aliases(ofFood: cheese).filter { $0.source == .seed }.count == seedAliases)
    }

    @Test func linkingToSomethingMissingIsRefusedWithoutChangingTheItem() throws {
        let saved = try database.save(StoreFixtures.reading(sha256: "missing"))
        let itemId = try #require(saved.itemIds.first)
        let before = try database.item(id: itemId)

        #expect(throws: StoreError.self) { try database.link(itemId: itemId, toFood: 999_999) }
        #expect(throws: StoreError.self) { try database.link(itemId: 999_999, toFood: try foodId(named: "gouda")) }
        #expect(try database.item(id: itemId) == before)
    }
}
