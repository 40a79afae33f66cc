import LarderCore
import Testing

/// The matching algorithm on small, hand-made food lists; matching the real seed is tested in LarderStoreTests.
@Suite struct FoodMatcherTests {
    let foods = [
        MatchableFood(id: 1, name: "whole milk", category: .dairy, aliases: ["Vollmilch", "H-Milch", "Milch"]),
        MatchableFood(
            id: 2, name: "milk chocolate", category: .snacks, aliases: ["Vollmilchschokolade", "Schokolade"]),
        MatchableFood(id: 9, name: "chocolate milk", category: .dairy, aliases: ["Kakao", "Schokomilch"]),
        MatchableFood(
            id: 3, name: "chicken breast", category: .meat, aliases: ["Hähnchenbrust", "Hähnchenbrustfilet"]),
        MatchableFood(id: 4, name: "gouda", category: .dairy, aliases: ["Gouda", "Gouda jung"]),
        MatchableFood(id: 5, name: "cooked ham", category: .meat, aliases: ["gekochter Schinken", "Kochschinken"]),
        MatchableFood(id: 6, name: "banana", category: .produce, aliases: ["Banane", "Bananen"]),
        MatchableFood(id: 7, name: "pasta", category: .pantry, aliases: ["Nudeln", "Pasta", "Spaghetti"]),
        MatchableFood(id: 8, name: "tomatoes", category: .produce, aliases: ["Tomate"]),
    ]

    var matcher: FoodMatcher { FoodMatcher(foods: foods) }

    @Test func anAliasVerbatimMatchesWithFullConfidence() throws {
        let match = try #require(matcher.bestMatch(for: ["H-MILCH 3,5% 1L"]))

        #expect(match.foodId == 1)
        #expect(match.confidence == 1)
        #expect(match.matchedAlias == "H-Milch")
    }

    @Test func aLowFatPercentageSelectsTheLowFatFood() throws {
        // Given whole and low-fat milk, told apart on receipts only by the stated fat
        let milks = [
            MatchableFood(id: 1, name: "whole milk", category: .dairy, aliases: ["H-Milch", "Vollmilch"]),
            MatchableFood(id: 2, name: "semi-skimmed milk", category: .dairy, aliases: ["H-Milch fettarm"]),
        ]
        let matcher = FoodMatcher(foods: milks)

        // Then 1,5 % is the low-fat one and 3,5 % the whole one
        #expect(matcher.bestMatch(for: ["H-MILCH 1,5% 1L"])?.foodId == 2)
        #expect(matcher.bestMatch(for: ["H-MILCH 3,5% 1L"])?.foodId == 1)
        #expect(matcher.bestMatch(for: ["H-MILCH 1L"])?.foodId == 1)
    }

    @Test func umlautsWrittenAsTwoLettersMatchTheSameFood() throws {
        let withUmlaut = try #require(matcher.bestMatch(for: ["Hähnchenbrustfilet"]))
        let withoutUmlaut = try #require(matcher.bestMatch(for: ["HAEHNCHENBRUSTFILET"]))

        #expect(withUmlaut.foodId == 3)
        #expect(withoutUmlaut == withUmlaut)
    }

    @Test func receiptAbbreviationsMatchByPrefix() throws {
        let match = try #require(matcher.bestMatch(for: ["HAEHNCHENBR. 400G"]))

        #expect(match.foodId == 3)
        #expect(match.confidence < 1)
    }

    @Test func aGermanCompoundMatchesTheFoodItEndsWith() throws {
        // BIOVOLLMILCH is organic whole milk
        let match = try #require(matcher.bestMatch(for: ["BIOVOLLMILCH"]))

        #expect(match.foodId == 1)
    }

    @Test func aCompoundIsTheFoodOfItsHeadNotOfItsModifier() throws {
        // VOLLMILCH-NUSS-SCHOKOLADE contains "Vollmilch" but is chocolate
        let ranked = matcher.candidates(for: ["VOLLMILCHSCHOKOLADE NUSS"], limit: 2)

        #expect(ranked.map(\.foodId) == [2, 1])
        #expect(ranked[0].confidence > ranked[1].confidence)
    }

