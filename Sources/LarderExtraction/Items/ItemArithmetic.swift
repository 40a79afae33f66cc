/// Arithmetic as the referee: quantity × unit price against line prices, articles against the total.
enum ItemArithmetic {
    /// Makes quantity, unit price and line price agree, correcting one misread digit where that works.
    static func reconcileQuantities(_ drafts: inout [ItemAssembler.Draft], warnings: inout [String]) {
        for index in drafts.indices {
            let draft = drafts[index]
            guard let unit = draft.unitCents, let line = draft.priceCents,
                let amount = draft.kilograms ?? draft.pieces
            else { continue }
            let isWeight = draft.kilograms != nil
            guard
                let fixed = QuantityArithmetic.reconcile(
                    amount: amount, isWeight: isWeight, unitCents: unit, lineCents: line)
            else {
                warnings.append(
                    "'\(draft.text)': \(format(amount)) × \(Format.money(unit)) is not \(Format.money(line))")
                continue
            }
            if isWeight { drafts[index].kilograms = fixed.amount } else { drafts[index].pieces = fixed.amount }
            drafts[index].unitCents = fixed.unitCents
            drafts[index].priceCents = fixed.lineCents
        }
    }

    /// Drops a last "article" that is the total line with its keyword misread ("vahlen 17,06" for
    /// "zu zahlen 17,06"): its price is the total although other articles cost something too, or, with no
    /// total read, it is the sum of all those above it.
    static func dropUnreadTotalLine(
        _ drafts: inout [ItemAssembler.Draft], totalCents: Int?
    ) {
        guard drafts.count >= 3, let last = drafts.last, last.kind == .article, let price = last.priceCents
        else { return }
        let above = drafts.dropLast()
        let isTotal =
            if let totalCents {
                price == totalCents && above.map { ($0.priceCents ?? 0) + $0.discountCents }.reduce(0, +) > 0
            } else {
                above.allSatisfy { $0.priceCents != nil }
                    && above.map { $0.priceCents! + $0.discountCents }.reduce(0, +) == price
            }
        guard isTotal else { return }
        // Not a doubt: the arithmetic that finds the line also proves it is no article.
        drafts.removeLast()
    }

    /// The total the articles confirm: when they add up to an amount the payment rows say was paid (the card
    /// payment, "cash minus change"), that amount was read right and the winning vote was misread.
    ///
    /// So do the taxes printed on the receipt (`taxes`, ``TaxArithmetic/printedTaxes(in:)``, asked for only then) when
    /// the total differs from the articles' sum in one digit: a tax that is, to the cent, what a usual rate includes in
    /// the sum and not in the total (`Total GST 3.08` under articles of 54.50 and a total read 64.50) is a second
    /// witness against the one misread, and the sum then counts as proven. Never for a gap under 10 cents (cash
    /// rounding lives there, and a tax cannot tell such amounts apart), nor when a payment row repeats the total or the
    /// sum and a tax make it (tax charged on top, at a rate not among the usual ones). Articles whose price OCR lost
    /// count for nothing (a wrapped name is a row without a price too).
    static func total(
        confirmedBy drafts: [ItemAssembler.Draft], printed: Int?, paid: Set<Int>, taxes: () -> [Int] = { [] }
    ) -> Int? {
        let prices = drafts.compactMap { draft in draft.priceCents.map { $0 + draft.discountCents } }
        guard prices.count >= 2 else { return printed }
        let sum = prices.reduce(0, +)
        guard sum != printed else { return printed }
        if prices.count == drafts.count, paid.contains(sum) { return sum }
        // The taxes are looked for only here: the OCR referee reads a receipt up to some hundred times.
        guard let printed, sum > 0, abs(sum - printed) >= 10, !paid.contains(printed) else { return printed }
        let taxes = taxes()
        guard !taxes.contains(where: { sum + $0 == printed }) else { return printed }
        let taxWitnessesSum = taxes.contains {
            TaxArithmetic.isIncludedTax($0, in: sum) && !TaxArithmetic.isIncludedTax($0, in: printed)
        }
        return taxWitnessesSum && DigitSlips.differInOneDigit(sum, printed) ? sum : printed
    }

    /// Checks the articles against the total; fills a single unreadable price or fixes one misread digit
    /// when that makes them add up, and says so when they still do not. A cash rounding row that makes up the
    /// difference becomes an adjustment item, and names without a price join their article once the prices add up.
    static func reconcileTotal(
        _ drafts: inout [ItemAssembler.Draft], totalCents: Int?, rounding: (text: String, cents: Int?)? = nil,
        warnings: inout [String]
    ) {
        if takeGuesses(&drafts, totalCents: totalCents, warnings: &warnings) { return }
        // Rows kept above the first article only for their guesses were headings after all.
        drafts.removeAll { $0.mayBeHeading }
        var known = drafts.compactMap { draft in draft.priceCents.map { $0 + draft.discountCents } }.reduce(0, +)
        // The articles add up to the bill before cash rounding; the rounding row makes up the difference, with the
        // sign it was read with, or either when none was read (OCR loses minus signs, never adds them). A row whose
        // amount OCR garbled makes up the difference to a total rounded to 5 cents, at most 2 cents either way.
        if let total = totalCents, let rounding, known != total,
            Self.roundingMakesUp(total - known, to: total, printed: rounding.cents)
        {
            drafts.append(.init(kind: .rounding, text: rounding.text, priceCents: total - known))
            known = total
        }
        if known == totalCents { joinWrappedNames(&drafts) }
        let missing = drafts.indices.filter { drafts[$0].priceCents == nil }
        guard let total = totalCents, !drafts.isEmpty else {
            for index in missing { warnings.append("no readable price for '\(drafts[index].text)'") }
            return
        }
        if missing.count == 1, total - known > 0 {
            let index = missing[0]
            drafts[index].priceCents = total - known - drafts[index].discountCents
            warnings.append(
                "price of '\(drafts[index].text)' unreadable; \(Format.money(total - known)) \(takenFromTotal)")
            return
        }
        for index in missing { warnings.append("no readable price for '\(drafts[index].text)'") }
        guard missing.isEmpty, known != total else { return }
        if let (index, corrected) = singleDigitFix(drafts, known: known, total: total) {
            let printed = Format.money(drafts[index].priceCents!)
            let fixed = Format.money(corrected)
            let name = drafts[index].text
            warnings.append("read \(printed) as \(fixed) for '\(name)' so the articles add up to the total")
            drafts[index].priceCents = corrected
            return
        }
        warnings.append("articles add up to \(Format.money(known)), total says \(Format.money(total))")
    }

