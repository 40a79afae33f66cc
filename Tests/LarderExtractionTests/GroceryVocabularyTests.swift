import LarderCore
import LarderTestSupport
import Testing

@testable import LarderExtraction

/// English names, categories and weights of German articles.
struct GroceryVocabularyTests {
    let vocabulary = GroceryVocabulary.shared

    @Test func holdsMoreThanFiveHundredTerms() {
        #expect(vocabulary.terms.count >= 500)
    }

    @Test(arguments: [
        ("VOLLMILCH 3,5% 1L", "whole milk"), ("Hähnchenbrust", "chicken breast"), ("TK Erbsen", "frozen peas"),
        ("GUT BIO JOGHURT PUR", "organic plain yogurt"), ("Karottensalat", "carrot salad"),
        ("WALNUESSE", "walnuts"), ("FRISCHKASE KREATION", "cream cheese"), ("HARIBO GOLDBAREN", "gummy bears"),
        ("Emmentaler Stück", "emmental"), ("MATJESFILETS 200G", "matjes herring fillets"),
        ("MINERALW. STILL 1,5L", "still mineral water"), ("Profissimo Toilettenp. 10x", "toilet paper"),
        ("Alverde Lippenpflege", "lip balm"), ("TK POMMES FRITES 1KG", "frozen french fries"),
        ("SPINDRIFT SPRKL WTR 8PK", "sparkling water"),
    ])
    func translatesGermanArticleNames(printed: String, english: String) {
        #expect(vocabulary.translate(printed).name == english)
    }

    @Test func keepsEnglishNamesAndDropsTheChain() {
        let translation = vocabulary.translate("TESCO WHOLE MILK 2L")
        #expect(translation.name == "whole milk")
        #expect(translation.category == .dairy)
    }

    @Test(arguments: [
        ("ERDBEERKONFITUERE", "strawberry jam", FoodCategory.pantry), ("HIMBEERJOGHURT", "raspberry yogurt", .dairy),
        ("JOGHURT HIMBEER", "raspberry yogurt", .dairy), ("KIRSCHTOMATEN", "cherry tomatoes", .produce),
        ("PREISELBEERKONFITUERE", "lingonberry jam", .pantry), ("SCHWARZE JOHANNISBEERKONFITUERE", "black currant jam", .pantry),
    ])
    func aFruitBeforeItsNounIsAFlavourNotAWordInside(printed: String, english: String, category: FoodCategory) {
        // "beer" inside "Erdbeer" and "Himbeer" is no part of the compound
        let translation = vocabulary.translate(printed)
        #expect(translation.name == english)
        #expect(translation.category == category)
    }

    @Test func aWordInsideAnUnknownStartIsNoPartOfTheCompound() {
        // Given a compound whose start (gooseberry) is no term but holds a short one ("beer")
        let translation = vocabulary.translate("STACHELBEERKONFITUERE")

        // Then the head noun is kept alone, not joined to a word read inside the start
        #expect(translation.name == "jam")
        #expect(translation.category == .pantry)
        // While a longer known word after an unknown start still counts ("Land" of "Landmilch")
        #expect(vocabulary.translate("LANDMILCHJOGHURT").name == "milk yogurt")
    }

    @Test func splitsCompoundsAtKnownWords() {
        // Given a compound not in the vocabulary as a whole
        let translation = vocabulary.translate("PUTENBRUSTFILET")

        // Then its parts are translated and the head noun decides the category
        #expect(translation.name == "turkey breast fillet")
        #expect(translation.category == .meat)
    }

    @Test func sortsDrugstoreAndHardwareIntoNonFoodCategories() {
        #expect(vocabulary.translate("ELKOS WASCHLOTION").category == .personalCare)
        #expect(vocabulary.translate("G+G BIO MUELLBEUTEL").category == .household)
        #expect(vocabulary.translate("Blumenrechen").category == .otherNonFood)
    }

    @Test(arguments: [
        // A word split by a stray space, as OCR reads letter-spaced print
        ("KARTOFFELSA LAT 500G", "potato salad"),
        // One letter misread in a long word
        ("EMMENTALEK STÜCK", "emmental"), ("DOPPELBRÉTCHEN", "double bread roll"),
    ])
    func readsNamesThroughOCRSlips(printed: String, english: String) {
        #expect(vocabulary.translate(printed).name == english)
    }

    @Test func leavesShortWordsAndKnownNeighboursAsTheyAre() {
        // A short word one letter from a term is as likely another word
        #expect(vocabulary.translate("SAHNF").name == "sahnf")
        // So is a long word whose first letter differs, or one vowel for another: no butter among these
        for printed in ["PAPER CUTTER", "BITTER LEMON", "BETTER BAGS"] {
            #expect(!vocabulary.translate(printed).name.contains("butter"), "\(printed)")
        }
        // Two known words are two words, not one
        #expect(vocabulary.translate("KAROTTEN SALAT").name == "carrots salad")
    }

    @Test func keepsUnknownWordsRatherThanInventingAName() {
        let translation = vocabulary.translate("XQZ 123")
        #expect(translation.name == "xqz")
        #expect(translation.category == nil)
    }

    @Test func weighsFromTheLineThenPerPieceThenByCategory() {
        // Given a stated multipack, a piece-counted article and a category-only article
        let stated = ItemNamer.item(from: .init(kind: .article, text: "COLA 6x0,33l", priceCents: 399))
        let pieces = ItemNamer.item(from: .init(kind: .article, text: "BRÖTCHEN", priceCents: 150, pieces: 5))
        let category = ItemNamer.item(from: .init(kind: .article, text: "SALAMI", priceCents: 199))

        // Then each weight says where it came from
        #expect(stated.grams == 1980)
        #expect(stated.gramsSource == .stated)
        #expect(pieces.grams == 300)
        #expect(pieces.gramsSource == .perPiece)
        #expect(category.grams == 400)
        #expect(category.gramsSource == .categoryDefault)
        #expect(category.originalText == "SALAMI")
    }

    @Test(arguments: [
        ("500g", 500.0), ("1,5L", 1500.0), ("6x0,33l", 1980.0), ("0,2 L", 200.0), ("250 ml", 250.0),
        ("42OZ", 1190.7), ("2LB", 907.2), ("RDCD FAT MILK GAL", 3785),
    ])
    func readsStatedWeights(text: String, grams: Double) {
        #expect(GramsParser.statedGrams(in: "ARTIKEL \(text)") == grams)
    }

    @Test func keepsThePackSizeInTheOriginalText() async throws {
        // Given an article whose size is a short token at the end of the row
        let receipt = try await ReceiptText.extracted(["H-MILCH 3,5% 1L                 0,99 A", "SUMME    EUR  0,99"])

        // Then the size stays in the text and is the stated weight
        let item = try #require(receipt.items.first)
        #expect(item.originalText == "H-MILCH 3,5% 1L")
        #expect(item.grams == 1000)
        #expect(item.gramsSource == .stated)
    }
}
