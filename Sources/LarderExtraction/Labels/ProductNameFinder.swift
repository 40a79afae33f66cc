import Foundation

/// Finds the product name above a nutrition table: the first line that reads like words, not like a heading.
enum ProductNameFinder {
    /// Words of table headings and small print, never part of a product name.
    private static let notNames = [
        "nährwert", "nahrwert", "naehrwert", "nutrition", "durchschnitt", "typical", "average", "values",
        "zutaten", "ingredients", "100 g", "100g", "100 ml", "portion", "serving", "mindestens", "best before",
    ]

    /// The name, trimmed, or `nil` when no line above the table looks like one.
    /// - Parameter lines: The lines above the first nutrient row, as printed.
    static func name(in lines: some Sequence<Substring>) -> String? {
        for line in lines {
            let text = line.trimmingCharacters(in: .whitespaces)
            let lowered = text.lowercased()
            let letters = text.filter(\.isLetter).count
            guard letters >= 3, Double(letters) >= Double(text.count) * 0.6,
                !notNames.contains(where: lowered.contains)
            else { continue }
            return text
        }
        return nil
    }
}
