import Foundation
import LarderCore

/// Finds the shop's name and address near the top of a receipt.
enum StoreDetector {
    /// How many rows from the top may hold the shop's name.
    private static let headerRows = 10

    /// The shop and where the header block ends (the first row after name and address).
    static func store(in rows: [ReceiptRow]) -> (store: StoreInfo, headerEnd: Int) {
        let header = Array(rows.prefix(headerRows))
        let company = companyRow(in: header)
        // A priced row is an article ("STARBUCKS COFFEE 12OZ 9.99"), a web address small print; neither is the logo.
        let headerChain = header.lazy.filter {
            $0.amounts.isEmpty && !$0.folded.includes("www") && !$0.folded.contains(Self.webAddress)
        }
            .compactMap { row in chain(in: row, isHeader: true).map { (row, $0) } }.first
        var nameRow: ReceiptRow?
        var name: String?
        if let (row, chain) = headerChain {
            // Malaysian and British receipts print the legal name the key expects; German ones a logo.
            let isLegalName =
                company.map { ["sdn", "bhd", "ltd", "plc", "s/b"].contains(where: $0.folded.includes) } ?? false
            nameRow = isLegalName ? company : row
            name = isLegalName ? company.map { companyName($0, in: rows) } : chain
        } else if let company {
            nameRow = company
            name = companyName(company, in: rows)
            // "TKEA Deutschland GmbH": a logo's first letter misread in the company line, while the small print
            // names the chain ("IKEA"). The two together are evidence enough for one slip.
            if let named = rows.lazy.compactMap({ chain(in: $0, isHeader: false) }).first,
                isOneSlip(from: named, atStartOf: company)
            {
                name = named
            }
        } else if let chain = rows.lazy.compactMap({ chain(in: $0, isHeader: false) }).first {
            // The logo was unreadable, but the chain is named in the small print; the garbled logo row
            // still marks where the address starts. A logo not read at all leaves the address first.
            name = chain
            nameRow = header.prefix { !isAddressLine($0) }.first(where: isNameCandidate)
        } else {
            nameRow = likelyNameRow(in: header)
            name = nameRow.map { mendLegalForm(cleanName($0.text)) }
        }
        let start = nameRow.map { $0.index + 1 } ?? 0
        var addressLines: [String] = []
        var end = start
        var skipped = 0
        var hasPostcode = false
        for row in rows.dropFirst(start).prefix(6) {
            if isAddressLine(row) || !addressLines.isEmpty && !hasPostcode && isAddressContinuation(row) {
                hasPostcode = hasPostcode || row.folded.contains(Self.postcode)
                addressLines.append(row.text.trimmingCharacters(in: CharacterSet(charactersIn: " ,.;")))
                end = row.index + 1
            } else if hasPostcode, row.text.hasPrefix("("), row.text.hasSuffix(")"), !isAddressLine(row),
                !isRegistration(row),
                row.folded.filter(\.isWordLetter).count >= 4, addressLines.count < 6
            {
                // A branch name in brackets after the postcode: "(MR DIY TESCO TERBAU)".
                addressLines.append(row.text)
                end = row.index + 1
                break
            } else if addressLines.isEmpty, skipped < 3, isSkippableBeforeAddress(row) {
                skipped += 1
            } else {
                break
            }
        }
        let address = addressLines.isEmpty ? nil : addressLines.joined(separator: ", ")
        return (StoreInfo(name: name, address: address), max(end, start))
    }

    /// The row that names the shop when no chain or company line does: the first plausible name, unless it reads as
    /// noise and a row below it, still above the address, holds a word of four letters or more that OCR is sure of.
    /// Scans read noise above the name (a stamp, a crumpled edge, a logo: `fae pte`, `Dae fs` over `PASAR MINI JIN
    /// SENG`): short words at best, in mixed case, where a printed name of short words is in capitals (`TAN BEE
    /// KEE`) and stays the name.
    private static func likelyNameRow(in header: [ReceiptRow]) -> ReceiptRow? {
        let names = header.filter(isNameCandidate)
        guard let first = names.first, let address = header.first(where: isAddressLine)?.index,
            first.text.contains(where: \.isLowercase), !first.hasSureWord(ofLetters: 4)
        else { return names.first }
        return names.first { $0.index < address && $0.hasSureWord(ofLetters: 4) } ?? first
    }

