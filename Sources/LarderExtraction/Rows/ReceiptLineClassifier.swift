import Foundation

/// Decides what each row of the article block is.
enum ReceiptLineClassifier {
    /// Classifies one row.
    static func classify(_ row: ReceiptRow) -> ReceiptLine {
        let folded = row.folded
        if let quantity = quantityLine(row) { return .quantity(quantity) }
        let trailing = row.trailingAmount
        let nameText = trailing.map { row.text(before: $0.tokenIndex) } ?? row.text
        let words = folded.split { !$0.isWordLetter }.map(String.init)
        if words.contains(where: { $0.hasPrefix("leergut") || $0 == "rücknahme" || $0 == "flaschenrückgabe" }),
            let trailing
        {
            return .bottleReturn(text: row.text, priceCents: -abs(trailing.cents))
        }
        if isDiscount(folded, words: words),
            let amount = trailing ?? row.amounts.last.map({ ($0.cents, $0.tokenIndex) })
        {
            return .discount(text: row.text, priceCents: -abs(amount.cents))
        }
        // Bare numbers under or over a name: "08001287 2 9,95 EUR 19,90".
        let hasNameWord = words.contains { $0.count >= 3 && !headingWords.contains($0) }
        if !hasNameWord, !row.amounts.isEmpty, !words.contains(where: blockWords.contains) {
            return .amountsOnly(amounts: row.amounts.map(\.cents))
        }
        if row.totalKeywordWeight != nil || isNonArticle(folded, words: words) { return .other }
        // Electronics and DIY tills print an article's number or serial on a row of its own (`Art.Nr. 2531544`,
        // `EAN 4006381333931`, `SN: C02XK1JHJG5J`): no article, and no line of the name above it.
        if row.amounts.isEmpty, isArticleNumberRow(row.tokens.map(\.text)) { return .other }
        // "Round Adj -0.02" is no discount and "Rundung 0,02" no article: the arithmetic reads the rounding row.
        if TotalDetector.isRounding(folded) { return .other }
        if row.amounts.isEmpty, isHeadingWithOneSlip(words) { return .other }
        if !ReceiptDateParser.dates(in: row.text).isEmpty { return .other }
        if words.contains(where: {
            $0.hasPrefix("pfand") || $0.hasPrefix("redemp") || ["deposit", "einweg", "mehrweg", "crv"].contains($0)
        }),
            let trailing
        {
            // The deposit's own text, without its price and tax letter: REWE prints "PFAND 0,25 EURO  0,25 A".
            let text = nameText.isEmpty ? row.text : nameText
            return trailing.cents < 0
                ? .bottleReturn(text: text, priceCents: trailing.cents)
                : .deposit(text: text, priceCents: trailing.cents)
        }
        let nameLetters = nameText.filter(\.isWordLetter).count
        let nameHasWord = nameText.split(separator: " ").contains { $0.filter(\.isWordLetter).count >= 3 }
        // Without a price, only a real word makes a name; "ine ee ee eee" is a dashed rule misread.
        let isNameWithoutPrice = nameText.split(separator: " ").contains { $0.filter(\.isWordLetter).count >= 4 }
        guard nameLetters >= 3, nameHasWord, trailing != nil || isNameWithoutPrice else {
            let amounts = row.amounts.map(\.cents)
            return amounts.isEmpty ? .other : .amountsOnly(amounts: amounts)
        }
        if let trailing, trailing.cents < 0 { return .discount(text: row.text, priceCents: trailing.cents) }
        // The patterns below need a multiplication sign; the first two end in a digit, the third starts with one.
        let hasTimesSign = PatternClues.hasTimesSign(nameText)
        let mayEndWithCount = hasTimesSign && PatternClues.mayEndWithDigit(nameText)
        // Lidl prints multiples inside the row: "Bulgur-Kräuter 0,89 x 2   1,78".
        if mayEndWithCount, let match = nameText.firstMatch(of: Self.priceTimesCount),
            let pieces = Double(String(match.3))
        {
            return .article(name: cleanName(String(match.1)), priceCents: trailing?.cents, pieces: pieces)
        }
        // Kaufland prints count and unit price inside the row: "GUMMIBAERCHEN 200G 2 x 0,99   1,98".
        if mayEndWithCount, let match = nameText.firstMatch(of: Self.countTimesPrice),
            let pieces = Double(String(match.2))
        {
            return .article(name: cleanName(String(match.1)), priceCents: trailing?.cents, pieces: pieces)
        }
        // "2 x Atemschutzmaske": a count printed before the name.
        if hasTimesSign, PatternClues.mayStartWithDigit(nameText),
            let match = nameText.firstMatch(of: Self.countBeforeName), let pieces = Double(String(match.1)) {
            return .article(name: cleanName(String(match.2)), priceCents: trailing?.cents, pieces: pieces)
        }
        // Tills with columns print count, unit price and line price: "(T02) BRAISED PORK 2.0 7.00 14.00".
        if let trailing, let (countIndex, pieces, unit) = countAndUnitColumns(row, price: trailing.cents) {
            let name = cleanName(row.text(before: countIndex))
            if name.filter(\.isWordLetter).count >= 3 {
                return .article(name: name, priceCents: trailing.cents, pieces: pieces, unitCents: unit)
            }
        }
        if trailing == nil, let guess = row.priceGuess {
            return .article(name: cleanName(nameText), priceCents: nil, priceGuess: guess.cents)
        }
        return .article(name: cleanName(nameText), priceCents: trailing?.cents)
    }

