import Foundation
import LarderCore

/// A photographed recipe page read as text (OCR): its title and the lines that are ingredients, not the method.
///
/// A cookbook page or a handwritten card names its ingredients under a heading ("Ingredients", "Zutaten", "You
/// will need") and ends them at the method ("Method", "Zubereitung", "Directions"); between the two every line is
/// an ingredient, with a quantity or without ("salt and pepper"). A page without those headings gives the lines
/// that start with a quantity and read as one, short enough to be an ingredient rather than a step.
public struct RecipePage: Sendable, Hashable {
    /// The first line of text that is not a heading: the recipe's name as printed.
    public var title: String?
    public var ingredientLines: [String]

    public init(text: String) {
        let lines = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let title = lines.first { !Self.isIngredientsHeading($0) && !Self.isMethodHeading($0) && $0.contains { $0.isLetter } }
        self.title = title
        if let start = lines.firstIndex(where: Self.isIngredientsHeading) {
            let rest = lines[(start + 1)...]
            let end = rest.firstIndex(where: Self.isMethodHeading) ?? rest.endIndex
            ingredientLines = rest[..<end].filter { IngredientParser.parse($0).map(Self.readsAsFood) == true }
        } else {
            ingredientLines = lines.filter { line in
                guard line != title, line.count <= 60, line.first.map(Self.startsAQuantity) == true,
                    !Self.isNumberedStep(line), let ingredient = IngredientParser.parse(line)
                else { return false }
                return ingredient.quantity != nil && Self.readsAsFood(ingredient)
            }
        }
    }

    /// The ingredients, each read by ``IngredientParser``.
    public var ingredients: [RecipeIngredient] { ingredientLines.compactMap(IngredientParser.parse) }

    private static let ingredientsHeadings: Set<String> = [
        "ingredients", "ingredient", "you will need", "you'll need", "zutaten", "für", "zutaten für",
    ]
    private static let methodHeadings: Set<String> = [
        "method", "directions", "instructions", "preparation", "steps", "zubereitung", "anleitung", "so geht's",
        "so gehts",
    ]

    private static func heading(_ line: String) -> String {
        line.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ":.- ")).replacingOccurrences(of: "’", with: "'")
    }

    /// "Ingredients", "Zutaten für 4 Personen", "INGREDIENTS (serves 4)".
    static func isIngredientsHeading(_ line: String) -> Bool {
        let text = heading(line)
        return ingredientsHeadings.contains(text) || text.hasPrefix("ingredients ") || text.hasPrefix("zutaten ")
    }

    static func isMethodHeading(_ line: String) -> Bool {
        let text = heading(line)
        return methodHeadings.contains(text) || methodHeadings.contains { text.hasPrefix($0 + " ") }
    }

    /// A name of words ("plain flour", "Salz und Pfeffer") in an amount a kitchen uses: not a receipt's "6:X 0,25"
    /// or a postcode's "50825 Köln", which OCR of a photo that is no recipe gives.
    private static func readsAsFood(_ ingredient: RecipeIngredient) -> Bool {
        let name = ingredient.name
        let letters = name.filter(\.isLetter).count
        let wordy = name.allSatisfy { $0.isLetter || " -'’&".contains($0) }
        return letters >= 3 && wordy && (ingredient.quantity ?? 0) <= 5000
    }

    private static func startsAQuantity(_ character: Character) -> Bool {
        character.isNumber || "½¼¾⅓⅔⅛".contains(character)
    }

    /// "1. Whisk the flour", "2) Beat in": a step of the method, not "1 egg".
    private static func isNumberedStep(_ line: String) -> Bool {
        let digits = line.prefix { $0.isNumber }
        guard !digits.isEmpty, digits.count <= 2 else { return false }
        let after = line.dropFirst(digits.count)
        return after.hasPrefix(". ") || after.hasPrefix(") ")
    }
}
