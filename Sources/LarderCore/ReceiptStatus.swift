/// The state of a stored receipt.
public enum ReceiptStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// Received, not yet read.
    case queued
    /// Read and extracted, and the numbers add up.
    case done
    /// Stored, but a person should check it (low OCR confidence, missing total or date, sums that disagree).
    case needsReview = "needs_review"
    /// Could not be read; `error` says why.
    case failed
}
