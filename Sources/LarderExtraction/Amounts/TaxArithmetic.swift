/// Rebuilds the total from the lines printed before it: subtotal before tax, plus service charge and tax,
/// plus rounding.
///
/// When OCR garbles the total line itself ("TOTA 2 2p, js 3.35"), the lines above it still add up to it,
/// so their sum is a witness the total vote can hear.
enum TaxArithmetic {
    /// Totals the tax lines witness, and the position of the tax row (whose "TOTAL T." label must not make
    /// it a total).
    static func reading(of rows: [ReceiptRow]) -> (candidates: [TotalDetector.Candidate], taxPosition: Int?) {
        let (sum, taxPosition) = subtotalPlusTax(in: rows)
        return ((sum.map { [$0] } ?? []) + summaryRows(in: rows), taxPosition)
    }

    /// Rows of a tax summary, "S=GST @6%: 20,19 1,21": net amount and its tax add up to the gross paid at
    /// that rate. One rate row is a weak witness of the total; several that print their gross (German tills print
    /// `A 7%` and `B 19%`) each hold only their rate's share, and their grosses add up to the total.
    ///
    /// A row counts when it marks its rate ("%", "@", "="), prints the rate as a number before the net
    /// ("SR 6.00 40.00 2.40"), or is the summary's total row below its heading ("TOTAL: 40.00 2.40"): an
    /// article row ending in two amounts six percent apart by chance has none of these, and a "Total Saving"
    /// row names no tax.
    private static func summaryRows(in rows: [ReceiptRow]) -> [TotalDetector.Candidate] {
        var isBelowSummaryHeading = false
        var grossRows: [Int] = []
        var unmarkedGrossRows: [Int] = []
        var rateRows: [Int] = []
        var summaryTotals: [Int] = []
        for row in rows {
            if opensTaxSummary(row) { isBelowSummaryHeading = true }
            let amounts = amountsWithSplitTax(of: row) ?? row.amounts.map(\.cents)
            guard let (net, tax, gross) = Self.netTaxAndGross(amounts) else { continue }
            let folded = row.folded
            let marksRate = row.text.contains(where: { "%@=".contains($0) })
            let printsRate = amounts.dropLast(gross == nil ? 2 : 3).contains { isRate($0, of: tax, on: net) }
            let isSummaryTotal = isBelowSummaryHeading
                && folded.split(whereSeparator: { !$0.isWordLetter }).first == "total"
                && !TotalDetector.excludedKeywords.contains(where: folded.includes)
            if isSummaryTotal {
                summaryTotals.append(net + tax)
            } else if gross != nil, marksRate || printsRate {
                // Two amounts a usual rate apart happen by chance ("0,100 kg x 15,90 EUR/kg 1,59"); a printed
                // gross that is their sum to the cent does not.
                grossRows.append(net + tax)
            } else if gross != nil, row.totalKeywordWeight == nil {
                // The same where OCR garbled the rate (`os` for `A 7%`): beside a marked gross row it is one of the
                // table's rates; alone it may be any three numbers of a garbled reading, and witnesses nothing. A row
                // named as a total (`Summe 0,66 9,49 10,15`) is the table's own sum.
                unmarkedGrossRows.append(net + tax)
            } else if marksRate || printsRate {
                rateRows.append(net + tax)
            }
        }
        // Each rate's gross is proven twice (its tax is the rate of its net, and the two add up to it to the cent), so
        // their sum is as strong a witness as a total line, which OCR misreads as often as any other
        // (`SUMME EUR 20,01` over `A 7% 9,49 0,66 10,15` and `B 19% 15,68 2,98 18,66`).
        grossRows += ratesAmong(unmarked: unmarkedGrossRows, besides: grossRows)
        let grosses: [TotalDetector.Candidate] =
            grossRows.count >= 2
            ? [TotalDetector.Candidate(cents: grossRows.reduce(0, +), weight: 3)]
                + grossRows.map { TotalDetector.Candidate(cents: $0, weight: 0.25) }
            : grossRows.map { TotalDetector.Candidate(cents: $0, weight: 1) }
        return grosses + (rateRows + summaryTotals).map { TotalDetector.Candidate(cents: $0, weight: 1) }
    }

    /// The unmarked gross rows that are rates of their own beside the marked ones: none without a marked row; not one
    /// that repeats a marked row's gross (a one-rate table's sum row whose label OCR garbled), nor one that is the sum
    /// of all the others (a table's sum row).
    private static func ratesAmong(unmarked: [Int], besides marked: [Int]) -> [Int] {
        guard !marked.isEmpty else { return [] }
        let distinct = unmarked.filter { !marked.contains($0) }
        let sum = (marked + distinct).reduce(0, +)
        return distinct.filter { 2 * $0 != sum }
    }

