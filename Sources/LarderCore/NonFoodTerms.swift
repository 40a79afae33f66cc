/// Words that mark a receipt line as not food (deposits, cleaning, toiletries, bags), in normalised form.
///
/// Checked before matching because some are German compounds whose head is a food word: `Zahnpasta`
/// (toothpaste) ends in `pasta`, `Spülmittel` looks like nothing but must never become anything.
/// A line is non-food when one of its words equals a stem, starts with it or ends with it; stems that are
/// also the start or end of a food word (`blumen` in `Blumenkohl`, `beutel` in `Teebeutel`) are left out,
/// and short stems must equal the whole word.
enum NonFoodTerms {
    /// Whether any of `tokens` (normalised words) is a non-food word.
    static func containsNonFood(_ tokens: [[UInt8]]) -> Bool {
        tokens.contains { token in
            if wholeWords.contains(token) { return true }
            return stems.contains { stem in token.hasPrefix(stem) || token.hasSuffix(stem) }
        }
    }

    private static let stems: [[UInt8]] = [
        // German
        "pfand", "leergut", "zahnpasta", "zahncreme", "zahnbuerste", "zahnseide", "mundwasser", "spuelmittel",
        "spuelmaschine", "geschirrspuel", "waschmittel", "weichspueler", "waschpulver", "toilettenpapier",
        "klopapier", "kuechenrolle", "kuechentuch", "taschentuch", "taschentuecher", "servietten", "batterie",
        "gluehbirne", "leuchtmittel", "tragetasche", "tragetuete", "einkaufstasche", "plastiktuete", "tuete",
        "muellbeutel", "gefrierbeutel", "muellsack", "shampoo", "duschgel", "duschbad", "seife", "deodorant",
        "deospray", "rasierer", "rasierklingen", "rasierschaum", "windeln", "feuchttuecher", "tampons",
        "slipeinlagen", "wattepads", "wattestaebchen", "alufolie", "frischhaltefolie", "backpapier", "reiniger",
        "putzmittel", "schwamm", "schwaemme", "kerzen", "teelichter", "feuerzeug", "streichhoelzer", "zigarette",
        "tabak", "katzenfutter", "hundefutter", "katzenstreu", "tierfutter", "blumenerde", "zeitschrift",
        "handcreme", "sonnencreme", "bodylotion", "pflaster", "gutschein", "rabatt", "pflege", "spueltabs",
        "geschirrspueltabs", "zahnbuers",
        // Drugstore and household brands, which print no product word a food could share
        "nivea", "balea", "alverde", "elmex", "colgate", "gillette", "pampers", "zewa", "persil", "ariel",
        "somat", "denkmit", "profissimo", "sebamed", "signal", "lotion",
        // English
        "toothpaste", "toothbrush", "mouthwash", "detergent", "dishwasher", "bleach", "toilet", "tissues",
        "napkins", "batteries", "battery", "shampoo", "conditioner", "shower", "soap", "deodorant", "razor",
        "nappies", "diapers", "wipes", "clingfilm", "candles", "cigarette", "tobacco", "petfood", "deposit",
        "voucher", "discount", "coupon", "cotton",
    ].map { Array($0.utf8) }

    private static let wholeWords: Set<[UInt8]> = Set(
        [
            "deo", "akku", "binden", "zeitung", "washing", "foil", "lighter", "bin", "carrier", "skin", "lip", "tabs",
            "kitchen",
        ]
        .map { Array($0.utf8) }
    )
}
