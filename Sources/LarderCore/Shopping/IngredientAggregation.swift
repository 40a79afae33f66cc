/// Sums the ingredients of several recipes into shopping-list lines: the same ingredient in the same unit is one
/// line (2 eggs + 3 eggs = 5 eggs); in different units it stays apart, unless each is a mass or a volume, which
/// are summed in grams (1 cup milk + 200 ml milk = 440 g). Each line keeps where it came from.
public enum IngredientAggregation {
    /// One recipe's part in a line.
    public struct Source: Sendable, Hashable {
        public var recipeId: String
        public var recipeName: String
        public var quantity: Double?
        public var unit: String?

        public init(recipeId: String, recipeName: String, quantity: Double?, unit: String?) {
            self.recipeId = recipeId
            self.recipeName = recipeName
            self.quantity = quantity
            self.unit = unit
        }
    }

    /// One line of the list.
    public struct Line: Sendable, Hashable {
        public var name: String
        public var quantity: Double?
        public var unit: String?
        public var grams: Double?
        public var category: FoodCategory?
        public var sources: [Source]
    }

    /// A recipe as the aggregation needs it.
    public struct Recipe: Sendable {
        public var id: String
        public var name: String
        public var ingredients: [RecipeIngredient]

        public init(id: String, name: String, ingredients: [RecipeIngredient]) {
            self.id = id
            self.name = name
            self.ingredients = ingredients
        }
    }

    /// The lines, in the order their ingredients first appear.
    public static func lines(of recipes: [Recipe]) -> [Line] {
        var lines: [Line] = []
        var index: [String: Int] = [:]
        for recipe in recipes {
            for ingredient in recipe.ingredients {
                let source = Source(
                    recipeId: recipe.id, recipeName: recipe.name, quantity: ingredient.quantity, unit: ingredient.unit)
                let weighed = isWeighed(ingredient)
                // A mass or volume goes to the ingredient's line in grams; anything else to its line in its unit.
                let key = "\(nameKey(ingredient.name))|\(weighed ? "g" : ingredient.unit ?? "")"
                if let at = index[key] {
                    lines[at].add(ingredient, weighed: weighed, source: source)
                } else {
                    index[key] = lines.count
                    var line = Line(
                        name: ingredient.name, quantity: nil, unit: weighed ? "g" : ingredient.unit, grams: nil,
                        category: ingredient.category, sources: [])
                    line.add(ingredient, weighed: weighed, source: source)
                    lines.append(line)
                }
            }
        }
        // A line in grams from one unit only keeps that unit: 2 cups of flour from one recipe stay 2 cups.
        return lines.map { line in
            guard line.unit == "g", let only = line.sources.first?.unit, only != "g",
                line.sources.allSatisfy({ $0.unit == only && $0.quantity != nil })
            else { return line }
            var kept = line
            kept.unit = only
            kept.quantity = line.sources.reduce(0) { $0 + ($1.quantity ?? 0) }
            return kept
        }
    }

    /// Whether the ingredient's weight follows from its unit (not from a typical piece's).
    private static func isWeighed(_ ingredient: RecipeIngredient) -> Bool {
        guard let unit = ingredient.unit.flatMap(KitchenUnit.named), ingredient.grams != nil else { return false }
        if case .count = unit.kind { return false }
        return true
    }

    /// Eggs and egg, tomatoes and tomato: one ingredient.
    public static func nameKey(_ name: String) -> String {
        let lower = name.lowercased()
        for suffix in ["oes", "es", "s"] where lower.hasSuffix(suffix) && lower.count > suffix.count + 2 {
            // "tomatoes" → "tomato", "eggs" → "egg"; "es" only after s, x, z, ch, sh ("boxes"), else just "s".
            if suffix == "oes" { return String(lower.dropLast(2)) }
            if suffix == "es", !["s", "x", "z", "h"].contains(lower.dropLast(2).last.map(String.init) ?? "") { continue }
            return String(lower.dropLast(suffix.count))
        }
        return lower
    }
}

extension IngredientAggregation.Line {
    fileprivate mutating func add(
        _ ingredient: RecipeIngredient, weighed: Bool, source: IngredientAggregation.Source
    ) {
        sources.append(source)
        category = category ?? ingredient.category
        if weighed {
            grams = (grams ?? 0) + (ingredient.grams ?? 0)
            quantity = grams
        } else {
            if let amount = ingredient.quantity { quantity = (quantity ?? 0) + amount }
            if let weight = ingredient.grams { grams = (grams ?? 0) + weight }
        }
    }
}
