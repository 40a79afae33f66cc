/// A row of column names over the articles: `Item Qty Total`, `QTY ITEM PRICE TOTAL`, `Description Qty U.price Total
/// TAX`, `Bezeichnung Menge Preis Betrag`. Its `Total` or `Betrag` names the column of line prices, not the bill;
/// taken for the total line, it ended the article block before the first article and the receipt had none.
enum ColumnHeading {
    /// Column names that no total line holds: what was bought, how many, at what price each.
    private static let articleColumns: Set<String> = [
        "item", "items", "qty", "quantity", "description", "desc", "descr", "menge", "bezeichnung", "artikel",
        "anzahl", "einzelpreis", "code", "pos",
    ]

    /// Words that head columns but also stand on total lines (`Total`, `Betrag`, `Total Price`, `Amount`), or mark a
    /// column's currency or tax; a heading of these alone is not told from a total whose amount is on the next row.
    private static let otherColumns: Set<String> = [
        "total", "amount", "amt", "price", "preis", "unit", "u", "tax", "disc", "rm", "eur", "euro", "betrag", "summe",
        "gesamt", "ep", "vp", "art", "nr", "st", "stk", "gst", "sst", "mwst", "x",
    ]

    /// Whether the row's words are column names: no amount, at least one column name no total line holds (`qty` also
    /// with its first letter misread, `aty`, `oty`), and at least half of the row's words of two letters or more
    /// heading words, since OCR splits and garbles some (`Descr int ion Oty Ur price Total Tax`).
    static func isColumnHeading(_ folded: String, hasAmounts: Bool) -> Bool {
        guard !hasAmounts else { return false }
        let words = folded.split { !$0.isWordLetter }.map(String.init).filter { $0.count >= 2 }
        guard words.count >= 2 else { return false }
        let articleColumnCount = words.count(where: isArticleColumn)
        guard articleColumnCount >= 1 else { return false }
        let headingCount = articleColumnCount + words.count(where: otherColumns.contains)
        return headingCount >= 2 && 2 * headingCount >= words.count
    }

    private static func isArticleColumn(_ word: String) -> Bool {
        if articleColumns.contains(word) { return true }
        // `Qty` read `Oty`, `Aty`, `Gty`: its first letter alone is misread; `ty` is no word of a total line.
        return word.count == 3 && word.hasSuffix("ty")
    }
}