    /// A header row that may print the shop's name: a plausible name, neither address nor receipt data.
    private static func isNameCandidate(_ row: ReceiptRow) -> Bool {
        isPlausibleName(row) && !isAddressLine(row) && !isReceiptData(row)
    }

    /// Whether the first word of `row` is `chain` (one word of four letters or more) with one letter misread.
    private static func isOneSlip(from chain: String, atStartOf row: ReceiptRow) -> Bool {
        let name = chain.lowercased()
        guard name.count >= 4, name.allSatisfy(\.isWordLetter),
            let first = row.folded.split(whereSeparator: { !$0.isWordLetter }).first.map(String.init),
            first.count == name.count
        else { return false }
        return Levenshtein.distance(first, name) == 1
    }

    private static let companyMarks = [
        "sdn bhd", "sdn. bhd", "bhd", "enterprise", "trading", "restaurant", "restoran", "store", "mart",
        "hardware", "gmbh", "kg", "ltd", "plc", "llc", "inc", "apotheke", "bakery", "cafe", "supermarket",
        "sdn", "s/b", "m) sdn", "market", "shop", "kedai", "food", "stationery", "station", "book",
    ]

    /// A chain named in a row; ordinary words like "Netto" count only in a short header row or with a legal form.
    private static func chain(in row: ReceiptRow, isHeader: Bool) -> String? {
        guard let chain = KnownChains.chain(in: row.text) else { return nil }
        let words = row.folded.split { !$0.isWordLetter }
        let hasLegalForm = words.contains {
            ["gmbh", "kg", "ag", "ohg", "markt", "filiale", "ltd", "plc"].contains(String($0))
        }
        if hasLegalForm { return chain }
        // The shop's own web address: "www,roller.de", also with its "www" misread ("waw.roller.de").
        let domain = chain.lowercased().filter(\.isWordLetter)
        if row.folded.contains(Self.webAddress),
            row.folded.filter(\.isWordLetter).includes("www" + domain)
                || Self.topLevelDomains.contains(where: { row.folded.includes(domain + "." + $0) })
        {
            return chain
        }
        if KnownChains.ambiguousNames.contains(chain) { return isHeader && words.count <= 3 ? chain : nil }
        return isHeader || words.count <= 6 ? chain : nil
    }

    /// The company line, joined with its neighbour when the name runs over two lines
    /// ("PASARAYA BORONG PINTAR" / "SDN BHD", "HOME MASTER HARDWARE &" / "ELECTRICAL").
    private static func companyName(_ row: ReceiptRow, in rows: [ReceiptRow]) -> String {
        let legalWords: Set<String> = ["co", "m", "sdn", "son", "bhd", "s", "b", "gmbh", "kg", "ltd", "plc", "inc"]
        let words = row.folded.split { !$0.isWordLetter }.map(String.init)
        // Short crumbs count as part of the legal form: OCR reads "CO." as "CP.".
        let isLegalForm = { (words: [String]) in
            words.contains { legalWords.contains($0) } && words.filter { !legalWords.contains($0) }.count <= 1
                && words.allSatisfy { legalWords.contains($0) || $0.count <= 2 }
        }
        if isLegalForm(words), let above = rows.last(where: { $0.index < row.index }),
            isPlausibleName(above)
        {
            return mendLegalForm(cleanName(above.text + " " + row.text))
        }
        if row.text.hasSuffix("&"), let below = rows.first(where: { $0.index > row.index }), isPlausibleName(below) {
            return mendLegalForm(cleanName(row.text + " " + below.text))
        }
        // A name wrapped over up to three lines ends with its legal form: "AIK HUAT HARDWARE" /
        // "ENTERPRISE (SETIA" / "ALAM) SDN BHD".
        let hasLegalForm = { (row: ReceiptRow) in row.folded.contains(Self.malaysianLegalForm) }
        if !hasLegalForm(row) {
            let following = Array(rows.filter { $0.index > row.index }.prefix(2))
            if let end = following.firstIndex(where: hasLegalForm),
                following[...end].allSatisfy({
                    !$0.text.includes(":") && (isPlausibleName($0) && !isAddressLine($0) || hasLegalForm($0))
                })
            {
                return mendLegalForm(cleanName(([row] + following[...end]).map(\.text).joined(separator: " ")))
            }
        }
        // "LIAN CHI PU TIAN VEGETARIAN" / "RESTAURANT SDN BHD": a line of only a trade and a legal form
        // continues the name above it.
        let tradeWords: Set<String> = ["restaurant", "restoran", "enterprise", "trading", "hardware", "store", "mart"]
        if words.allSatisfy({ legalWords.contains($0) || tradeWords.contains($0) }),
            let above = rows.last(where: { $0.index < row.index }), isPlausibleName(above), !isAddressLine(above)
        {
            return mendLegalForm(cleanName(above.text + " " + row.text))
        }
        return mendLegalForm(cleanName(row.text))
    }

