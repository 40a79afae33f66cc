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
        // German electronics, books, household and pet chains (not Hellweg: a street in many Westphalian towns).
        "MediaMarkt", "Saturn", "Expert", "Euronics", "Thalia", "Tchibo", "Woolworth", "TEDi", "Fressnapf",
    ]

    /// Other ways a receipt prints a chain's name, and the name they are stored under: a logo's first word joined by a
    /// hyphen (`dm-drogerie markt`, `Media-Markt`; a hyphen keeps a word whole), or a name in two words (`Media Markt`).
    /// `dm drogerie markt`, spaced, is `dm` as a word already.
    static let printedForms: [String: String] = [
        "dm-drogerie": "dm", "media markt": "MediaMarkt", "media-markt": "MediaMarkt",
    ]

    /// Chain names that are also ordinary receipt words ("Netto" in a tax table, "Real" in English text) or brands
    /// sold elsewhere (Tchibo's coffee).
    static let ambiguousNames: Set<String> = [
        "Netto", "Real", "Penny", "Müller", "Spar", "Globus", "Norma", "Coop", "Hofer", "dm", "Roller", "Hit", "Giant",
        "Target", "Expert", "Tchibo",
    ]

    /// The names and their other printed forms, longest first so "Aldi Süd" wins over "Aldi", each with the
    /// lower-case words it is printed as; sorted once, as every header row is tested.
    private static let namesLongestFirst: [(name: String, parts: [String])] = {
        let forms: [(printed: String, name: String)] = names.map { ($0, $0) } + printedForms.map { ($0.key, $0.value) }
        let longestFirst = forms.sorted { one, other in
            one.printed.count != other.printed.count ? one.printed.count > other.printed.count : one.printed < other.printed
        }
        return longestFirst.map { form in (form.name, form.printed.lowercased().split(separator: " ").map(String.init)) }
    }()

    /// The chain named first in a row, allowing two OCR slips in names of eight letters or more. The first, because a
    /// franchise prints its chain before its owner (`EDEKA Müller`, where Müller is a chain too).
    static func chain(in text: String) -> String? {
        var words = text.lowercased().split { !$0.isWordLetter && $0 != "'" && $0 != "&" && $0 != "-" }.map(String.init)
        guard !words.isEmpty else { return nil }
        // Logos printed letter-spaced ("A L D I") are read as one- and two-letter words ("A LD I").
        if words.count > 1, words.allSatisfy({ $0.count <= 2 }) { words.append(words.joined()) }
        for start in words.indices {
            for (name, parts) in namesLongestFirst where start + parts.count <= words.count {
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
