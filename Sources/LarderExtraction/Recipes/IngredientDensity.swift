/// Grams per millilitre of the ingredients recipes measure by volume: a cup of flour weighs half a cup of water.
/// Looked up by the last word of the English name that the table knows ("extra virgin olive oil" → oil);
/// anything else counts as water (milk, stock, juice, cream: within a few per cent).
enum IngredientDensity {
    static func gramsPerMillilitre(of name: String) -> Double {
        let words = name.lowercased().split { !$0.isLetter }.map(String.init)
        // Two words first ("brown sugar" is denser than "sugar"), then one, from the end.
        for (first, second) in zip(words, words.dropFirst()).reversed() {
            if let density = table["\(first) \(second)"] { return density }
        }
        for word in words.reversed() {
            if let density = table[word] ?? table[String(word.dropLast())] { return density }
        }
        return 1
    }

    /// From the US cup weights of common baking tables (USDA, King Arthur): grams per cup ÷ 240.
    private static let table: [String: Double] = [
        "oil": 0.91, "butter": 0.95, "margarine": 0.95, "flour": 0.52, "sugar": 0.83, "brown sugar": 0.92,
        "powdered sugar": 0.5, "icing sugar": 0.5, "honey": 1.42, "syrup": 1.37, "rice": 0.78, "oat": 0.38,
        "oats": 0.38, "salt": 1.2, "cocoa": 0.42, "yogurt": 1.03, "yoghurt": 1.03, "cheese": 0.47, "parmesan": 0.42,
        "breadcrumbs": 0.45, "nuts": 0.6, "almonds": 0.6, "walnuts": 0.5, "raisins": 0.63, "lentils": 0.8,
        "beans": 0.75, "peas": 0.6, "spinach": 0.13, "cornstarch": 0.53, "starch": 0.53, "baking powder": 0.8,
        "yeast": 0.6, "peanut butter": 1.08, "jam": 1.33, "mayonnaise": 0.94, "ketchup": 1.1, "couscous": 0.72,
        "quinoa": 0.71, "pasta": 0.42, "chocolate": 0.7, "coconut": 0.35, "semolina": 0.7, "cream cheese": 0.96,
    ]
}