    /// Undoes OCR's favourite slips in Malaysian legal forms: "SON BHD", "SDN BND", "San Bhd", "SDN BEHD" or
    /// "SON Bab" for "SDN BHD" at the end of a name, "CP. (M)" or "(M}" for "CO. (M)", "5/B", "5/8" or "S/8" for
    /// "S/B"; and in the trade words of a name (``TradeWords``: "ENIERPRISE" for "ENTERPRISE").
    private static func mendLegalForm(_ name: String) -> String {
        TradeWords.mended(mendInitials(name)).replacing(Self.misreadSdnBhd, with: "SDN BHD")
            .replacing(Self.misreadTrailingSdnBhd, with: "SDN BHD")
            .replacing(Self.misreadCoM, with: "CO. (M)").replacing(Self.misreadBracketM, with: "(M)")
            .replacing(Self.misreadSB, with: "S/B")
    }

    /// Reads a name's initials through OCR's digit slips ("MR.D.1.Y" is "MR.D.I.Y", "S.5.B." is "S.S.B."), and a yen
    /// sign, which no shop's name holds, as the "Y" it was ("D.I.¥.").
    private static func mendInitials(_ name: String) -> String {
        name.replacing("¥", with: "Y").replacing(Self.initials) { match in
            let initials = String(match.output)
            guard initials.contains(where: \.isLetter) else { return initials }
            return String(initials.map { Self.lettersForDigits[$0] ?? $0 })
        }
    }

    /// Digits OCR reads for capital letters.
    private static let lettersForDigits: [Character: Character] = ["1": "I", "0": "O", "5": "S", "8": "B"]

    private static func isCompanyLine(_ folded: String) -> Bool {
        let words = Set(folded.split { !$0.isWordLetter && $0 != "/" }.map(String.init))
        return companyMarks.contains { mark in
            mark.includes(" ") || mark.includes(".") ? folded.includes(mark) : words.contains(mark)
        }
    }

    private static func companyRow(in header: [ReceiptRow]) -> ReceiptRow? {
        // A priced row is an article ("Kartoffeln 2,5 kg 4,00", whose unit reads as the legal form KG), not a company.
        header.first { row in
            guard row.amounts.isEmpty else { return false }
            let hasLegalForm = ["sdn", "bhd", "gmbh", "ltd", "s/b"].contains(where: row.folded.contains)
            return isCompanyLine(row.folded) && isPlausibleName(row) && (hasLegalForm || !isAddressLine(row))
                && !isColumnHeading(row)
        }
    }

    /// Units and column names: `kg EURO/kg EURO` above a weighed article holds "KG" but is no company.
    private static let columnHeadingWords: Set<String> = ["kg", "g", "l", "euro", "eur", "stk", "x", "preis", "menge"]

    private static func isColumnHeading(_ row: ReceiptRow) -> Bool {
        row.folded.split { !$0.isWordLetter }.allSatisfy { columnHeadingWords.contains(String($0)) }
    }

    /// A name line has several letters, is mostly letters, and is not a receipt heading.
    private static func isPlausibleName(_ row: ReceiptRow) -> Bool {
        // A logo OCR garbled into words ("Ruvo mede", "OA )7l") has no word Tesseract is sure of; a logo read
        // right has ("FALKEN" beside noise), and so has the printed name below a garbled one.
        guard row.hasSureWord else { return false }
        let text = withoutRegistration(row.text)
        let letters = text.filter(\.isWordLetter)
        guard letters.count >= 3, Double(letters.count) / Double(text.count) >= 0.5 else { return false }
        // SROIE scans carry handwritten lower-case annotations above the print.
        if letters.allSatisfy(\.isLowercase), letters.count > 4 { return false }
        let folded = row.folded
        // Headings, and the thanks some tills print above the name too ("TQ FOR SHOPPING WITH myNEWS.com").
        let headings = [
            "receipt", "invoice", "welcome", "willkommen", "kassenbon", "quittung", "tax", "bon", "thank", "tq ",
            "terima kasih", "danke", "vielen dank",
        ]
        if headings.contains(where: { folded.hasPrefix($0) }) { return false }
        let words = text.split(separator: " ")
        let realWords = words.filter { $0.filter(\.isWordLetter).count >= 3 }
        return !realWords.isEmpty
    }

