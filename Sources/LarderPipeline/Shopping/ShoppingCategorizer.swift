import LarderCore
import LarderExtraction
import LarderStore

/// The aisle of an item a person typed, offline: the receipt vocabulary's category of its words ("Äpfel",
/// "milk"), else the category of the food-bank food it names best ("oat drink" is the bank's "oat milk"), with
/// eggs, coffee and tea in aisles of their own. Unknown words stay uncategorised, for a person to move.
public struct ShoppingCategorizer: Sendable {
    let database: LarderDatabase
    let matchers: FoodMatcherCache

    public init(database: LarderDatabase, matchers: FoodMatcherCache) {
        self.database = database
        self.matchers = matchers
    }

    public func category(of name: String) -> ShoppingCategory {
        let vocabulary = IngredientParser.parse(name)?.category
        let category = vocabulary ?? foodBankCategory(of: name)
        return ShoppingCategory(food: category, name: name)
    }

    /// A typed line as an item: "2 l Milch" is 2 l of "Milch" (the person's own word kept), "a pinch of salt" one
    /// pinch, in the aisle its words say.
    public func item(from line: String) -> NewShoppingItem {
        guard let parsed = IngredientParser.parse(line), let written = IngredientParser.writtenName(line) else {
            return NewShoppingItem(customName: line, category: category(of: line))
        }
        let known = parsed.category ?? foodBankCategory(of: written)
        return NewShoppingItem(
            customName: written, quantity: parsed.quantity, unit: parsed.unit,
            category: ShoppingCategory(food: known, name: parsed.name))
    }

    /// `nil` when no food reaches the matcher's threshold, or the bank cannot be read (the item is still added).
    private func foodBankCategory(of name: String) -> FoodCategory? {
        guard let matcher = try? matchers.matcher(for: database), let match = matcher.bestMatch(for: [name]) else {
            return nil
        }
        return matcher.foods.first { $0.id == match.foodId }?.category
    }
}
