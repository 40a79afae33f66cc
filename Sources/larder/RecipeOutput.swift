import LarderCore
import LarderStore

/// The `--json` form of a recipe: the API's fields, unknown ones `null`.
struct RecipeJSON: Encodable {
    let recipe: Recipe

    init(_ recipe: Recipe) { self.recipe = recipe }

    private enum Key: String, CodingKey { case id, name, text, ingredients, createdAt, updatedAt }
    private enum IngredientKey: String, CodingKey { case text, name, quantity, unit, grams, category }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(recipe.id, forKey: .id)
        try container.encode(recipe.name, forKey: .name)
        try container.encode(recipe.text, forKey: .text)
        var ingredients = container.nestedUnkeyedContainer(forKey: .ingredients)
        for ingredient in recipe.ingredients {
            var entry = ingredients.nestedContainer(keyedBy: IngredientKey.self)
            try entry.encode(ingredient.text, forKey: .text)
            try entry.encode(ingredient.name, forKey: .name)
            try entry.encode(ingredient.quantity, forKey: .quantity)
            try entry.encode(ingredient.unit, forKey: .unit)
            try entry.encode(ingredient.grams, forKey: .grams)
            try entry.encode(ingredient.category?.rawValue, forKey: .category)
        }
        try container.encode(UTCDateTime(recipe.createdAt).iso8601, forKey: .createdAt)
        try container.encode(UTCDateTime(recipe.updatedAt).iso8601, forKey: .updatedAt)
    }
}

/// A recipe as `larder list recipes` prints it: its name and id, then one ingredient a line.
enum RecipeText {
    static func text(_ recipe: Recipe) -> String {
        (["\(recipe.name) · \(recipe.id.prefix(8))"] + recipe.ingredients.map { ingredient in
            let amount = ShoppingListItem.displayQuantity(ingredient.quantity, unit: ingredient.unit)
            let grams = ingredient.unit == "g" ? nil : ingredient.grams
            return "  \(ingredient.name)" + (amount.isEmpty ? "" : " \(amount)")
                + (grams.map { " ≈ \(ShoppingListItem.displayQuantity($0, unit: "g"))" } ?? "")
        }).joined(separator: "\n")
    }
}
