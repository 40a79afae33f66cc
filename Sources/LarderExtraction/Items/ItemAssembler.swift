/// Turns the classified rows of the article block into items, joining quantity lines and discounts.
struct ItemAssembler {
    /// An item before naming: the printed text and the numbers read for it.
    struct Draft: Sendable, Hashable {
        /// An article, a deposit charged, empties returned, or the cash rounding that takes the articles' sum to
        /// the amount paid.
        enum Kind: Sendable, Hashable { case article, deposit, bottleReturn, rounding }
        var kind: Kind
        var text: String
        var priceCents: Int?
        var pieces: Double?
        var kilograms: Double?
        var unitCents: Int?
        var discountCents = 0
        /// What the row's garbled price may be, taken only when the total proves it.
        var priceGuess: Int?
        /// A row above the first priced article, kept for its guess: a heading unless the guess is taken.
        var mayBeHeading = false
        /// Whether OCR was sure of a word of the name: a name without a price that the arithmetic shows costs
        /// nothing is part of an article's name if so, and noise ("yd os Gals Bs)") if not.
        var hasSureWord = true
        /// Whether the price came from a row below the name (Aldi's and IKEA's layout), so that a name without a
        /// price above this one is its first line.
        var isPricedFromBelow = false
    }

    private(set) var drafts: [Draft] = []

    /// Whether an article has been read, so that a payment or tax row now ends the block.
    var hasArticle: Bool { !drafts.isEmpty }
    private(set) var warnings: [String] = []
    /// A quantity printed above its article (Aldi prints `5 x 0,49` before the name).
    private var pendingQuantity: QuantityLine?
    /// Names without a price seen before the first article: headings, or articles whose numbers are
    /// printed on the next row or were not readable at all.
    private var tentatives: [Draft] = []
    /// Amounts printed above their article's name.
    private var pendingAmounts: [Int]?

    /// Adds the next row's reading, and whether OCR was sure of one of its words.
    mutating func add(_ line: ReceiptLine, hasSureWord: Bool = true) {
        switch line {
        case .article(let name, let price, let pieces, let unit, let guess):
            var draft = Draft(
                kind: .article, text: name, priceCents: price, pieces: pieces, unitCents: unit, priceGuess: guess,
                hasSureWord: hasSureWord)
            if let pending = pendingQuantity {
                apply(pending, to: &draft)
                pendingQuantity = nil
            }
            if price == nil, let amounts = pendingAmounts {
                apply(amounts, to: &draft)
            }
            pendingAmounts = nil
            // A name without a price before any priced article is a heading unless its price follows.
            if draft.priceCents == nil && !drafts.contains(where: { $0.priceCents != nil }) {
                tentatives.append(draft)
                return
            }
            // Names right above the first priced article whose garbled ends look like prices are its neighbours,
            // the first articles, not headings; the total decides later whether their guesses stand.
            if draft.priceCents != nil, !drafts.contains(where: { $0.priceCents != nil }) {
                let guessed = tentatives.reversed().prefix { $0.priceGuess != nil }
                drafts += guessed.reversed().map { tentative in
                    var kept = tentative
                    kept.mayBeHeading = true
                    return kept
                }
            }
            tentatives = []
            drafts.append(draft)
        case .deposit(let text, let price):
            drafts.append(Draft(kind: .deposit, text: text, priceCents: price))
        case .bottleReturn(let text, let price):
            drafts.append(Draft(kind: .bottleReturn, text: text, priceCents: price))
        case .discount(let text, let price):
            guard let index = drafts.lastIndex(where: { $0.kind == .article }) else {
                warnings.append("discount '\(text)' has no article above it; ignored")
                return
            }
            drafts[index].discountCents += price
        case .quantity(let quantity):
            attach(quantity)
        case .amountsOnly(let amounts):
            if let index = drafts.indices.last, drafts[index].priceCents == nil {
                apply(amounts, to: &drafts[index])
                drafts[index].isPricedFromBelow = drafts[index].priceCents != nil
            } else if drafts.isEmpty, var first = tentatives.popLast() {
                apply(amounts, to: &first)
                drafts.append(first)
                tentatives = []
            } else {
                // Some shops print the numbers above the name (Roller, IKEA).
                pendingAmounts = amounts
            }
        case .other:
            break
        }
    }

    /// The drafts once every row is in.
    ///
    /// - Parameter isBounded: Whether a total or payment line closed the article block. Without one,
    ///   names after the last priced article are footer text, not articles.
    func finished(isBounded: Bool) -> [Draft] {
        guard let lastPriced = drafts.lastIndex(where: { $0.priceCents != nil }) else {
            // A total line closes the block but no price was readable: the names are still the articles.
            return isBounded ? tentatives : []
        }
        return isBounded ? drafts : Array(drafts[...lastPriced])
    }

    /// Reads a row of bare amounts as "pieces, unit price, line price" when they multiply out, else as a price.
    private func apply(_ amounts: [Int], to draft: inout Draft) {
        guard let line = amounts.last else { return }
        draft.priceCents = line
        if amounts.count >= 3 {
            let pieces = Double(amounts[amounts.count - 3]) / 100
            let unit = amounts[amounts.count - 2]
            if pieces >= 1, pieces == pieces.rounded(), abs(Int((pieces * Double(unit)).rounded()) - line) <= 1 {
                draft.pieces = pieces
                draft.unitCents = unit
            }
        }
    }

    private mutating func attach(_ quantity: QuantityLine) {
        if drafts.isEmpty, var first = tentatives.popLast() {
            apply(quantity, to: &first)
            drafts.append(first)
            tentatives = []
            return
        }
        guard let index = drafts.indices.last else {
            pendingQuantity = quantity
            return
        }
        let previous = drafts[index]
        let product = QuantityArithmetic.product(quantity)
        // A product one misread digit away from the price still belongs to it ("PFAND 1,59" over "6 x 0,25").
        let isNearPrice = product.map { product in
            previous.priceCents.map { QuantityArithmetic.alternatives(of: String($0)).contains(String(product)) }
                ?? false
        } ?? false
        if previous.priceCents == nil
            || previous.pieces == nil && previous.kilograms == nil
                && (quantity.lineCents != nil || product == previous.priceCents || isNearPrice)
        {
            apply(quantity, to: &drafts[index])
            if previous.priceCents == nil { drafts[index].isPricedFromBelow = drafts[index].priceCents != nil }
        } else {
            pendingQuantity = quantity
        }
    }

    private func apply(_ quantity: QuantityLine, to draft: inout Draft) {
        draft.pieces = quantity.pieces
        draft.kilograms = quantity.kilograms
        draft.unitCents = quantity.unitCents
        if draft.priceCents == nil { draft.priceCents = quantity.lineCents ?? QuantityArithmetic.product(quantity) }
        // An article line that printed the price of one, over a quantity line that prints what they all cost
        // (`Butter 1,59` over `2 x 1,59  3,18`): the quantity line's total is the price.
        if let line = quantity.lineCents, let product = QuantityArithmetic.product(quantity), line == product,
            draft.priceCents == quantity.unitCents, line != quantity.unitCents
        {
            draft.priceCents = line
        }
    }
}
