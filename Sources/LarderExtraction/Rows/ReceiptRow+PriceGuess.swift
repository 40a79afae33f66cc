/// What the end of a row may have printed as its price when OCR left no amount readable there.
extension ReceiptRow {
    /// A price the row's last words may show, with the index of the first word it is read from; `nil` when
    /// they show none.
    ///
    /// OCR loses a price's shape in a few ways: a tax class glued on and read as a digit (`6,584` for `6,58 A`,
    /// `2.258` for `2,25 B`), the comma lost (`179 8` for `1,79 B`), or the comma read as a space (`9 99 C`). Such
    /// a guess is never taken as read: only when the articles then add up to the total to the cent
    /// (``ItemArithmetic/reconcileTotal(_:totalCents:warnings:)``), and it stays a doubt the review shows.
    var priceGuess: (cents: Int, tokenIndex: Int)? {
        // Up to two marks may follow the price, as after a readable one: short words without digits ("B", "CW",
        // "*") or a lone digit, a tax class misread ("179 8"). A unit is no mark: "Hackfleisch 500 g" shows a
        // pack size, not a price.
        var end = tokens.count
        for _ in 0..<2 where end > 1 {
            let text = tokens[end - 1].text
            guard !Self.units.contains(text.lowercased()) else { return nil }
            guard (text.count <= 2 && !text.contains(where: \.isNumber)) || text.count == 1 else { break }
            end -= 1
        }
        // A name must come before the price.
        guard end >= 2 else { return nil }
        let last = tokens[end - 1].text
        // "KIWI 4009" is 400 g with its G read as a 9.
        guard ReceiptLineClassifier.misreadPackSize(last) == nil else { return nil }
        if let match = last.wholeMatch(of: Self.amountWithNoise), let whole = Int(match.1), let cents = Int(match.2) {
            return (whole * 100 + cents, end - 1)
        }
        // After a word, not after other numbers: "Tel. 0525 3042" is no price.
        if Self.isDigits(last, count: 3...4), tokens[end - 2].text.contains(where: \.isLetter), let value = Int(last) {
            return (value, end - 1)
        }
        if end >= 3,
            let value = AmountParser.centsSplitAtDecimalMark(units: tokens[end - 2].text, cents: last, maxUnitDigits: 3)
        {
            return (value, end - 2)
        }
        return nil
    }

    private static let units: Set<String> = ["g", "kg", "l", "ml", "cl", "st", "stk"]

    private static func isDigits(_ text: String, count: ClosedRange<Int>) -> Bool {
        count.contains(text.count) && AmountParser.isDigits(text)
    }

    // Built once: a regex literal is compiled again every time it is evaluated. Immutable once built.
    /// Units, separator, two cents digits, then one or two characters glued on that no price ends with.
    private nonisolated(unsafe) static let amountWithNoise = /(\d{1,4})[.,](\d{2})[0-9A-Za-z*%)\]]{1,2}/
}
