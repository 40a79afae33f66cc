import Foundation
import LarderCore

/// Reads a recipe's ingredient lines, English or German: "1 cup milk", "2 tbsp olive oil", "1 ½ cups flour",
/// "8 oz cheddar, grated", "200 g Mehl", "2 EL Öl", "3 Eier", "salt to taste". The quantity and unit as written,
/// the ingredient's English name and category (the receipt vocabulary's), and its grams where a weight makes
/// sense: a mass converted, a volume through the ingredient's density, pieces through a typical piece's weight.
public enum IngredientParser {
    /// One ingredient per line; blank lines, headings ("For the sauce:") and list marks are skipped.
    public static func parse(text: String) -> [RecipeIngredient] {
        text.split(whereSeparator: \.isNewline).compactMap { parse(String($0)) }
    }

    /// The ingredient a line names, or `nil` for a line that names none (blank, a heading).
    public static func parse(_ line: String) -> RecipeIngredient? {
        guard let (written, quantity, writtenUnit, name) = read(line) else { return nil }
        var unit = writtenUnit
        let translation = GroceryVocabulary.shared.translate(name)
        // The vocabulary names German words in English. A name that was English already stays as written: the
        // vocabulary keeps only the words it knows ("olive oil" would become "oil").
        let nameWords = Set(name.lowercased().split { !$0.isLetter })
        let translated = translation.name.split { !$0.isLetter }
        let isEnglish = translation.category == nil || translated.allSatisfy { nameWords.contains($0) }
        let english = isEnglish ? name.lowercased() : translation.name
        if unit == nil, quantity != nil { unit = KitchenUnit.named("piece") }
        return RecipeIngredient(
            text: written, name: english, quantity: quantity, unit: unit?.name,
            grams: grams(quantity, unit, name: english, perPiece: translation.gramsPerPiece),
            category: translation.category)
    }

    /// The line without list marks, its quantity, its unit and its name as written.
    private static func read(_ line: String) -> (written: String, quantity: Double?, unit: KitchenUnit?, name: String)? {
        let written = line.trimmingCharacters(in: .whitespaces)
        var rest = Substring(written.drop { "-*•·–—◦▪☐□".contains($0) || $0 == " " })
        guard !rest.isEmpty, !rest.hasSuffix(":") else { return nil }
        var quantity = takeQuantity(&rest)
        var unit = takeUnit(&rest)
        if quantity == nil, unit == nil { (quantity, unit) = takeArticleAndUnit(&rest) }
        let name = cleanName(rest)
        guard !name.isEmpty else { return nil }
        return (written, quantity, unit, name)
    }

    /// The quantity and unit a shopping-list line starts with, and the rest as written (brackets and notes
    /// kept; a shopping list keeps a person's own words, where ``parse(_:)`` gives the English name): "2 l milk"
    /// → 2, "l", "milk"; "3 Eier" → 3, "piece", "Eier"; "a can of tomatoes" → 1, "can", "tomatoes"; "milk" →
    /// `nil`, `nil`, "milk"; "1L" → 1, "l", "". A quantity without a unit counts pieces, as in ``parse(_:)``.
    public static func amount(startingWith text: String) -> (quantity: Double?, unit: String?, rest: String) {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        var quantity = takeQuantity(&rest)
        var unit = quantity == nil ? nil : takeUnit(&rest)
        if quantity == nil { (quantity, unit) = takeArticleAndUnit(&rest) }
        if unit == nil, quantity != nil { unit = KitchenUnit.named("piece") }
        var name = rest.trimmingCharacters(in: .whitespaces)
        if quantity != nil, name.lowercased().hasPrefix("of ") { name = String(name.dropFirst(3)) }
        return (quantity, unit?.name, name)
    }

    private static func grams(_ quantity: Double?, _ unit: KitchenUnit?, name: String, perPiece: Double?) -> Double? {
        guard let quantity, let unit else { return nil }
        let grams: Double?
        switch unit.kind {
        case .mass(let factor): grams = quantity * factor
        case .volume(let millilitres): grams = quantity * millilitres * IngredientDensity.gramsPerMillilitre(of: name)
        case .count:
            // A clove is garlic's, a can the usual 400 g one; a piece weighs what one of the ingredient typically
            // does. Packs, bunches and slices vary too much to guess.
            switch unit.name {
            case "clove": grams = quantity * 5
            case "can": grams = quantity * 400
            case "piece": grams = perPiece.map { quantity * $0 }
            default: grams = nil
            }
        }
        return grams.map { $0 >= 10 ? $0.rounded() : ($0 * 10).rounded() / 10 }
    }

    // MARK: Reading the line

    private static let fractions: [Character: Double] = [
        "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875,
        "⅕": 0.2,
    ]