    /// Words that mark rows which are never articles: taxes, payment, loyalty, receipt data.
    private static let nonArticleWords: Set<String> = [
        "mwst", "mwst.", "ust", "steuer", "netto", "brutto", "summe", "zwischensumme", "total", "subtotal", "bar",
        "bargeld", "rückgeld", "ruckgeld", "zurück", "change", "cash", "kartenzahlung", "karte", "kreditkarte",
        "mastercard", "visa", "girocard", "maestro", "payback", "punkte", "tse", "beleg", "belegnr", "terminal",
        "datum", "uhrzeit", "kasse", "bon", "gst", "rounding", "qty", "anzahl", "posten", "kundenbeleg", "uhr",
        "tel", "fax", "www", "öffnungszeiten", "dank", "thank", "thanks", "gegeben", "zahlung", "lastschrift",
        "transaktion", "signatur", "seriennummer", "kassenbon", "steuernummer", "filiale", "bediener", "kassierer",
        "cashier", "invoice", "receipt", "tax", "tendered", "amount", "tunai", "member", "points",
        "sst", "vat", "artikel", "tabelle", "gesamt", "betrag", "trace", "genehmigungs", "treuemarken",
        "deutschlandcard", "coupons",
    ]

    /// Column headings that only count when a row holds nothing else.
    private static let headingWords: Set<String> = [
        "euro", "eur", "rm", "price", "preis", "menge", "stk", "description", "nr", "amount", "kg", "x", "st",
        "code", "desc", "item", "items", "unit", "disc", "amt",
    ]

    /// Whether a row without amounts is a column heading with one letter misread (`kg EURB/kg EURO` over Aldi's
    /// weighing, which taken for an article would take the weighing from its own): one word a letter away from a
    /// heading word of four letters or more, and the others headings as printed, at least one of them a word. An
    /// article named `COKE` is not `CODE`: alone, or with only a `x`, it is no heading.
    private static func isHeadingWithOneSlip(_ words: [String]) -> Bool {
        let unknown = words.filter { !headingWords.contains($0) && !nonArticleWords.contains($0) }
        guard unknown.count == 1, let slip = unknown.first, slip.count >= 4,
            words.contains(where: { $0 != "x" && headingWords.contains($0) })
        else { return false }
        return headingWords.contains { $0.count == slip.count && Levenshtein.distance($0, slip) == 1 }
    }

