import LarderCore
import LarderStore
import Testing

/// The matcher over the real seeded food bank, with receipt lines as German and English shops print them.
///
/// Measured with `FoodMatcher.defaultThreshold`: see `hitRateOnTheReceiptTable` for the current rate.
@Suite struct SeededFoodMatcherTests {
    /// The seeded matcher, built once for all tests because seeding takes a moment.
    static let seeded: Result<FoodMatcher, any Error> = Result {
        FoodMatcher(foods: try LarderDatabase.inMemory().matchableFoods())
    }

    /// Receipt lines (and English names) with the food they are.
    static let receiptLines: [(names: [String], food: String)] = [
        (["H-MILCH 3,5% 1L"], "whole milk"),
        (["BIO BANANEN"], "banana"),
        (["HAEHNCHENBRUSTFILET"], "chicken breast"),
        (["GOUDA JUNG SCHEIBEN"], "gouda"),
        (["ROGGENBROT 500G"], "rye bread"),
        (["TK ERBSEN 750G"], "frozen peas"),
        (["MINERALWASSER"], "mineral water"),
        (["KAFFEE GEMAHLEN"], "coffee"),
        (["semi-skimmed milk"], "semi-skimmed milk"),
        (["cheddar"], "cheddar"),
        (["HAEHNCHENBR. 400G"], "chicken breast"),
        (["BIOVOLLMILCH 1L"], "whole milk"),
        (["SPEISEQUARK MAGERSTUFE 500G"], "quark"),
        (["DEUTSCHE MARKENBUTTER 250G"], "butter"),
        (["EIER M 10ST"], "eggs"),
        (["SCHLAGSAHNE 30% 200ML"], "whipping cream"),
        (["KARTOFFELN FESTK. 2KG"], "potatoes"),
        (["RISPENTOMATEN"], "tomatoes"),
        (["SALATGURKE"], "cucumber"),
        (["PAPRIKA ROT"], "red pepper"),
        (["ZWIEBELN 1KG"], "onions"),
        (["APFEL ELSTAR 1KG"], "apple"),
        (["WEIZENMEHL TYPE 405 1KG"], "flour"),
        (["ZUCKER 1KG"], "sugar"),
        (["SPAGHETTI 500G"], "pasta"),
        (["BASMATI REIS 1KG"], "rice"),
        (["SONNENBLUMENOEL 1L"], "sunflower oil"),
        (["TOMATEN PASSIERT 500G"], "passata"),
        (["RINDERHACKFLEISCH 500G"], "beef mince"),
        (["SALAMI GESCHNITTEN"], "salami"),
        (["WIENER WUERSTCHEN"], "frankfurters"),
        (["LACHSFILET TK 250G"], "salmon"),
        (["TOASTBROT"], "white bread"),
        (["BROETCHEN 6ST"], "bread roll"),
        (["JOGHURT NATUR 3,5%"], "natural yoghurt"),
        (["PILS 0,5L"], "beer"),
        (["APFELSAFT NATURTRUEB 1L"], "apple juice"),
        (["COCA COLA 1,5L"], "cola"),
        (["VOLLMILCHSCHOKOLADE 100G"], "milk chocolate"),
        (["ERDBEEREN 500G"], "strawberries"),
        (["MOEHREN 1KG"], "carrots"),
        (["HAFERFLOCKEN ZART 500G"], "oats"),
        (["FRISCHKAESE NATUR"], "cream cheese"),
        (["RAPSOEL 1L"], "rapeseed oil"),
        (["GEWUERZGURKEN 720ML"], "gherkins"),
        (["chicken breast", "HAEHNCHENBRUSTFILET 1KG"], "chicken breast"),
        (["whole milk", "H-MILCH 3,5% 1L"], "whole milk"),
        (["minced beef"], "beef mince"),
        (["crisps"], "crisps"),
        (["bread roll", "KAISERBROETCHEN"], "bread roll"),
    ]

    static let nonFoodLines = [
        "SPUELMITTEL", "ZAHNPASTA", "BATTERIEN AA 4ST", "PFAND", "PFAND 0,25", "LEERGUT", "TRAGETASCHE",
        "TOILETTENPAPIER 8 ROLLEN", "DUSCHGEL 250ML", "WASCHMITTEL COLOR",
    ]

    @Test(arguments: receiptLines.indices)
    func receiptLinesMatchTheirFood(index: Int) throws {
        let (names, food) = Self.receiptLines[index]
        let matcher = try Self.seeded.get()

        let match = matcher.bestMatch(for: names)

        #expect(match?.foodName == food, "\(names) → \(String(describing: match))")
    }

    @Test func hitRateOnTheReceiptTable() throws {
        // Given the receipt table and the seeded matcher
        let matcher = try Self.seeded.get()

        // When every line is matched
        let hits = Self.receiptLines.filter { matcher.bestMatch(for: $0.names)?.foodName == $0.food }.count
        let rate = Double(hits) / Double(Self.receiptLines.count)

        // Then (almost) all of them find their food
        print("FoodMatcher hit rate on \(Self.receiptLines.count) receipt lines: \(hits) (\(rate))")
        #expect(rate >= 0.95)
    }

    @Test(arguments: nonFoodLines)
    func nonFoodLinesStayUnmatched(line: String) throws {
        let matcher = try Self.seeded.get()

        #expect(matcher.bestMatch(for: [line]) == nil)
    }

    @Test func anExactAliasBeatsAnAbbreviationBeatsAFuzzyGuess() throws {
        let matcher = try Self.seeded.get()

        let exact = try #require(matcher.bestMatch(for: ["HAEHNCHENBRUSTFILET"]))
        let abbreviated = try #require(matcher.bestMatch(for: ["HAEHNCHENBR."]))
        let misread = matcher.candidates(for: ["HAEHNCHNBRSTFLT"], limit: 1).first

        #expect(exact.confidence == 1)
        #expect(abbreviated.confidence < exact.confidence)
        #expect((misread?.confidence ?? 0) < abbreviated.confidence)
    }
}