    /// The name without a company registration number after it: "AEON CO. (M) BHD (126926-H)".
    private static func withoutRegistration(_ text: String) -> String {
        // OCR may misread the check letter: "(126926-#)".
        text.replacing(Self.trailingRegistration, with: "")
    }

    private static func cleanName(_ text: String) -> String {
        var words = withoutRegistration(text).split(separator: " ").map(String.init)
        // OCR crumbs before the name: "x UNIHAKKA ...", "7 UAN HING ...".
        while words.count > 2, let first = words.first, first.count == 1, !first.allSatisfy(\.isUppercase) {
            words.removeFirst()
        }
        let edges = CharacterSet(charactersIn: " ,.;:-_|*\"'“”‘’")
        return words.joined(separator: " ").trimmingCharacters(in: edges)
    }

    private static let addressWords = [
        // English OCR has no "ß" and reads it as "B" or "f".
        "jalan", "jln", "taman", "tmn", "lorong", "str.", "straße", "strasse", "strabe", "strafe", "str ",
        "road", "street", "lane", "avenue", "no.", "lot", "blok", "block", "bandar", "johor", "selangor",
        "kuala lumpur", "shah alam", "puchong", "petaling", "kajang", "level ", "floor",
    ]

    private static func isAddressLine(_ row: ReceiptRow) -> Bool {
        let folded = row.folded
        let stopWords = [
            "tel", "fax", "gst", "ust", "phone", "www", "@", "datum", "date", "receipt", "invoice", "reg", "roc",
        ]
        if stopWords.contains(where: { folded.hasPrefix($0) || folded.includes($0 + ":") || folded.includes($0 + " ") })
        {
            return false
        }
        if isRegistration(row) { return false }
        if folded.contains(Self.postcode) { return true }  // a postcode
        return addressWords.contains(where: folded.includes) || folded.contains(Self.streetEndingAndNumber)
    }

    /// Company and tax registration, printed between a shop's name and its address: "(CO. NO. 113825-W)",
    /// "COMPANY REG. NO. : 001055194X", "GST ID : 001661886464", "BR NO.: 0195932-X", "JM0325955-V",
    /// "USt-IdNr. DE 123456789", "St.-Nr. 12/345/67890". Its "NO." is no house number.
    private static func isRegistration(_ row: ReceiptRow) -> Bool {
        row.folded.contains(Self.registrationLabel) || row.folded.wholeMatch(of: Self.registrationNumber) != nil
    }

    /// Receipt data rather than a name: "Belegnummer: 05R024747", a lone "EUR" column heading.
    private static func isReceiptData(_ row: ReceiptRow) -> Bool {
        let words = row.folded.split { !$0.isWordLetter }.map(String.init)
        let headings: Set<String> = ["eur", "euro", "rm", "usd", "gbp", "chf", "myr", "preis", "price", "menge", "qty"]
        let columnWords: Set<String> = ["artikel", "menge", "pos", "qty", "description", "item"]
        return row.text.includes(":") || !row.amounts.isEmpty || words.allSatisfy(headings.contains)
            || words.contains(where: columnWords.contains)
            || words.contains(where: ReceiptLineClassifier.blockWords.contains)
    }

    /// A row of place names that continues an address until its postcode ("KAWASAN PERINDUSTRIAN BALAKONG").
    private static func isAddressContinuation(_ row: ReceiptRow) -> Bool {
        let folded = row.folded
        let stopWords = ["tel", "fax", "gst", "reg", "roc", "phone", "www", "@", "date", "datum", "invoice", "receipt"]
        guard row.amounts.isEmpty, !folded.includes(":"), !stopWords.contains(where: folded.includes) else {
            return false
        }
        let letters = folded.filter(\.isWordLetter).count
        return letters >= 4 && Double(letters) / Double(max(folded.count, 1)) >= 0.6
    }