    /// Whether the rounding row's amount `printed` (`nil`: unreadable) is the `difference` from the articles to the
    /// `total`; unread, it is when the total is rounded to 5 cents and the difference at most 2 cents.
    private static func roundingMakesUp(_ difference: Int, to total: Int, printed: Int?) -> Bool {
        guard let printed else { return total % 5 == 0 && abs(difference) <= 2 }
        return difference == printed || (printed > 0 && -difference == printed)
    }

    /// Joins names without a price to an article, once the priced articles alone add up to the total: then those
    /// names cost nothing and are part of an article's name. Names go to the article below when its price was printed
    /// under its name (they are its first lines), else to the priced article above: its name carried onto more lines
    /// ("(T02) BRAISED PORK 2.0 7.00 14.00" over "RICE WITH PEANUT"), as tills with a narrow name column print it.
    /// A name OCR was sure of no word of is noise, and dropped.
    private static func joinWrappedNames(_ drafts: inout [ItemAssembler.Draft]) {
        var result: [ItemAssembler.Draft] = []
        var waiting: [ItemAssembler.Draft] = []
        for var draft in drafts {
            if isNameWithoutPrice(draft) {
                waiting.append(draft)
                continue
            }
            if draft.isPricedFromBelow {
                draft.text = (sureNames(waiting) + [draft.text]).joined(separator: " ")
            } else {
                place(waiting, after: &result)
            }
            waiting = []
            result.append(draft)
        }
        place(waiting, after: &result)
        drafts = result
    }

    /// The texts of the names OCR was sure of a word of.
    private static func sureNames(_ names: [ItemAssembler.Draft]) -> [String] {
        names.filter(\.hasSureWord).map(\.text)
    }

    /// Adds names to the priced article at the end of `result`, or, with none there, keeps them as they were.
    private static func place(_ names: [ItemAssembler.Draft], after result: inout [ItemAssembler.Draft]) {
        guard !names.isEmpty else { return }
        guard let last = result.indices.last, result[last].kind == .article, result[last].priceCents != nil else {
            result += names
            return
        }
        result[last].text = ([result[last].text] + sureNames(names)).joined(separator: " ")
    }

    /// An article row that gave a name and nothing else: no price, guess, count, weight or discount.
    private static func isNameWithoutPrice(_ draft: ItemAssembler.Draft) -> Bool {
        draft.kind == .article && draft.priceCents == nil && draft.priceGuess == nil && draft.pieces == nil
            && draft.kilograms == nil && draft.discountCents == 0
    }

    /// Takes every missing price's guess (`6,584` for `6,58 A`) when all have one and together they make the
    /// articles add up to the total to the cent; each stays a doubt. Whether it took them.
    private static func takeGuesses(
        _ drafts: inout [ItemAssembler.Draft], totalCents: Int?, warnings: inout [String]
    ) -> Bool {
        let missing = drafts.indices.filter { drafts[$0].priceCents == nil }
        guard let total = totalCents, !missing.isEmpty, missing.allSatisfy({ drafts[$0].priceGuess != nil }) else {
            return false
        }
        let sum = drafts.map { ($0.priceCents ?? $0.priceGuess!) + $0.discountCents }.reduce(0, +)
        guard sum == total else { return false }
        for index in missing {
            drafts[index].priceCents = drafts[index].priceGuess
            warnings.append(
                "price of '\(drafts[index].text)' garbled; read as \(Format.money(drafts[index].priceGuess!)) "
                    + "so the articles add up to the total")
        }
        return true
    }

    /// How a warning about a price filled in from the total ends.
    static let takenFromTotal = "taken from the total"

    /// The one article whose price, with one digit read differently, makes the sum match the total.
    private static func singleDigitFix(_ drafts: [ItemAssembler.Draft], known: Int, total: Int) -> (Int, Int)? {
        var fixes: [(Int, Int)] = []
        for (index, draft) in drafts.enumerated() {
            guard let price = draft.priceCents, price > 0, draft.unitCents == nil else { continue }
            for candidate in QuantityArithmetic.alternatives(of: String(price)) {
                if let value = Int(candidate), known - price + value == total { fixes.append((index, value)) }
            }
        }
        return fixes.count == 1 ? fixes[0] : nil
    }

    private static func format(_ amount: Double) -> String {
        amount == amount.rounded() ? String(Int(amount)) : String(amount)
    }
}
