/// A row of a nutrition table, recognised by its German or English wording.
enum LabelNutrient: Sendable, Hashable, CaseIterable {
    case energy, fat, saturates, carbohydrate, sugars, fibre, protein, salt, sodium

    /// Rows that look like a nutrient but are not one Larder stores; checked first, because
    /// "einfach ungesättigte Fettsäuren" contains "gesättigte" and "Fett".
    private static let ignored = [
        "unges", "unsaturat", "mehrwertig", "polyol", "stärke", "starke", "starch", "cholesterin", "cholesterol",
        "vitamin", "calcium", "kalzium", "eisen", "iron", "broteinheit",
    ]

    /// Keywords in the order they are tried: the "of which" rows before the rows they belong to.
    private static let keywords: [(LabelNutrient, [String])] = [
        (.energy, ["brennwert", "energie", "energy", "kalorien", "calories"]),
        (.saturates, ["gesättigt", "gesattigt", "gesaettigt", "saturate"]),
        (.fat, ["fett", "fat"]),
        (.sugars, ["zucker", "sugar"]),
        (.carbohydrate, ["kohlenhydrat", "carbohydrate", "carbs"]),
        (.fibre, ["ballaststoff", "fibre", "fiber"]),
        (.protein, ["eiweiß", "eiweiss", "eiweib", "protein"]),
        (.sodium, ["natrium", "sodium"]),
        (.salt, ["salz", "salt"]),
    ]

    /// The nutrient a line names, if any.
    /// - Parameter line: One OCR line, lowercased.
    static func named(in line: String) -> LabelNutrient? {
        if ignored.contains(where: line.contains) { return nil }
        return keywords.first { _, words in words.contains(where: line.contains) }?.0
    }
}