    /// Rows that may sit between the name and the address: a company number, a second name line.
    private static func isSkippableBeforeAddress(_ row: ReceiptRow) -> Bool {
        let folded = row.folded
        if isRegistration(row) { return true }
        guard row.amounts.isEmpty else { return false }
        return folded.hasPrefix("(") || folded.includes("co. reg") || folded.filter(\.isWordLetter).count <= 3
            || (isPlausibleName(row) && !folded.includes(":"))
    }

    // Built once: a regex literal is parsed and compiled again every time it is evaluated, which was most of
    // the offline extractor's time. Regex is not Sendable, but it is immutable once built and compiles its
    // program with an atomic swap, so sharing it across threads is safe.
    private nonisolated(unsafe) static let postcode = /(^|\D)\d{5}(\D|$)/
    /// A German street name's ending and its house number ("Altstadtring 12", "Am Markt 5"): the endings alone
    /// also end ordinary words ("TAILORING", "Hering", "Marktkauf").
    private nonisolated(unsafe) static let streetEndingAndNumber = /(weg|platz|allee|ring|gasse|damm|ufer|markt)\.? ?\d/
    /// The top-level domains a shop's web address ends in, for ``webAddress`` and a chain's own domain.
    private static let topLevelDomains = [
        "de", "com", "at", "ch", "co.uk", "com.my", "my", "nl", "fr", "eu", "net", "org",
    ]
    /// "www.roller.de", also with the "www" or the dot misread ("waw,roller.de"): three letters, a name, one of
    /// ``topLevelDomains``.
    private nonisolated(unsafe) static let webAddress = try! Regex(
        #"\b[a-z]{3}\W{1,2}[a-z-]+[.,] ?("#
            + topLevelDomains.map { $0.replacingOccurrences(of: ".", with: #"\."#) }.joined(separator: "|") + #")\b"#)
    private nonisolated(unsafe) static let malaysianLegalForm = /\b(sdn|bhd|s\/b)\b/
    private nonisolated(unsafe) static let misreadSdnBhd = /\b[S5][O0QD][NH][.,]? ?B[HN]D\b/
    private nonisolated(unsafe) static let misreadTrailingSdnBhd =
        /\b[S5][ODAU][NH]\.? ?[B8][A-Z]{1,3}\.?$/.ignoresCase()
    private nonisolated(unsafe) static let misreadCoM = /\bC[PD]\. ?\(M\)/
    private nonisolated(unsafe) static let misreadBracketM = /\(M[}\]]/
    /// `S/B` (Sendirian Berhad) ending a name, its letters read as digits: `5/B`, `S/8`, `5/8`.
    private nonisolated(unsafe) static let misreadSB = /\b(5\/[B8]|S\/8)$/
    /// Two or more single capitals or digits each followed by a dot, and perhaps one more: "D.1.Y", "S.H.H.". Simple
    /// word boundaries, as Unicode's keep "MR.D.1.Y" one word.
    private nonisolated(unsafe) static let initials = /\b(?:[A-Z0-9]\.){2,}[A-Z0-9]?\b/.wordBoundaryKind(.simple)
    /// A registration number's hyphen is also read as `~` or `:` (`(65351~M)`, `(519597: x)`).
    private nonisolated(unsafe) static let trailingRegistration = /\s*\(?\s*\d{5,8}\s*[-~:]\s*[^\s)]?\s*\)?\s*$/
    private nonisolated(unsafe) static let registrationNumber =
        /\(?\s*(no\.?\s*)?[a-z]{0,3}\d{5,10}\s*[-~:]?\s*[a-z]\s*\)?/
    private nonisolated(unsafe) static let registrationLabel =
        /\b(co|company|business|reg|registration|gst|roc|br|ust|st|steuer|tax|vat|uid)\b[\s.\-]*(reg\b[\s.]*)?(id\b[\s.]*)?(no|nr|number|idnr|id)\b|\bsteuer-?nummer\b|\bco\. ?reg\b/
        // Simple boundaries: Unicode's default keeps "reg.no" one word, so "\b" would not split it.
        .wordBoundaryKind(.simple)
}
