import LarderCore

/// Gives an article its English name, category and weight.
enum ItemNamer {
    /// The finished item for a draft.
    static func item(from draft: ItemAssembler.Draft) -> ExtractedItem {
        let price = (draft.priceCents ?? 0) + draft.discountCents
        switch draft.kind {
        case .deposit:
            return ExtractedItem(
                name: "bottle deposit", originalText: draft.text, priceCents: price, category: .otherNonFood)
        case .bottleReturn:
            return ExtractedItem(
                name: "bottle return", originalText: draft.text, priceCents: price, category: .otherNonFood)
        case .rounding:
            return ExtractedItem(
                name: "cash rounding", originalText: draft.text, priceCents: price, category: .otherNonFood)
        case .article:
            break
        }
        let translation = GroceryVocabulary.shared.translate(draft.text)
        var grams: Double?
        var source: GramsSource?
        let pieces = draft.pieces ?? 1
        if let kilograms = draft.kilograms {
            grams = kilograms * 1000
            source = .stated
        } else if let stated = GramsParser.statedGrams(in: draft.text) {
            grams = stated * pieces
            source = .stated
        } else if let perPiece = translation.gramsPerPiece {
            // A count in the name multiplies one piece's weight, unless it is the count the receipt printed
            // (`Brötchen 6 Stk` over `6 Stk x 0,30`).
            let pack = perPiece <= PackCount.largestPieceGrams ? PackCount.pieces(in: draft.text) : nil
            grams = perPiece * pieces * (pack.map { Double($0) == pieces ? 1 : Double($0) } ?? 1)
            source = .perPiece
        } else if let category = translation.category, let typical = defaultGrams(for: category) {
            grams = typical * pieces
            source = .categoryDefault
        }
        return ExtractedItem(
            name: translation.name, originalText: draft.text, quantity: draft.pieces, grams: grams,
            gramsSource: source, priceCents: price, category: translation.category)
    }

    /// The draft as an item with its price, count and printed text, without name, category or weight, for checks
    /// that need none (``ReceiptReader/read(_:namesArticles:)``).
    static func unnamedItem(from draft: ItemAssembler.Draft) -> ExtractedItem {
        ExtractedItem(
            name: draft.text, originalText: draft.text, quantity: draft.kind == .article ? draft.pieces : nil,
            priceCents: (draft.priceCents ?? 0) + draft.discountCents)
    }

    /// A typical pack weight per category; `nil` for things that are not eaten.
    static func defaultGrams(for category: FoodCategory) -> Double? {
        switch category {
        case .produce, .dairy, .frozen, .pantry: return 500
        case .meat: return 400
        case .seafood: return 300
        case .bakery: return 400
        case .beverages: return 1000
        case .snacks: return 200
        case .other: return 300
        case .household, .personalCare, .electronics, .otherNonFood: return nil
        }
    }
}
