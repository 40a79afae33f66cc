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
        // "Do it yourself", the hardware and home-improvement trade, in initials.
        "D.I.Y", "D.I.Y.",
        // Malay
        "FARMASI", "KEDAI", "KOPITIAM", "PASAR", "PASARAYA", "PERNIAGAAN", "RESTORAN", "SYARIKAT",
        // German
        "APOTHEKE", "BÄCKEREI", "BACKEREI", "BAUMARKT", "DROGERIE", "GETRÄNKE", "GETRANKE", "MARKT", "METZGEREI",
        "SUPERMARKT",
    ]

    /// Trade words by length, so a word is compared only with those it could be one slip from.
    private static let wordsByLength: [Int: [String]] = Dictionary(grouping: words, by: \.count)

    /// `name` with each capitalised word that is one look-alike away from exactly one trade word read as that word;
    /// other words, and words in lower case, as they were. In a word of four characters the slip must be a digit or
    /// a sign (`MAR1`, `F00D` is two): a letter for a letter there is as likely a real name (`MINT`, `HART`, `MIMI`).
    static func mended(_ name: String) -> String {
        name.split(separator: " ", omittingEmptySubsequences: false)
            .map { tradeWord(oneSlipFrom: String($0)) ?? String($0) }.joined(separator: " ")
    }

    /// The one trade word `word` is a single look-alike from, or `nil`. Lower-case letters but `l` belong to no
    /// group, so a word in lower case never matches.
    private static func tradeWord(oneSlipFrom word: String) -> String? {
        let matches = (wordsByLength[word.count] ?? []).filter { trade in
            guard let slips = LookAlikes.slips(from: word, to: trade), slips.count == 1 else { return false }
            return word.count > 4 || !slips[0].from.isUppercase
        }
        return matches.count == 1 ? matches[0] : nil
    }
}
