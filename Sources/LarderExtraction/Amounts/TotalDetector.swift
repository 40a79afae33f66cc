/// Finds the amount paid by letting every total-like line vote.
///
/// A total keyword (`SUMME`, `zu zahlen`, `TOTAL`, `Grand Total`, ...) votes for the amount on its row
/// or on the next rows; card payments and "cash given minus change" vote too, because they repeat the
/// total and survive when the total line is misread. Votes are weighted by OCR confidence. Total lines that contradict
/// each other give way to the one witness that explains them all
/// (``witnessExplainingDisagreeingLines(among:roundingCents:in:)``).
enum TotalDetector {
    /// An amount that some row says is the total, and how strongly.
    struct Candidate: Sendable, Hashable {
        var cents: Int
        var weight: Double
        /// Whether a total keyword's row printed it, rather than arithmetic or a payment.
        var isTotalLine = false
    }

    /// The most credible total, the row of the first total keyword (where the articles end), and the amounts
    /// the payment rows say were paid (for the articles' sum to choose from when OCR misread the winner).
    static func total(in rows: [ReceiptRow]) -> (cents: Int?, keywordRow: Int?, paid: Set<Int>) {
        let (cents, keywordRow, _) = weighedTotal(in: rows)
        return (cents, keywordRow, paidAmounts(in: rows))
    }

    /// The cash rounding a receipt prints ("Rounding Adj -0.02", "Rundung 0,01"): its row's text and its amount,
    /// at most 4 cents either way, whose sign OCR may have lost; the amount `nil` when OCR garbled it
    /// (``hasUnreadAmount(_:)``).
    static func rounding(in rows: [ReceiptRow]) -> (text: String, cents: Int?)? {
        let roundingRows = rows.filter { isRounding($0.folded) }
        for row in roundingRows {
            if let cents = row.amounts.last?.cents, cents != 0, abs(cents) <= 4 { return (row.text, cents) }
        }
        return roundingRows.first(where: hasUnreadAmount).map { ($0.text, nil) }
    }

    /// Whether a rounding row's amount is garbled: a digit beside a decimal sign printed but no amount read
    /// ("ROUNDING ADJ ~0,.O3", "Rounding Adj ~§.02"), or only one no rounding can be. A total row that names the
    /// rounding ("Total After Rounding 85.10") is a total, and a row without such digits a notice ("Rounding to the
    /// nearest 5 sen"), not a rounding.
    private static func hasUnreadAmount(_ row: ReceiptRow) -> Bool {
        guard row.totalKeywordWeight == nil, row.text.contains(Self.decimalDigit) else { return false }
        return row.amounts.last.map { abs($0.cents) > 4 } ?? true
    }

    // Built once (see `TaxArithmetic.exclusiveLabel`): immutable after it is built, so safe to share.
    private nonisolated(unsafe) static let decimalDigit = /\d[.,]|[.,]\d/

    static func isRounding(_ folded: String) -> Bool {
        folded.includes("rounding") || folded.includes("round adj") || folded.includes("rundung")
    }

    /// Card payments and cash given minus change.
    private static func paidAmounts(in rows: [ReceiptRow]) -> Set<Int> {
        var paid: Set<Int> = []
        var cashGiven: Int?
        for (position, row) in rows.enumerated() {
            let folded = row.folded
            if isCardPayment(folded), let amount = row.amounts.last, amount.cents > 0 {
                paid.insert(amount.cents)
            } else if isChange(folded), let change = row.amounts.last,
                let given = cashGiven ?? unlabelledCashGiven(above: position, in: rows, change: change.cents),
                change.cents < given
            {
                paid.insert(given - change.cents)
            } else if isCashGiven(folded), !isCardPayment(folded), let amount = row.amounts.last {
                cashGiven = abs(amount.cents)
            }
        }
        return paid
    }

    /// The cash handed over on the row right above a change row, when OCR garbled its label (`Nash N. 100.10` for
    /// `Cash 100.10`): tills print the tender just before the change. Only below a total line, for a row that opens
    /// with its change word (`CHANGE 15.00`, not `Pfand zurück 0,25`) and gives some back, and only a row with one
    /// amount above the change that names nothing else: no total, subtotal, rounding, card, voucher, cash, tax, rate
    /// or saving (`You saved 20.00` above a change is no cash). A weaker witness than cash named as such: it never
    /// bounds the total (``weighedTotal(in:)``'s `cashAboveTotal`).
    private static func unlabelledCashGiven(above position: Int, in rows: [ReceiptRow], change: Int) -> Int? {
        guard position > 1, change > 0, changeWords.contains(where: rows[position].folded.hasPrefix),
            rows[..<(position - 1)].contains(where: { $0.totalKeywordWeight != nil })
        else { return nil }
        let row = rows[position - 1]
        let folded = row.folded
        let words = folded.split { !$0.isWordLetter }
        let namesSomething =
            row.totalKeywordWeight != nil || isSubtotal(folded) || isRounding(folded) || isCardPayment(folded)
            || isVoucher(folded) || isChange(folded) || isCashGiven(folded) || row.text.contains("%")
            || notCashFragments.contains(where: folded.includes)
            || words.contains { notCashWords.contains(String($0)) }
        guard !namesSomething, row.amounts.count == 1, let amount = row.amounts.first, abs(amount.cents) > change
        else { return nil }
        return abs(amount.cents)
    }

