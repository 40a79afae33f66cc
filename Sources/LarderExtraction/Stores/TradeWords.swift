import LarderCore

/// The words shops put in their names to say what they are (`ENTERPRISE`, `RESTAURANT`, `PASAR MINI`,
/// `APOTHEKE`): a small closed vocabulary, unlike the proper names beside them. OCR misreads a letter of them as a
/// look-alike (`PETRODELI ENIERPRISE`, `PASAR MINT`, `RES!AURANT`), and a name with one slip is a wrong name, so a
/// capitalised word one look-alike (``LookAlikes``) away from a trade word, and itself none, is read as that
/// trade word.
enum TradeWords {
    /// Trade words of English, Malay and German shop names, in capitals: general vocabulary, not any one shop's.
    static let words: Set<String> = [
        // English
        "BAKERY", "BEVERAGE", "BISTRO", "BOOKS", "BOOKSTORE", "BUTCHER", "CAFE", "CLINIC", "COMPANY",
        "CONFECTIONERY", "CORPORATION", "ELECTRICAL", "ELECTRONICS", "ENGINEERING", "ENTERPRISE", "ENTERPRISES",
        "FASHION", "FOOD", "FOODS", "FURNITURE", "GROCER", "GROCERY", "HARDWARE", "HOLDINGS", "INDUSTRIES",
        "INTERNATIONAL", "KITCHEN", "MACHINERY", "MARKET", "MARKETING", "MART", "MINI", "MINIMARKET", "MOTOR",
        "OPTICAL", "PHARMACY", "RESTAURANT", "RESTAURANTS", "SERVICES", "SNACKS", "STATIONERY", "STORE", "STORES",
        "SUPERMARKET", "SUPPLIES", "SUPPLY", "TRADERS", "TRADING",
        // Malay
        "FARMASI", "KEDAI", "KOPITIAM", "PASAR", "PASARAYA", "PERNIAGAAN", "RESTORAN", "SYARIKAT",
        // German
        "APOTHEKE", "BÄCKEREI", "BACKEREI", "BAUMARKT", "DROGERIE", "GETRÄNKE", "GETRANKE", "MARKT", "METZGEREI",
        "SUPERMARKT",
    ]

    /// Trade words by length, so a word is compared only with those it could be one slip from.
    private static let wordsByLength: [Int: [[Character]]] = Dictionary(
        grouping: words.map { Array($0) }, by: \.count)

    /// `name` with each capitalised word that is one look-alike away from exactly one trade word read as that word;
    /// other words, and words in lower case, as they were. In a word of four characters the slip must be a digit or
    /// a sign (`MAR1`, `F00D` is two): a letter for a letter there is as likely a real name (`MINT`, `HART`, `MIMI`).
    static func mended(_ name: String) -> String {
        var changed = false
        let words = name.split(separator: " ", omittingEmptySubsequences: false).map { word -> Substring in
            guard let trade = tradeWord(oneSlipFrom: word) else { return word }
            changed = true
            return Substring(trade)
        }
        return changed ? words.joined(separator: " ") : name
    }

    /// The one trade word `word` is a single look-alike from, or `nil`. Lower-case letters but `l` belong to no
    /// group, so a word in lower case never matches.
    private static func tradeWord(oneSlipFrom word: Substring) -> String? {
        let characters = Array(word)
        guard let candidates = wordsByLength[characters.count] else { return nil }
        let matches = candidates.filter { trade in
            guard let slips = LookAlikes.slips(from: String(characters), to: String(trade)), slips.count == 1 else {
                return false
            }
            return characters.count > 4 || !slips[0].printed.isUppercase
        }
        return matches.count == 1 ? String(matches[0]) : nil
    }
}
