import LarderCore
import LarderStore

/// What became of one file given to the receipt pipeline.
public struct ProcessingOutcome: Sendable {
    /// How processing ended.
    public enum Status: String, Sendable, Hashable, Codable {
        /// Stored, and the numbers add up.
        case done
        /// Stored, but a person should check it; `reviewReasons` say why.
        case needsReview = "needs_review"
        /// The same image is already stored; nothing new was written.
        case duplicate
        /// Could not be read; `failure` says why. Stored as a failed receipt when the file could be read at all.
        case failed
    }

    /// The path as given.
    public var file: String
    /// SHA-256 of the file's bytes; `nil` when the file could not be read.
    public var sha256: String?
    public var status: Status
    /// Why it failed, and whether trying again may help; `nil` unless `status` is `failed`.
    public var failure: ProcessingFailure?
    /// What failed, as shown to the user.
    public var error: String? { failure?.message }
    public var reviewReasons: [String] = []
    public var receiptId: Int64?
    public var tripId: Int64?
    /// The stored receipt this file duplicates.
    public var duplicateOf: Int64?
    public var ocr: RecognizedText?
    public var extraction: ExtractedReceipt?
    /// The food each item is linked to, in item order.
    public var foodLinks: [ItemFoodLink?] = []
    /// Ids of the stored items, in receipt order.
    public var itemIds: [Int64] = []
    /// The extraction backend that ran.
    public var backend: String?

    public init(file: String, sha256: String?, status: Status, failure: ProcessingFailure? = nil) {
        self.file = file
        self.sha256 = sha256
        self.status = status
        self.failure = failure
    }
}