    @Test func wordOrderBarelyMatters() throws {
        let match = try #require(matcher.bestMatch(for: ["SCHINKEN GEKOCHTER"]))

        #expect(match.foodId == 5)
        #expect(match.confidence >= 0.95)
        // Only the alias verbatim is certain: reordered words can be another food
        #expect(match.confidence < 1)
    }

    @Test func reorderedWordsLoseToTheVerbatimAlias() throws {
        let match = try #require(matcher.bestMatch(for: ["milk chocolate"]))

        #expect(match.foodId == 2)
    }

    @Test func aCompoundOfTwoFoodsIsNotAnAbbreviation() {
        // Given "Sushireis" (sushi rice) and a line that only says SUSHI
        let rice = MatchableFood(id: 1, name: "risotto rice", category: .pantry, aliases: ["Reis", "Sushireis"])
        let matcher = FoodMatcher(foods: [rice])

        // Then SUSHI is not read as an abbreviation of Sushireis, since "reis" is a food of its own
        #expect(matcher.bestMatch(for: ["SUSHI BOX"]) == nil)
        #expect(matcher.bestMatch(for: ["SUSHIR."])?.foodId == 1)
    }

    @Test func pluralsMatchTheSingularAlias() throws {
        let match = try #require(matcher.bestMatch(for: ["TOMATEN"]))

        #expect(match.foodId == 8)
        #expect(match.confidence >= 0.9)
    }

    @Test func extraWordsLowerConfidenceButKeepTheMatch() throws {
        // Given the same cheese printed with and without "slices"
        let plain = try #require(matcher.bestMatch(for: ["GOUDA JUNG"]))
        let sliced = try #require(matcher.bestMatch(for: ["GOUDA JUNG SCHEIBEN"]))

        // Then both are gouda, and the plain one is surer
        #expect(plain.foodId == 4)
        #expect(sliced.foodId == 4)
        #expect(plain.confidence > sliced.confidence)
    }

    @Test func noiseWordsLikeBioAreIgnored() throws {
        let match = try #require(matcher.bestMatch(for: ["BIO BANANEN"]))

        #expect(match.foodId == 6)
        #expect(match.confidence == 1)
    }

    @Test(arguments: ["ZAHNPASTA", "SPUELMITTEL", "BATTERIEN AA 4ST", "PFAND 0,25", "TRAGETASCHE"])
    func nonFoodLinesStayUnmatched(line: String) {
        #expect(matcher.bestMatch(for: [line]) == nil)
        #expect(matcher.candidates(for: [line], limit: 3).isEmpty)
    }

    @Test func unrelatedTextStaysBelowTheThreshold() {
        #expect(matcher.bestMatch(for: ["KUNDENKARTE RABATTMARKE"]) == nil)
        #expect(matcher.bestMatch(for: ["XQZW"]) == nil)
    }

    @Test func twoAgreeingNamesAreSurerThanOne() throws {
        let one = try #require(matcher.bestMatch(for: ["HAEHNCHENBR."]))
        let two = try #require(matcher.bestMatch(for: ["chicken breast fillet", "HAEHNCHENBR."]))

        #expect(two.foodId == 3)
        #expect(two.confidence > one.confidence)
    }

    @Test func anEarlierNameWinsATie() throws {
        // Given names that each match a different food verbatim
        let match = try #require(matcher.bestMatch(for: ["pasta", "Vollmilch"]))

        // Then the first, most trusted name decides
        #expect(match.foodId == 7)
    }

    @Test func candidatesAreDistinctFoodsBestFirst() {
        let ranked = matcher.candidates(for: ["MILCH"], limit: 5)

        #expect(ranked.first?.foodId == 1)
        #expect(Set(ranked.map(\.foodId)).count == ranked.count)
        #expect(ranked.map(\.confidence) == ranked.map(\.confidence).sorted(by: >))
    }

    @Test func aHigherThresholdRejectsWeakerMatches() {
        let strict = FoodMatcher(foods: foods, threshold: 0.99)

        #expect(strict.bestMatch(for: ["HAEHNCHENBR."]) == nil)
        #expect(strict.bestMatch(for: ["Hähnchenbrust"])?.foodId == 3)
    }
}
