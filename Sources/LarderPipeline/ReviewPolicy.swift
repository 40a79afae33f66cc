import LarderCore

/// Decides whether an extracted receipt can be trusted as is or needs a person to look at it.
public struct ReviewPolicy: Sendable, Hashable {
    /// Mean OCR confidence (0–100) below which a reading is not trusted. Default 70.
    public var minimumOCRConfidence: Double

    public init(minimumOCRConfidence: Double = 70) {
        self.minimumOCRConfidence = minimumOCRConfidence
    }

    /// The reasons a person should review this reading; empty when it can be trusted.
    public func reasonsForReview(of extraction: ExtractedReceipt, ocr: RecognizedText) -> [String] {
        var reasons: [String] = []
        if ocr.confidence < minimumOCRConfidence {
            let shown = Int(ocr.confidence.rounded())
            reasons.append("OCR confidence \(shown) is below \(Int(minimumOCRConfidence))")
        }
        if extraction.totalCents == nil { reasons.append("no total found") }
        if extraction.date == nil { reasons.append("no date found") }
        if extraction.items.isEmpty { reasons.append("no items found") }
        reasons.append(contentsOf: extraction.warnings)
        return reasons
    }
}
