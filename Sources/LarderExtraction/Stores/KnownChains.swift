/// Shop chains whose names the offline extractor recognises anywhere on a receipt.
enum KnownChains {
    /// Chain names as they should be stored, matched case-insensitively as whole words.
    static let names: [String] = [
        "Aldi", "Aldi Süd", "Aldi Nord", "Lidl", "REWE", "Edeka", "Kaufland", "Netto", "Penny", "Real",
        "Marktkauf", "dm", "Rossmann", "Müller", "Norma", "Globus", "Tegut", "Famila",
        "Denn's", "Alnatura", "Budnikowsky", "IKEA", "toom", "OBI", "Hornbach", "Bauhaus", "Roller", "Hagebau",
        "Tesco", "Sainsbury's", "Asda", "Morrisons", "Waitrose", "Co-op", "Marks & Spencer", "Spar",
        "Billa", "Hofer", "Migros", "Coop", "Carrefour", "Auchan", "Albert Heijn", "Walmart",
        "Costco", "Kroger", "Safeway", "Target", "Publix", "Whole Foods", "Trader Joe's", "7-Eleven", "Tesco Extra",
        "AEON", "Mydin",
        "99 Speedmart", "Guardian", "Watsons", "Mr. D.I.Y.", "MR DIY", "KFC", "McDonald's", "Starbucks",
    ]

    /// Chain names that are also ordinary receipt words ("Netto" in a tax table, "Real" in English text).
    static let ambiguousNames: Set<String> = [
        "Netto", "Real", "Penny", "Müller", "Spar", "Globus", "Norma", "Coop", "Hofer", "dm", "Roller", "Hit", "Giant",
        "Target",
    ]

    /// The names, longest first so "Aldi Süd" wins over "Aldi", with their lower-case words; sorted once, as
    /// every header row is tested.
    private static let namesLongestFirst: [(name: String, parts: [String])] =
        names.sorted(by: { $0.count > $1.count }).map { ($0, $0.lowercased().split(separator: " ").map(String.init)) }

    /// The chain named in a row, allowing two OCR slips in names of eight letters or more.
    static func chain(in text: String) -> String? {
        var words = text.lowercased().split { !$0.isWordLetter && $0 != "'" && $0 != "&" && $0 != "-" }.map(String.init)
        guard !words.isEmpty else { return nil }
        // Logos printed letter-spaced ("A L D I") are read as one- and two-letter words ("A LD I").
        if words.count > 1, words.allSatisfy({ $0.count <= 2 }) { words.append(words.joined()) }
        for (name, parts) in namesLongestFirst {
            guard parts.count <= words.count else { continue }
            for start in 0...(words.count - parts.count) {
                let isMatch = zip(parts, words[start..<(start + parts.count)]).allSatisfy { part, word in
                    // Lengths more than two apart are more than two edits apart: no distance to compute.
                    part == word || (part.count >= 8 && abs(part.count - word.count) <= 2
                        && Levenshtein.distance(part, word) <= 2)
                }
                if isMatch { return name }
            }
        }
        return nil
    }
}
