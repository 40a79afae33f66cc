extension TotalDetector {
    /// The amount that explains total lines contradicting each other, or `nil`.
    ///
    /// A receipt printing its total twice (before and after cash rounding, `Total Incl. of GST 31.37`, `Rounding Adj
    /// -0.02`, `Total 31.85`) with amounts further apart than its rounding holds at least one misread digit, and the
    /// vote between the two lines is a coin toss. A witness of another kind (a tax table's gross, the amount paid) of
    /// which every such line is the same amount or a single digit slip, before or after the printed rounding,
    /// explains them all (`@ 6% 29.67 1.78` is 31.45: 31.85 with one slip, and 31.47 with one slip before the
    /// rounding). Only when exactly one witness does: two would be a guess again. Weak witnesses (a subtotal, the
    /// cash handed over, one rate's share of a table) do not count.
    static func witnessExplainingDisagreeingLines(among candidates: [Candidate], rounding: Int?) -> Int? {
        let lines = Set(candidates.filter(\.isTotalLine).map(\.cents)).filter { $0 > 0 }
        let roundings = Set([0, rounding ?? 0, -(rounding ?? 0)])
        // Cash rounding moves a total at most 4 cents.
        let disagree = lines.contains { one in lines.contains { other in abs(one - other) > 4 } }
        guard disagree else { return nil }
        let witnesses = Set(candidates.filter { !$0.isTotalLine && $0.weight >= 0.75 && $0.cents > 0 }.map(\.cents))
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
}
