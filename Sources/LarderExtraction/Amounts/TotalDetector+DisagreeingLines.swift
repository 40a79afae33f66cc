extension TotalDetector {
    /// The amount that explains total lines contradicting each other, or `nil`.
    ///
    /// A receipt printing its total twice (before and after cash rounding, `Total Incl. of GST 31.37`, `Rounding Adj
    /// -0.02`, `Total 31.85`) with amounts further apart than a rounding moves a total holds at least one misread
    /// digit, and the vote between the two lines is a coin toss. A witness of another kind of which every such line is
    /// the same amount or a single digit slip, before or after the printed rounding, explains them all
    /// (`@ 6% 29.67 1.78` is 31.45: 31.85 with one slip, and 31.47 with one slip before the rounding). Only when
    /// exactly one witness does: two would be a guess again. Not when the lines' difference is printed: a discount,
    /// voucher or deposit between a total and the amount due (`Total 45.50`, `Discount -10.00`, `Net Total 35.50`)
    /// makes two right lines a digit apart, and a tax table reads the total before it.
    static func witnessExplainingDisagreeingLines(
        among candidates: [Candidate], roundingCents: Int?, in rows: [ReceiptRow]
    ) -> Int? {
        let lines = Set(candidates.filter(\.isTotalLine).map(\.cents)).filter { $0 > 0 }
        // The most a printed rounding moves a total (``rounding(in:)``).
        guard let low = lines.min(), let high = lines.max(), high - low > 4 else { return nil }
        let differences = Set(lines.flatMap { one in lines.map { other in abs(one - other) } }).subtracting([0])
        let isDifferencePrinted = rows.contains { row in
            row.amounts.contains { differences.contains(abs($0.cents)) }
        }
        guard !isDifferencePrinted else { return nil }
        let roundings = roundingCents.map { [0, $0, -$0] } ?? [0]
        let witnesses = Set(candidates.filter { !$0.isTotalLine && $0.weight >= witnessWeight && $0.cents > 0 }
            .map(\.cents))
        let explaining = witnesses.filter { witness in
            lines.allSatisfy { line in
                roundings.contains { adjustment in
                    let printed = witness + adjustment
                    return line == printed || DigitSlips.differInOneDigit(line, printed)
                }
            }
        }
        return explaining.count == 1 ? explaining.first : nil
    }

    /// The least weight of a witness: a rate row's gross (1), a card payment read with some confidence (1.5 times
    /// it), cash less change (1.5), a subtotal and its tax (0.8 and more); not a subtotal alone (0.5), the cash handed
    /// over (0.4) or one rate's share of a table of several (0.25), which are not the bill itself.
    private static let witnessWeight = 0.75
}