    /// Words a change row opens with (``isChange(_:)`` finds them anywhere, and `zurück` too, as in `Bar zurück`).
    private static let changeWords = ["change", "rückgeld", "ruckgeld", "wechselgeld", "baki"]
    /// Parts of words that name a tax, a saving or points, which a row above the change may print instead of cash.
    private static let notCashFragments = ["tax", "gst", "mwst", "steuer", "sav", "disc", "point", "rabatt"]
    /// Whole words of the same kind, too short to look for inside others.
    private static let notCashWords: Set<String> = ["sst", "vat", "ust"]

    private static func weighedTotal(in rows: [ReceiptRow]) -> (Int?, Int?, [Int: Double]) {
        let taxReading = TaxArithmetic.reading(of: rows)
        var candidates = taxReading.candidates
        var firstKeywordRow: Int?
        // Below the tax summary's heading, "Total" rows sum its columns, not the bill.
        var isInTaxSummary = false
        var cashGiven: Int?
        // Cash handed over that brought change back: more than the bill, so no total can exceed it.
        var cashAboveTotal: Int?
        // Paid partly by card or voucher, the bill may exceed the cash.
        var paysOtherwise = false
        let hasRounding = rows.contains { isRounding($0.folded) }
        // The rounding's amount, or none read where one was printed (``rounding(in:)``).
        let printedRounding = rounding(in: rows)
        let roundingCents = printedRounding?.cents
        let hasUnreadRounding = printedRounding != nil && roundingCents == nil
        for (position, row) in rows.enumerated() {
            let folded = row.folded
            if TaxArithmetic.opensTaxSummary(row) { isInTaxSummary = true }
            if isSubtotal(folded), let amount = amount(of: rows, from: position) {
                // Without discounts or rounding the subtotal is the total; a weak vote.
                candidates.append(Candidate(cents: amount.cents, weight: 0.5 * amount.confidence))
            } else if position == taxReading.taxPosition {
                // The tax row is no total, even when OCR made its label "TOTAL T.".
                continue
            } else if let weight = row.totalKeywordWeight, !isInTaxSummary {
                if firstKeywordRow == nil, weight >= 2 { firstKeywordRow = row.index }
                // A total row ending in a smaller amount is a tax table's ("TOTAL: 26.00 1.56"): its last
                // amount is the tax, not the total.
                let isTaxTable = row.amounts.dropLast().contains { $0.cents > row.amounts.last!.cents }
                if !isTaxTable, let amount = amount(of: rows, from: position) {
                    // Other rows with several amounts are weaker witnesses ("Total 3 items 5.00 5.00").
                    let table = row.amounts.count >= 2 ? 0.5 : 1
                    candidates.append(
                        Candidate(cents: amount.cents, weight: weight * table * amount.confidence, isTotalLine: true))
                }
            } else if isCardPayment(folded), let amount = row.amounts.last, amount.cents > 0 {
                paysOtherwise = true
                candidates.append(Candidate(cents: amount.cents, weight: 1.5 * confidence(row, amount.tokenIndex)))
            } else if isChange(folded), let change = row.amounts.last {
                let labelled = cashGiven
                if let given = labelled ?? unlabelledCashGiven(above: position, in: rows, change: change.cents),
                    change.cents < given
                {
                    let paid = given - change.cents
                    // The difference printed on another row (a total line whose label OCR lost, a single article's
                    // price) is two readings that agree, as a subtotal and tax that add up to a printed amount.
                    let isPrinted = rows.contains { other in
                        other.amounts.contains { $0.cents == paid } && !isCashGiven(other.folded)
                            && !isChange(other.folded)
                    }
                    candidates.append(Candidate(cents: paid, weight: isPrinted ? 2.5 : 1.5))
                    if change.cents > 0, labelled != nil { cashAboveTotal = given }
                }
            } else if isCashGiven(folded), !isCardPayment(folded), let amount = amount(of: rows, from: position) {
                // Some tills print the cash handed over as a negative ("Cash -50.00").
                let amount = (cents: abs(amount.cents), confidence: amount.confidence)
                cashGiven = amount.cents
                // Cash handed over is the total when no change is given; a weak vote.
                candidates.append(Candidate(cents: amount.cents, weight: 0.4 * amount.confidence))
            }
            if isVoucher(folded) { paysOtherwise = true }
        }
        if let cash = cashAboveTotal, !paysOtherwise {
            // A total line above the cash that brought change is a misread digit ("87.10" paid with 50.00), unless
            // another kind of witness reads the same amount (then the cash may be the misread one).
            let witnessed = Set(candidates.filter { !$0.isTotalLine }.map(\.cents))
            candidates.removeAll { $0.isTotalLine && $0.cents > cash && !witnessed.contains($0.cents) }
        }
        var votes: [Int: Double] = [:]
        for candidate in candidates where candidate.cents > 0 { votes[candidate.cents, default: 0] += candidate.weight }
        guard let best = votes.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key < $1.key })?.key else {
            return (nil, firstKeywordRow, votes)
        }
        if let settled = witnessExplainingDisagreeingLines(among: candidates, roundingCents: roundingCents, in: rows) {
            // Only the printed rounding moves it: the vote's amounts are the lines it overrules.
            let moved = settled % 5 == 0 ? nil : movedByPrintedRounding(settled, roundingCents)
            return (moved ?? settled, firstKeywordRow, votes)
        }
        // With cash rounding to 5 cents (Malaysia, Switzerland) the paid total is the rounded amount,
        // when the receipt prints it.
        let rounded = Int((Double(best) / 5).rounded()) * 5
        if hasRounding, rounded != best, rows.contains(where: { $0.amounts.contains { $0.cents == rounded } }) {
            return (rounded, firstKeywordRow, votes)
        }
        // Two totals a few cents apart are the bill before and after cash rounding ("Total: 102,39" then
        // "Total 102.40"); the rounded one was paid.
        if best % 5 != 0, let paid = votes.keys.first(where: { $0 % 5 == 0 && abs($0 - best) <= 4 }) {
            return (paid, firstKeywordRow, votes)
        }
        // The rounding line's own amount, whose sign OCR may have lost, takes the total to a multiple of 5.
        if best % 5 != 0, let moved = movedByPrintedRounding(best, roundingCents) {
            return (moved, firstKeywordRow, votes)
        }
        // A rounding row whose amount OCR garbled still says the bill was rounded: to the nearest 5 cents, as tills
        // round cash (at most 2 cents either way). A rounding of 0.00 says it was not, and a bill paid by card or
        // voucher is not rounded.
        if hasUnreadRounding, !paysOtherwise, best % 5 != 0 {
            return (rounded, firstKeywordRow, votes)
        }
        return (best, firstKeywordRow, votes)
    }

    /// `cents` taken to a multiple of 5 by the printed rounding `adjustment`, added or, where OCR lost its sign, taken
    /// away; `nil` when neither makes one.
    private static func movedByPrintedRounding(_ cents: Int, _ adjustment: Int?) -> Int? {
        adjustment.flatMap { adjustment in [cents + adjustment, cents - adjustment].first { $0 % 5 == 0 } }
    }

    /// How strongly a row's words say "this is the total"; `nil` when they do not.
    static func totalKeywordWeight(_ folded: String) -> Double? {
        let compact = folded.filter { $0.isWordLetter || $0 == " " }
        if TaxArithmetic.isNetLabel(folded) { return nil }
        if excludedKeywords.contains(where: { folded.includes($0) || compact.includes($0) }) { return nil }
        // OCR drops the space between words: "TotalAmount:".
        let unspaced = folded.replacingText(" ", with: "")
        let isStrong = strongKeywords.contains { keyword, keywordUnspaced in
            folded.includes(keyword) || unspaced.includes(keywordUnspaced)
        }
        if isStrong { return 3 }
        let words = compact.split(separator: " ")
        // American tills print the total as "**** BALANCE 74.97" ("Balance Brot" is bread).
        if words == ["balance"] { return 2 }
        if words.contains(where: { ["summe", "total", "gesamt", "totaal", "betrag"].contains($0) }) {
            return words.first == "betrag" ? 1 : 2.5
        }
        // German compounds that hold no "Summe" or "Betrag" as a word of their own, as a row's first word: after
        // another ("MwSt-Gesamtsumme", "Rabatt auf Bonsumme") they name a share of the bill.
        if let first = words.first.map(String.init), compoundTotalWords.contains(first),
            !words.contains(where: { ["netto", "mwst", "ust", "steuer", "rabatt", "ohne"].contains($0) })
        {
            return 2.5
        }
        // Malaysian restaurants end the bill with "Net Amt : 53.55" below gross, service and tax; in a tax summary
        // "Net Amt" heads the column of amounts before tax, inside a row, and names no total. Weaker than "Total",
        // which a bill that prints both ends with. "Net Amount" in full is an invoice's amount before VAT, not taken.
        if words.starts(with: ["net", "amt"]) || words.starts(with: ["nett", "amt"]) { return 2 }
        return nil
    }

    /// German words for the total that are compounds of their own.
    private static let compoundTotalWords: Set<String> = [
        "gesamtsumme", "endsumme", "bonsumme", "rechnungsbetrag", "zahlbetrag",
    ]

    /// Phrases that name a total which is not the amount paid.
    static let excludedKeywords = [
        "subtotal", "sub total", "sub-total", "total qty", "total quantity", "total item", "totalqty",
        "total disc", "total saving", "total tax", "total gst", "gst summary", "total excl", "excluding",
        "total point", "total no", "total sales excl", "zwischensumme", "summe mwst", "total exclusive",
    ]

    /// Phrases that surely name the amount paid, each also without spaces; built once, as every row is tested.
    private static let strongKeywords: [(String, String)] = [
        "zu zahlen", "zuzahlen", "gesamtbetrag", "grand total", "total amount", "rounded total", "nett total",
        "net total", "total incl", "total inclusive", "amount due", "amt due", "total payable",
        "total rm", "amt payable",
        "aint payable", "amount to be paid",
        "round total", "total (rm", "total sales", "total due", "balance due", "endbetrag",
    ].map { ($0, $0.replacingOccurrences(of: " ", with: "")) }

    /// The amount on a keyword's row, or alone on one of the two rows after it.
    private static func amount(of rows: [ReceiptRow], from position: Int) -> (cents: Int, confidence: Double)? {
        let row = rows[position]
        if let last = row.amounts.last { return (last.cents, confidence(row, last.tokenIndex)) }
        if let split = amountWithLostDecimalMark(ending: row) { return split }
        for next in rows.dropFirst(position + 1).prefix(2) {
            // A tax table's rate row below a garbled total ("A 7% 1,74 24,91 26,65") holds one rate's share.
            if next.text.contains("%") || TaxArithmetic.netTaxAndGross(next.amounts.map(\.cents))?.gross != nil {
                continue
            }
            let hasWords = next.tokens.contains {
                $0.text.filter(\.isWordLetter).count >= 3 && AmountParser.cents(in: $0.text) == nil
            }
            if let last = next.amounts.last, !hasWords || next.folded.hasPrefix("rm") || next.folded.hasPrefix("eur") {
                return (last.cents, 0.8 * confidence(next, last.tokenIndex))
            }
        }
        return nil
    }

    /// The amount a keyword's row (a total, a subtotal, the cash) ends in when OCR lost its decimal mark and read a
    /// space (`GRAND TOTAL 10 00`, `Total !nm of GST 6 00`): units, then two digits, as the row's last two words, on a
    /// row that holds no amount. Not after a third number (`9 327 00`: a thousands mark read as a space too, or a count
    /// before the price), and half as credible as an amount read whole, since such digits may be something else.
    private static func amountWithLostDecimalMark(ending row: ReceiptRow) -> (cents: Int, confidence: Double)? {
        let tokens = row.tokens
        guard tokens.count >= 3 else { return nil }
        guard !AmountParser.isDigits(tokens[tokens.count - 3].text),
            let value = AmountParser.centsSplitAtDecimalMark(
                units: tokens[tokens.count - 2].text, cents: tokens[tokens.count - 1].text, maxUnitDigits: 4)
        else { return nil }
        return (value, 0.5 * min(confidence(row, tokens.count - 2), confidence(row, tokens.count - 1)))
    }

    private static func confidence(_ row: ReceiptRow, _ tokenIndex: Int) -> Double {
        max(0.3, min(1, row.tokens[tokenIndex].confidence / 100))
    }

    private static func isSubtotal(_ folded: String) -> Bool {
        ["subtotal", "sub total", "sub-total", "zwischensumme"].contains { folded.includes($0) }
    }

    private static func isCardPayment(_ folded: String) -> Bool {
        [
            "kartenzahlung", "kreditkarte", "mastercard", "visa", "ec-cash", "girocard", "maestro", "lastschrift",
            "elec.-cash", "ec karte", "credit card", "debit card", "amex",
        ].contains { folded.includes($0) } || folded.hasPrefix("eur ") || folded.hasPrefix("betrag eur")
    }

    private static func isCashGiven(_ folded: String) -> Bool {
        [
            "bar ", "bargeld", "cash", "gegeben", "tendered", "tunai", "payment", "paid amount", "amount paid",
            "amount tendered",
        ]
            .contains { folded.hasPrefix($0) || folded.includes(" " + $0) }
    }

    private static func isVoucher(_ folded: String) -> Bool {
        ["gutschein", "voucher", "gift card", "geschenkkarte"].contains { folded.includes($0) }
    }

    private static func isChange(_ folded: String) -> Bool {
        changeWords.contains { folded.includes($0) } || folded.includes("zurück")
    }
}
