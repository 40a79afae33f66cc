import LarderExtraction
import Testing

/// A recipe page's text as OCR gives it: the ingredients between their heading and the method, the title on top.
@Suite struct RecipePageTests {
    @Test func theIngredientsAreTheLinesBetweenTheirHeadingAndTheMethod() {
        let page = RecipePage(text: """
            Pancakes

            Ingredients
            200 g plain flour
            2 eggs
            a pinch of salt

            Method
            1. Whisk the flour and salt in a bowl.
            2. Beat in 2 eggs.
            """)
        #expect(page.title == "Pancakes")
        #expect(page.ingredientLines == ["200 g plain flour", "2 eggs", "a pinch of salt"])
        #expect(page.ingredients.map(\.name) == ["plain flour", "eggs", "salt"])
    }

    @Test func aGermanPageHasItsZutatenUntilTheZubereitung() {
        let page = RecipePage(text: "Kartoffelsuppe\nZutaten für 4 Personen:\n1 kg Kartoffeln\nSalz und Pfeffer\nZubereitung\nKochen.")
        #expect(page.title == "Kartoffelsuppe")
        #expect(page.ingredientLines == ["1 kg Kartoffeln", "Salz und Pfeffer"])
    }

    @Test func withoutHeadingsTheShortLinesThatStartWithAQuantityAreTheIngredients() {
        let page = RecipePage(text: "Grandma's scones\n250 g flour\n1 egg\n1. Rub the butter into 250 g of flour until it looks like crumbs\nBake 12 minutes\n2 tbsp sugar")
        #expect(page.title == "Grandma's scones")
        #expect(page.ingredientLines == ["250 g flour", "1 egg", "2 tbsp sugar"])
    }
}
