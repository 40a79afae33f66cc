import LarderCore

/// Which stored receipts `larder reprocess` takes; every filter given must hold, `nil` ones are not applied.
public struct ReprocessSelection: Sendable, Hashable {
    /// Only these receipts.
    public var receiptIds: [Int64]?
    /// Trip date, or the day the receipt was received when it has no date, on or after this.
    public var since: ReceiptDate?
    /// The same date on or before this.
    public var until: ReceiptDate?
    public var statuses: [ReceiptStatus]
    /// Part of the trip's store name, any case.
    public var store: String?
    /// The backend of the run the trip shows (or the latest run, for a receipt without a trip).
    public var backend: String?
    public var model: String?

    public init(
        receiptIds: [Int64]? = nil, since: ReceiptDate? = nil, until: ReceiptDate? = nil,
        statuses: [ReceiptStatus] = [], store: String? = nil, backend: String? = nil, model: String? = nil
    ) {
        self.receiptIds = receiptIds
        self.since = since
        self.until = until
        self.statuses = statuses
        self.store = store
        self.backend = backend
        self.model = model
    }
}