    /// A tax row's amounts with its tax read where OCR lost the tax's decimal comma (`9,49 0 66 10,15`): two
    /// tokens of digits between net and gross, taken as one amount only when net and it add up to the gross to the
    /// cent at a usual rate; `nil` otherwise.
    private static func amountsWithSplitTax(of row: ReceiptRow) -> [Int]? {
        guard row.amounts.count >= 2 else { return nil }
        let (net, gross) = (row.amounts[row.amounts.count - 2], row.amounts[row.amounts.count - 1])
        guard gross.tokenIndex == net.tokenIndex + 3 else { return nil }
        guard let tax = AmountParser.centsSplitAtDecimalMark(
            units: row.tokens[net.tokenIndex + 1].text, cents: row.tokens[net.tokenIndex + 2].text, maxUnitDigits: 3)
        else { return nil }
        let amounts = row.amounts.dropLast(2).map(\.cents) + [net.cents, tax, gross.cents]
        guard let reading = netTaxAndGross(amounts), reading.gross != nil, reading.tax == tax else { return nil }
        return amounts
    }

    /// A tax row's net amount and tax, and its gross when printed: the last two amounts as net and tax
    /// ("SR 6.00 40.00 2.40"), or the last three as net, tax and gross or tax, net and gross, as German tills print
    /// them ("C 7,00% 17,33 1,21 18,54", "A 7% 1,74 24,91 26,65"), the gross their sum to the cent. The tax is a
    /// usual rate of the net, and the net at least 1.00.
    static func netTaxAndGross(_ amounts: [Int]) -> (net: Int, tax: Int, gross: Int?)? {
        if amounts.count >= 3 {
            let (first, second, gross) = (amounts[amounts.count - 3], amounts[amounts.count - 2], amounts.last!)
            if first + second == gross {
                let (net, tax) = first >= second ? (first, second) : (second, first)
                if net >= 100, isCommonRate(tax, of: net) { return (net, tax, gross) }
            }
        }
        guard amounts.count >= 2 else { return nil }
        let (net, tax) = (amounts[amounts.count - 2], amounts[amounts.count - 1])
        return net >= 100 && isCommonRate(tax, of: net) ? (net, tax, nil) : nil
    }

    /// Whether a row heads the tax summary ("GST Summary", "Tax Code % Amount Tax"), below which "Total" rows sum
    /// its columns, not the bill.
    static func opensTaxSummary(_ row: ReceiptRow) -> Bool {
        let lower = row.text.lowercased()  // not `folded`, which mends "summa" to "summe"
        return lower.includes("summary") || lower.includes("tax code")
    }

    /// Whether `printed`, read as an amount (`6.00` is 600), is the percentage that `tax` is of `net`.
    private static func isRate(_ printed: Int, of tax: Int, on net: Int) -> Bool {
        printed > 0 && printed % 100 == 0 && abs(Double(net) * Double(printed) / 10_000 - Double(tax)) <= 1
    }

    /// The total that the subtotal, service charge, tax and rounding lines add up to, if they are printed.
    private static func subtotalPlusTax(in rows: [ReceiptRow]) -> (TotalDetector.Candidate?, Int?) {
        var subtotal: (cents: Int, isExplicitlyNet: Bool, position: Int)?
        var taxPosition: Int?
        // Service charges add to the subtotal, discounts (negative) take from it.
        var charges: [Int] = []
        var tax: Int?
        var rounding: Int?
        for (position, row) in rows.enumerated() {
            let folded = row.folded
            guard let last = row.amounts.last?.cents else { continue }
            if isNetSubtotal(folded) {
                subtotal = (last, isNetLabel(folded), position)
                charges = []
                tax = nil
                taxPosition = nil
                rounding = nil
            } else if let base = subtotal, position - base.position <= 6 {
                if isServiceCharge(folded), last > 0 {
                    charges.append(last)
                } else if tax == nil, folded.includes("disc") {
                    charges.append(-abs(last))
                } else if tax == nil, last >= 0, Double(last) <= 0.25 * Double(base.cents),
                    isTax(folded) || isCommonRate(last, of: base.cents)
                {
                    tax = last
                    taxPosition = position
                } else if tax != nil, isRounding(folded), abs(last) <= 4 {
                    rounding = last
                }
            }
        }
        guard let subtotal, let tax, subtotal.cents > 0 else { return (nil, nil) }
        var sum = subtotal.cents + charges.reduce(0, +) + tax
        if let rounding {
            // OCR often loses the rounding's minus sign; the paid amount is a multiple of five cents.
            let signs = [rounding, -rounding]
            sum += signs.first { (sum + $0) % 5 == 0 } ?? rounding
        }
        // Printed on a row other than the subtotal's own: with no tax the sum is the subtotal, which would otherwise
        // witness itself.
        let isPrinted = rows.indices.contains { other in
            other != subtotal.position && rows[other].amounts.contains { $0.cents == sum }
        }
        // A subtotal not marked as net may already include the tax ("SUBTOTAL 28.60 / 6% GST 0.07"); then
        // only a tax at a full rate of it, or the sum printed elsewhere, shows that the tax comes on top.
        guard subtotal.isExplicitlyNet || isPrinted || isCommonRate(tax, of: subtotal.cents) else {
            return (nil, nil)
        }
        let weight = (subtotal.isExplicitlyNet ? 1.5 : 0.8) + (isPrinted ? 1 : 0)
        return (TotalDetector.Candidate(cents: sum, weight: weight), taxPosition)
    }

