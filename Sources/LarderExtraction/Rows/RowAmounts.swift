/// Where the amounts of a row are.
extension ReceiptRow {
    /// The amounts among `tokens`, left to right, with the index of the token each came from.
    static func amounts(in tokens: [Token]) -> [(cents: Int, tokenIndex: Int)] {
        var found: [(Int, Int)] = []
        for (index, token) in tokens.enumerated() {
            if let cents = AmountParser.cents(in: token.text) {
                found.append((cents, index))
            } else if let colon = token.text.lastIndex(of: ":"),
                let cents = AmountParser.cents(in: String(token.text[token.text.index(after: colon)...]))
            {
                // A label glued to its amount: "AMOUNT:$6.90".
                found.append((cents, index))
            } else if index + 1 < tokens.count, token.text.count >= 2, token.text.count <= 5,
                token.text.last == "," || token.text.last == ".",
                token.text.dropLast().drop(while: { $0 == "-" }).allSatisfy(\.isNumber),
                tokens[index + 1].text.prefix(2).count == 2, tokens[index + 1].text.prefix(2).allSatisfy(\.isNumber),
                tokens[index + 1].text.count == 2 || !tokens[index + 1].text.dropFirst(2).contains(where: \.isNumber),
                let cents = AmountParser.cents(in: token.text + tokens[index + 1].text)
            {
                // "19, 46", "-50. 00" or "0, 25*C" split by OCR into two words.
                found.append((cents, index + 1))
            } else if index + 1 < tokens.count, (1...3).contains(token.text.count), token.text.allSatisfy(\.isNumber),
                tokens[index + 1].text.count == 4, tokens[index + 1].text.prefix(2).allSatisfy(\.isNumber),
                let cents = AmountParser.cents(in: token.text + "," + tokens[index + 1].text),
                AmountParser.cents(in: tokens[index + 1].text) == nil
            {
                // "2 42xB": the comma lost, but the tax mark glued to the cents shows a price.
                found.append((cents, index + 1))
            }
        }
        return found
    }

    /// The amount that ends the row (its price column), ignoring a tax-class mark after it.
    ///
    /// At most two short marks may follow the amount (`1,29 A`, `3,99 *1`); an amount followed by
    /// more words is part of the text, as in "SEKT 0,2 L".
    var trailingAmount: (cents: Int, tokenIndex: Int)? {
        guard let last = amounts.last else { return nil }
        let after = tokens.suffix(from: last.tokenIndex + 1)
        guard after.count <= 2, after.allSatisfy({ $0.text.count <= 3 }) else { return nil }
        return last
    }

    /// The row's words before the given token, joined.
    func text(before tokenIndex: Int) -> String {
        tokens.prefix(tokenIndex).map(\.text).joined(separator: " ")
    }
}
