import LarderCore

/// The checks a model's receipt must pass, the same the offline backend's arithmetic applies.
///
/// The offline `ItemArithmetic` works on its own drafts and corrects OCR digits; a model has already
/// chosen its readings, so here the arithmetic only judges.
enum ReplyArithmetic {
    /// Rounding lines and cash rounding leave at most this many cents between the articles and the total.
    static let toleranceCents = 2

    /// Problems a person (or a repair request) must hear about; empty when the receipt adds up.
    static func problems(in receipt: ExtractedReceipt) -> [String] {
        var problems: [String] = []
        for item in receipt.items {
            if let quantity = item.quantity, quantity <= 0 {
                problems.append("quantity of '\(item.originalText)' is \(quantity), not positive")
            }
            if let grams = item.grams, grams <= 0 {
                problems.append("grams of '\(item.originalText)' is \(grams), not positive")
            }
        }
        if let total = receipt.totalCents, !receipt.items.isEmpty {
            let sum = receipt.items.map(\.priceCents).reduce(0, +)
            if abs(sum - total) > toleranceCents {
                problems.append("articles add up to \(Money.text(fromCents: sum)), total says \(Money.text(fromCents: total))")
            }
        }
        return problems
    }
}