    /// "2", "1.5", "1,5", "1/2", "1 1/2", "½", "1½", "2-3" (the upper end: a shopping list buys enough).
    static func takeQuantity(_ rest: inout Substring) -> Double? {
        guard var total = number(&rest) else { return nil }
        skipSpaces(&rest)
        // A mixed number: "1 1/2", "1 ½".
        var probe = rest
        if let fraction = number(&probe), fraction < 1, total == total.rounded() {
            total += fraction
            rest = probe
            skipSpaces(&rest)
        }
        // A range: "2-3", "2 to 3", "2 bis 3".
        for separator in ["-", "–", "to ", "bis "] where rest.hasPrefix(separator) {
            var probe = rest.dropFirst(separator.count)
            skipSpaces(&probe)
            if let upper = number(&probe), upper > total {
                total = upper
                rest = probe
                skipSpaces(&rest)
            }
            break
        }
        return total
    }

    /// "a pinch of salt", "eine Prise Salz", "a can of tomatoes": an article before a unit is one of it. Without a
    /// unit after it, the article stays ("a little oil" is no quantity).
    private static func takeArticleAndUnit(_ rest: inout Substring) -> (Double?, KitchenUnit?) {
        let article = rest.prefix { $0.isLetter }.lowercased()
        guard ["a", "an", "one", "ein", "eine", "einen"].contains(article) else { return (nil, nil) }
        var probe = rest.dropFirst(article.count)
        guard probe.first == " ", let unit = takeUnit(&probe) else { return (nil, nil) }
        rest = probe
        return (1, unit)
    }

    /// One number at the start: digits with a decimal point or comma, a slash fraction, or a fraction sign.
    private static func number(_ rest: inout Substring) -> Double? {
        if let first = rest.first, let value = fractions[first] {
            rest = rest.dropFirst()
            return value
        }
        let digits = rest.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "," || $0 == "/") }
        guard let firstDigit = digits.first, firstDigit.isNumber else { return nil }
        var value: Double?
        if let slash = digits.firstIndex(of: "/") {
            if let top = Double(digits[..<slash]), let bottom = Double(digits[digits.index(after: slash)...]),
                bottom > 0
            {
                value = top / bottom
            }
        } else {
            value = Double(digits.replacingOccurrences(of: ",", with: "."))
        }
        // A kitchen never measures a billion of anything: such a "quantity" is a misread, and would overflow later.
        guard var result = value, result.isFinite, result <= 1_000_000 else { return nil }
        rest = rest.dropFirst(digits.count)
        // "1½": a fraction sign right after the digits.
        if let next = rest.first, let fraction = fractions[next] {
            result += fraction
            rest = rest.dropFirst()
        }
        return result
    }

    /// The unit right after the quantity, glued ("200g") or apart ("200 g"), "fl oz" as two words.
    private static func takeUnit(_ rest: inout Substring) -> KitchenUnit? {
        skipSpaces(&rest)
        let word = rest.prefix { $0.isLetter || $0 == "." }
        guard !word.isEmpty else { return nil }
        var after = rest.dropFirst(word.count)
        if word.lowercased() == "fl" {
            skipSpaces(&after)
            let ounces = after.prefix { $0.isLetter || $0 == "." }
            if let unit = KitchenUnit.named("fl oz"), ["oz", "oz.", "ounce", "ounces"].contains(ounces.lowercased()) {
                rest = after.dropFirst(ounces.count)
                return unit
            }
        }
        // "c" is a cup only with a space or nothing after it, so "carrots" is no cup ("1L" is a litre).
        guard let unit = KitchenUnit.named(String(word)), word.count > 1 || after.first == " " || after.isEmpty
        else { return nil }
        // A size word ("large") is the egg's, and the name follows it.
        rest = after
        return unit
    }

    /// The name without "of", notes after a comma, or words in brackets: "of milk (whole), warmed" → "milk".
    private static func cleanName(_ rest: Substring) -> String {
        var name = String(rest)
        while let open = name.firstIndex(of: "("), let close = name[open...].firstIndex(of: ")") {
            name.removeSubrange(open...close)
        }
        if let comma = name.firstIndex(of: ",") { name = String(name[..<comma]) }
        for suffix in [" to taste", " nach geschmack", " nach belieben", " optional"] {
            if name.lowercased().hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
        }
        name = name.trimmingCharacters(in: .whitespaces)
        if name.lowercased().hasPrefix("of ") { name = String(name.dropFirst(3)) }
        return name.trimmingCharacters(in: .whitespaces)
    }

    private static func skipSpaces(_ rest: inout Substring) {
        rest = rest.drop { $0 == " " || $0 == "\t" }
    }
}
