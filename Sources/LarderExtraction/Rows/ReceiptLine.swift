/// What a row inside the article block of a receipt says.
enum ReceiptLine: Sendable, Hashable {
    /// An article: its printed name and, when readable, the price ending the row; when not, perhaps a guess
    /// at it from what OCR left (``ReceiptRow/priceGuess``). A count printed in the row, and the unit price
    /// when the row prints one that the count multiplies to the price.
    case article(name: String, priceCents: Int?, pieces: Double? = nil, unitCents: Int? = nil, priceGuess: Int? = nil)
    /// A deposit charged (`Pfand`).
    case deposit(text: String, priceCents: Int)
    /// Empties returned (`Leergut`): money back.
    case bottleReturn(text: String, priceCents: Int)
    /// A discount on the article above (`Rabatt`, `Preisvorteil`, `-0,50`).
    case discount(text: String, priceCents: Int)
    /// A multiple or a weighing: `2 x 1,29`, `2 Stk x 0,89`, `0,512 kg x 2,99 EUR/kg`.
    case quantity(QuantityLine)
    /// Amounts without a name: the price of a name printed above or below (`08001287 9,95 EUR 19,90`).
    case amountsOnly(amounts: [Int])
    /// Anything else: tax tables, payment blocks, headings.
    case other
}
