import LarderCore
import LarderExtraction
import LarderPipeline
import LarderStore
import LarderTestSupport
import Testing

/// A typed item's aisle, offline: the vocabulary's word, else the food bank's food, else uncategorised.
@Suite struct ShoppingCategorizerTests {
    private func categorizer() throws -> (ShoppingCategorizer, TemporaryDirectory) {
        let folder = try TemporaryDirectory()
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        return (ShoppingCategorizer(database: database, matchers: FoodMatcherCache()), folder)
    }

    @Test func theVocabularyThenTheFoodBankGiveTheAisle() throws {
        let (categorizer, folder) = try categorizer()
        _ = folder
        // The vocabulary knows these words, in German and English
        #expect(categorizer.category(of: "Äpfel") == .vegetablesAndFruits)
        #expect(categorizer.category(of: "milk") == .milkProducts)
        // The vocabulary does not know "halloumi" or "Sesammus"; the seeded food bank has halloumi (dairy), and
        // Sesammus as an alias of tahini (pantry)
        #expect(IngredientParser.parse("halloumi")?.category == nil && IngredientParser.parse("Sesammus")?.category == nil)
        #expect(categorizer.category(of: "halloumi") == .milkProducts)
        #expect(categorizer.category(of: "Sesammus") == .pantry)
        // Eggs have their own aisle; a word nobody knows waits for a person
        #expect(categorizer.category(of: "6 Eier") == .eggs)
        #expect(categorizer.category(of: "Zwirbelquatsch") == .uncategorised)
    }

    @Test func aTypedLineBecomesAnItemWithItsQuantityUnitAndAisle() async throws {
        let (categorizer, folder) = try categorizer()
        _ = folder
        // The person's own word stays; the vocabulary's English says the aisle
        let entries = ["200 g Grillkäse", "250 g Sesammus", "Zwirbelquatsch"].compactMap {
            ShoppingListImport.entry(fromLine: $0)
        }
        let placed = await categorizer.categorise(entries)
        let item = placed[0]
        #expect(item.name == "Grillkäse" && item.quantity == 200 && item.unit == "g")
        #expect(item.category == .milkProducts)
        #expect(placed[1].name == "Sesammus" && placed[1].category == .pantry)
        // Without a network backend, a word nobody knows stays uncategorised
        #expect(placed[2].name == "Zwirbelquatsch" && placed[2].quantity == nil && placed[2].category == .uncategorised)
    }
}