    private static func isNetSubtotal(_ folded: String) -> Bool {
        // "sub-" alone: OCR garbles the rest of a hyphenated label ("SUB- vy Vp 144.68"). A stray "sub-" counts
        // only with a tax row after it, and its sum only at a usual rate or when printed elsewhere (below).
        let labels = ["subtotal", "sub total", "sub-", "sup-total", "before gst", "before tax"]
        return (labels.contains { folded.includes($0) } || isNetLabel(folded)) && !folded.includes("incl")
    }

    /// "SUB-TOTAL (EX)", "Total Sales (Excluding GST)", "(Excluded GST) Sub Total", also with OCR slips
    /// ("Exctuding").
    static func isNetLabel(_ folded: String) -> Bool {
        (folded.hasBytes("ex") || folded.hasBytes("before ")) && folded.contains(Self.exclusiveLabel)
    }

    /// "TOTAL GST", "Total Tax", "GST PAYABLE (6%)", "GST @6%", but not "GST Summary" or "GST ID".
    private static func isTax(_ folded: String) -> Bool {
        let words = folded.split { !$0.isWordLetter }.map(String.init)
        // "TotalGST": OCR may glue the tax's name to the word before it.
        let isNamed = folded.includes("gst") || folded.includes("tax") || words.contains { ["sst", "vat"].contains($0) }
        guard isNamed else { return false }
        let notTax = ["summary", "id", "reg", "no", "invoice", "incl", "included", "inclusive", "code"]
        return !words.contains(where: notTax.contains)
    }

    /// The tax a receipt prints, when it prints one (`Total GST 3.08`, `GST @6% 51.42 3.08`): the tax of rows that
    /// name it, a rate row's tax rather than its gross, and nothing from a net (`Excluding GST 51.42`, `Taxable
    /// Amount`) or a fare (`TAXI`). Empty when the rows hold several taxes: each rate's holds only its share.
    static func printedTaxes(in rows: [ReceiptRow]) -> [Int] {
        let taxes = Set(rows.compactMap { row -> Int? in
            let folded = row.folded
            guard isTax(folded), !isNetLabel(folded), !folded.includes("taxable"), !folded.includes("taxi"),
                let last = row.amounts.last?.cents
            else { return nil }
            let tax = netTaxAndGross(row.amounts.map(\.cents))?.tax ?? last
            return tax > 0 ? tax : nil
        })
        return taxes.count == 1 ? Array(taxes) : []
    }

    /// Whether `tax` is what a usual rate includes in a gross amount, rounded to the cent (6 % included in 54.50 is
    /// 3.0849, printed 3.08). To the cent, not within one: a cent either way makes two rates' shares of nearby amounts
    /// overlap (5 % included in 64.50 is 3.0714, a cent from 3.08).
    static func isIncludedTax(_ tax: Int, in gross: Int) -> Bool {
        guard tax > 0 else { return false }
        return Self.commonRates.contains { rate in abs(Double(gross) * rate / (1 + rate) - Double(tax)) <= 0.5 }
    }

    private static let commonRates = [0.05, 0.06, 0.07, 0.08, 0.10, 0.19, 0.20]

    /// Whether an amount is a usual sales-tax rate of the subtotal, so that a row whose label OCR garbled
    /// ("TOTAL T. 8.68" under "SUB-TOTAL 144.68") still reads as the tax.
    private static func isCommonRate(_ cents: Int, of base: Int) -> Bool {
        guard cents > 0 else { return false }
        return Self.commonRates.contains { rate in
            abs(Double(base) * rate - Double(cents)) <= 1
        }
    }

    private static func isServiceCharge(_ folded: String) -> Bool {
        folded.includes("service") || folded.includes("serv.") || folded.includes("svc")
    }

    private static func isRounding(_ folded: String) -> Bool {
        folded.includes("round") || folded.includes("reund") || folded.includes("rundung")
    }

    // Built once: a regex literal is parsed and compiled again every time it is evaluated, which was most of
    // the offline extractor's time. Regex is not Sendable, but it is immutable once built and compiles its
    // program with an atomic swap, so sharing it across threads is safe.
    private nonisolated(unsafe) static let exclusiveLabel = /excl|ex[a-z]{1,3}ud(ing|ed)|\(ex\)|before (gst|tax)/
}
