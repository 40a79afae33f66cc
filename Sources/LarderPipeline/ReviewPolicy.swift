import LarderCore

/// Decides whether an extracted receipt can be trusted as is or needs a person to look at it.
///
/// A receipt is trusted (`done`) only when its numbers are proven: its items, deposits and discounts add up
/// to its total to the cent, its date was found, and the extractor had no doubt on the way (it guessed no
/// price from the total, changed no digit to make the sum work, met no quantity that does not multiply out).
/// Prices and the total are read from different rows, so their agreeing is the receipt confirming its own
/// reading; a low OCR confidence alone does not send a proven receipt to review (it is mostly the
/// advertising printed behind the text), but it is named among the reasons of one that is not proven.
public struct ReviewPolicy: Sendable, Hashable {
    /// Mean OCR confidence (0–100) below which an unproven reading also names its confidence. Default 70.
    public var minimumOCRConfidence: Double

    public init(minimumOCRConfidence: Double = 70) {
        self.minimumOCRConfidence = minimumOCRConfidence
    }

    /// The reasons a person should review this reading; empty when its numbers are proven.
    public func reasonsForReview(of extraction: ExtractedReceipt, ocr: RecognizedText) -> [String] {
        var reasons: [String] = []
        if extraction.totalCents == nil { reasons.append("no total found") }
        if extraction.date == nil { reasons.append("no date found") }
        if extraction.items.isEmpty { reasons.append("no items found") }
        if let total = extraction.totalCents, !extraction.items.isEmpty {
            let sum = extraction.items.map(\.priceCents).reduce(0, +)
            // The offline reader says so in its own words; a remote model's reply may not.
            if sum != total, !extraction.warnings.contains(where: { $0.contains("add up to") }) {
                reasons.append("items add up to \(Money.text(fromCents: sum)), total says \(Money.text(fromCents: total))")
            }
        }
        reasons.append(contentsOf: extraction.warnings)
        if !reasons.isEmpty, ocr.confidence < minimumOCRConfidence {
            // Rounded down: 69.6 shown as "70 is below 70" would read as a contradiction.
            let shown = Int(ocr.confidence.rounded(.down))
            reasons.insert("OCR confidence \(shown) is below \(Int(minimumOCRConfidence))", at: 0)
        }
        return reasons
    }
}