    /// Words that never occur on an article row, wherever they stand.
    static let blockWords: Set<String> = [
        "uhr", "mwst", "ust", "steuer", "netto", "brutto", "summe", "zwischensumme", "subtotal", "rückgeld",
        "kartenzahlung", "kreditkarte", "mastercard", "visa", "girocard", "payback", "punkte", "tse", "terminal",
        "datum", "uhrzeit", "kundenbeleg", "öffnungszeiten", "gegeben", "lastschrift", "transaktion", "signatur",
        "seriennummer", "steuernummer", "bediente", "einkauf", "dank", "umsatz", "rabattberechtigt",
        "deutschlandcard", "treuemarken", "cashier", "tendered", "change", "gst", "rounding", "einzelpreis",
        "wiedersehen", "beraten", "mehrwertst", "kasse", "bon", "belegnummer", "quittung", "tel", "fax",
    ]

    /// Whether a row is a label for an article or serial number followed by codes alone: `Art.Nr. 2531544`,
    /// `Art. Nr. 2531544`, `EAN 4006381333931`, `SN: C02XK1JHJG5J`. A code holds four digits or more, or is six
    /// characters or more with a digit, so that `ART CARD A4` and `PLU 4011 BANANEN` stay articles.
    private static func isArticleNumberRow(_ tokens: [String]) -> Bool {
        let folded = tokens.map { $0.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ".:#")) }
        let labelCount = folded.count >= 2 && folded[0] == "art" && folded[1] == "nr" ? 2 : 1
        guard let label = folded.first, labelCount == 2 || articleNumberLabels.contains(label),
            folded.count > labelCount
        else { return false }
        return folded.dropFirst(labelCount).allSatisfy { code in
            let digits = code.count(where: \.isNumber)
            return code.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "/" }
                && (digits >= 4 || code.count >= 6 && digits >= 1)
        }
    }

    /// Labels of an article-number or serial-number row, as printed without their closing `.` or `:`.
    private static let articleNumberLabels: Set<String> = [
        "art.nr", "art.-nr", "art-nr", "artnr", "artikelnr", "ean", "gtin", "plu", "sn", "s/n", "imei", "seriennr",
        "serien-nr", "serial",
    ]

    /// Whether the words mark a tax, payment, heading or receipt-data row; the caller has tested for a total
    /// keyword already, from the row.
    private static func isNonArticle(_ folded: String, words: [String]) -> Bool {
        if words.contains(where: blockWords.contains) { return true }
        // A heading row made only of such words (`EUR`, `Menge Preis`) or a tax row (`A 7% 1,21`).
        if words.first.map(nonArticleWords.contains) == true { return true }
        // OCR glues a total's label to its next word ("TotalQty 7 51.42"); those rows are never articles.
        if let first = words.first, first.wholeMatch(of: Self.gluedTotalLabel) != nil { return true }
        if words.count <= 3, words.contains(where: nonArticleWords.contains) { return true }
        if !words.isEmpty, words.allSatisfy({ nonArticleWords.contains($0) || headingWords.contains($0) }) {
            return true
        }
        // IKEA's article-number rows, also when OCR loses a letter ("tikel 60085388").
        if words.contains(where: { $0.hasSuffix("tikel") || $0.hasPrefix("artike") }) { return true }
        // A tax rate's row (`A 7% 1,21`), unless it names a grocery with its fat or alcohol (`Milch 1,5%`, `Rum 40%`).
        if folded.includes("%") && folded.split(separator: " ").count <= 6 && words.count <= 2
            && !words.contains(where: { $0.count >= 3 && GroceryVocabulary.shared.terms[$0] != nil })
        {
            return true
        }
        if folded.includes("ust-id") || folded.includes("uid nr") || folded.includes("-k-u-n-d-e") { return true }
        return false
    }

    /// The count and unit price printed in their own columns before the line price ("2 7.00 14.00",
    /// "2.0 7.00 14.00"), when the count (whole pieces, up to 99) times the unit price is the line price to the
    /// cent: the token where the count stands, the count and the unit price.
    private static func countAndUnitColumns(_ row: ReceiptRow, price: Int) -> (Int, Double, Int)? {
        guard row.amounts.count >= 2, row.amounts.last?.cents == price else { return nil }
        let unit = row.amounts[row.amounts.count - 2]
        let countIndex = unit.tokenIndex - 1
        guard countIndex >= 1, unit.cents > 0,
            let match = row.tokens[countIndex].text.wholeMatch(of: Self.countColumn), let count = Int(match.1),
            count >= 1, count * unit.cents == price
        else { return nil }
        return (countIndex, Double(count), unit.cents)
    }

    // Built once, as every row is tested (see `TaxArithmetic.exclusiveLabel` on sharing a regex).
    private nonisolated(unsafe) static let countColumn = /(\d{1,2})(?:[.,]0{1,3})?/

    /// A total's label glued to the word after it: "TotalQty", "SubtotalRM", "TOTALAMOUNT", "SUMMEEUR".
    private nonisolated(unsafe) static let gluedTotalLabel =
        /(sub)?total(qty|quantity|items?|amount|amt|sales|due|rm|eur|incl|excl|inclusive|exclusive)|summe(eur|euro)/

    /// Whether a row starts the payment, tax or footer block that follows the articles.
    static func endsArticleBlock(_ row: ReceiptRow) -> Bool {
        let words = row.folded.split { !$0.isWordLetter }.map(String.init)
        let enders: Set<String> = [
            "mwst", "kartenzahlung", "kreditkarte", "mastercard", "visa", "girocard", "bar", "bargeld", "gegeben",
            "lastschrift", "payback", "deutschlandcard", "ust", "mehrwertst", "steuer", "cash", "tendered",
        ]
        return words.contains(where: enders.contains)
    }

    private static func isDiscount(_ folded: String, words: [String]) -> Bool {
        let marks = [
            "saving", "rabatt", "preisvorteil", "nachlass", "discount", "coupon", "gutschein", "ersparnis", "reduziert",
            "sofortrabatt", "preisreduzierung", "aktionsrabatt", "disc", "markdown", "promo",
        ]
        return words.contains { word in marks.contains { word.hasPrefix($0) } }
    }

    private static let poundInKilograms = 0.45359237

    /// Recognises `2 x 1,29`, `2 Stk x 0,89`, `0,512 kg x 2,99 EUR/kg` and `kg EURO/kg` tables.
    private static func quantityLine(_ row: ReceiptRow) -> QuantityLine? {
        let text = row.text
        let folded = row.folded
        let nameWords = folded.split { !$0.isWordLetter }.filter {
            $0.count >= 3 && !["stk", "st", "eur", "euro", "kg", "x", "pcs", "pc", "rm", "ea"].contains(String($0))
        }
        // A weighing starts with the kilograms, whatever OCR made of the rest ("0,158 lobe 0,19").
        guard nameWords.isEmpty
            || PatternClues.mayStartWithDecimal(folded) && folded.firstMatch(of: Self.leadingWeight) != nil
        else { return nil }
        // Currency signs and "@" for "x" as British and American tills print them: "2 x £0.75", "3 @ 3.49".
        let compact = folded.filter { !" £$€".contains($0) }.replacingText("@", with: "x")
        // Pieces first: the weighing pattern would find "3.491" inside "3x3.4910.47".
        if let match = compact.firstMatch(
            of: Self.piecesLine)
        {
            return QuantityLine(
                pieces: Double(String(match.1)), unitCents: AmountParser.cents(in: String(match.2)),
                lineCents: match.3.flatMap { AmountParser.cents(in: String($0)) }, text: text)
        }
        // The weight as printed (also when OCR put a space after its comma, "0, 512 kg"), not digits of
        // neighbouring numbers that dropping the spaces glued together ("2,00 714,99" is no weighing of 2,007 kg).
        if let match = compact.firstMatch(of: Self.weighingLine),
            folded.replacingText(", ", with: ",").replacingText(". ", with: ".").includes(String(match.1))
        {
            // "2,000 x 3,99" without "kg" counts pieces with three decimals, as IKEA prints them.
            if match.2 == nil, match.1.hasSuffix("000"), let count = AmountParser.decimal(in: String(match.1)) {
                return QuantityLine(
                    pieces: count, unitCents: AmountParser.cents(in: String(match.3)),
                    lineCents: match.4.flatMap { AmountParser.cents(in: String($0)) }, text: text)
            }
            return QuantityLine(
                kilograms: AmountParser.decimal(in: String(match.1)),
                unitCents: AmountParser.cents(in: String(match.3)),
                lineCents: match.4.flatMap { AmountParser.cents(in: String($0)) }, text: text)
        }
        // American weighings in pounds: "1.86 lb @ 1.29 /lb 2.40".
        if let match = compact.firstMatch(of: Self.poundsLine),
            let pounds = AmountParser.decimal(in: String(match.1))
        {
            // The price is per pound; per kilogram it is that over 0.4536, kept exact enough for the arithmetic.
            let perPound = AmountParser.cents(in: String(match.2))
            return QuantityLine(
                kilograms: pounds * poundInKilograms,
                unitCents: perPound.map { Int((Double($0) / poundInKilograms).rounded()) },
                lineCents: match.3.flatMap { AmountParser.cents(in: String($0)) }, text: text)
        }
        // Pieces with decimals, as hardware stores print them: "1.000 STK 11.99".
        if let match = compact.firstMatch(
            of: Self.decimalPiecesLine)
        {
            // When OCR lost the count (".000 STK 11.99"), the amount is the line's price and nothing more.
            guard let count = match.1.flatMap({ Double(String($0)) }) else {
                return QuantityLine(lineCents: AmountParser.cents(in: String(match.2)), text: text)
            }
            return QuantityLine(
                pieces: count, unitCents: AmountParser.cents(in: String(match.2)),
                lineCents: match.3.flatMap { AmountParser.cents(in: String($0)) }, text: text)
        }
        // A weighing whose multiplication sign OCR lost: "0,158 1,19 0,19".
        if let match = compact.firstMatch(of: Self.signlessWeighing), row.amounts.count >= 1 {
            let amounts = row.amounts.map(\.cents)
            return QuantityLine(
                kilograms: AmountParser.decimal(in: String(match.1)), unitCents: amounts.count >= 2 ? amounts[0] : nil,
                lineCents: amounts.last, text: text)
        }
        return nil
    }

    private static func cleanName(_ text: String) -> String {
        var tokens = text.split(separator: " ").map(String.init)
        // Drop leading article numbers and trailing OCR crumbs of one or two characters.
        while let first = tokens.first, first.allSatisfy({ $0.isNumber }), first.count >= 4 { tokens.removeFirst() }
        // Trailing crumbs: tax marks and misread prices ("1,796", "C"), but not a unit after its number ("0,2 L"),
        // nor a pack size whose unit was read as a digit, also before a crumb ("KIWI 4009 .").
        while tokens.count > 1, let last = tokens.last {
            let previous = tokens[tokens.count - 2]
            if let size = misreadPackSize(last, after: previous) {
                tokens[tokens.count - 1] = size
                break
            }
            // A pack size is part of the name, alone ("1L", "5G") or after its number ("0,2 L").
            let isSize = PatternClues.mayStartWithDigit(last) && last.lowercased().wholeMatch(of: Self.packSize) != nil
            let isUnitAfterNumber =
                ["l", "g", "kg", "ml", "cl"].contains(last.lowercased()) && previous.contains(where: \.isNumber)
                // A pack's count ("Eier 10 St", "Croissant 6 PK"), which weighs its pieces.
                || ["st", "pk"].contains(last.lowercased()) && previous.count <= 2 && AmountParser.isDigits(previous)
            let isUnit = isSize || isUnitAfterNumber
            let isCrumb = last.count <= 2 || (last.contains(where: \.isNumber) && !last.contains(where: \.isWordLetter))
            guard isCrumb, !isUnit else { break }
            tokens.removeLast()
        }
        return tokens.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: " ,.;:*|-_'\"»«"))
    }

    /// The pack size a name's last word shows when OCR read its unit as a digit: the G of "500G" as 6 or 9
    /// ("ZITRONEN 5006", "KIWI 4009"), the g of "1kg" as 9 ("1k9"), the l of "1,5l" as 1 or a bracket
    /// ("APFELSAFT 1,51", "Apfelsaft 1,5]"), or the 1 of "1kg" as a letter ("MANDARINEN Ikg"); `nil` for any other
    /// word. Only usual pack sizes count (grams in steps of 25, litres with one decimal), so an article number
    /// stays a crumb. Whole litres whose L was read as 1, b, I or a bracket (`APFELSAFT 11`, `APFELSAFT 1b` for
    /// `1L`) count only after the name of a drink sold by the litre (`previous`; without it they never count), since
    /// other names end in a number too ("IPHONE 11", whose number then stays a crumb).
    static func misreadPackSize(_ word: String, after previous: String? = nil) -> String? {
        if word.count == 3, "Il|".contains(word.first!), word.lowercased().hasSuffix("kg") { return "1KG" }
        if word.utf8.count == 2, let previous, isDrink(previous), let match = word.wholeMatch(of: Self.wholeLitres) {
            return "\(match.1)L"
        }
        guard let unit = word.utf8.last, Array("691]|".utf8).contains(unit) else { return nil }
        if let match = word.wholeMatch(of: Self.sizeReadAsDigit), let size = Int(match.1), size >= 25, size % 25 == 0 {
            return "\(size)G"
        }
        if let match = word.wholeMatch(of: Self.kilogramsReadAsDigit) { return "\(match.1)KG" }
        if let match = word.wholeMatch(of: Self.litresReadAsOne) { return "\(match.1)L" }
        return nil
    }

    /// Whether a name's word names a drink sold by the litre, in German or English ("APFELSAFT", "Mineralwasser,").
    private static func isDrink(_ word: String) -> Bool {
        let letters = word.lowercased().filter(\.isWordLetter)
        return drinkEndings.contains(where: letters.hasSuffix)
    }

    /// How the names of drinks sold by the litre end. Not "wein": wine comes in 0.75 l bottles, and a "SCHWEIN"
    /// (pork) would end so.
    private static let drinkEndings = [
        "saft", "nektar", "wasser", "milch", "bier", "cola", "schorle", "limonade", "juice", "water", "milk",
    ]

    // Built once: a regex literal is parsed and compiled again every time it is evaluated, which was most of
    // the offline extractor's time. Regex is not Sendable, but it is immutable once built and compiles its
    // program with an atomic swap, so sharing it across threads is safe.
    private nonisolated(unsafe) static let priceTimesCount = /^(.*\p{L}.*?) (\d{1,3}[.,]\d{2}) ?[x*×] ?(\d{1,2})$/
    private nonisolated(unsafe) static let countTimesPrice = /^(.*\p{L}.*?) (\d{1,2}) ?[x*×] ?(\d{1,3}[.,]\d{2})$/
    private nonisolated(unsafe) static let countBeforeName = /^(\d{1,2}) ?[x*×] (.+)$/
    private nonisolated(unsafe) static let leadingWeight = /^\d[.,]\d{3}(?!\d)/
    private nonisolated(unsafe) static let piecesLine =
        /^(\d{1,3})(?:stk|st|pcs|pc)?[x*×](\d{1,4}[.,]\d{2})(?:eur)?(-?\d{1,4}[.,]\d{2})?/
    private nonisolated(unsafe) static let weighingLine =
        /(\d{1,3}[.,]\d{3})(kg)?[x*×]?(\d{1,3}[.,]\d{2})(?:eur[o]?\/kg|\/kg)?(-?\d{1,4}[.,]\d{2})?/
    private nonisolated(unsafe) static let poundsLine =
        /^(\d{1,3}[.,]\d{1,3})lbs?x(\d{1,4}[.,]\d{2})\/lbs?(\d{1,4}[.,]\d{2})?/
    private nonisolated(unsafe) static let decimalPiecesLine =
        /^(\d{1,3})?(?:[.,]0{3})?(?:stk|st|pcs)(\d{1,4}[.,]\d{2})(-?\d{1,4}[.,]\d{2})?/
    private nonisolated(unsafe) static let signlessWeighing = /^(\d[.,]\d{3})(?:kg)?/
    private nonisolated(unsafe) static let sizeReadAsDigit = /(\d{2,4})[69]/
    private nonisolated(unsafe) static let kilogramsReadAsDigit = /(\d{1,2})[kK][69]/
    private nonisolated(unsafe) static let litresReadAsOne = /(\d[.,]\d)[1\]|]/
    private nonisolated(unsafe) static let wholeLitres = /([1-3])[1\]|Ib]/
    private nonisolated(unsafe) static let packSize = /\d+([.,]\d+)?(l|g|kg|ml|cl|oz|lb)/
}
