import Foundation
import GRDB

/// One model call in the usage ledger, with the request (never a key) and the reply as they went over the wire.
public struct LLMCallRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord, StoredDates {
    public static let databaseTableName = "llmCall"

    public var id: Int64?
    public var receiptId: Int64?
    public var extractionRunId: Int64?
    public var backend: String
    public var model: String
    /// "receipt", "repair", "label" or "estimate".
    public var purpose: String
    /// Every prompt token, cached ones included.
    public var inputTokens: Int
    public var outputTokens: Int
    public var cachedTokens: Int
    public var latencySeconds: Double
    /// `nil` when the price table had no price for the model.
    public var costMicrodollars: Int?
    public var request: String
    public var reply: String
    public var error: String?
    public var calledAt: Date

    public init(
        id: Int64? = nil, receiptId: Int64? = nil, extractionRunId: Int64? = nil, backend: String, model: String,
        purpose: String, inputTokens: Int, outputTokens: Int, cachedTokens: Int, latencySeconds: Double,
        costUSD: Double?, request: String, reply: String, error: String?, calledAt: Date
    ) {
        self.id = id
        self.receiptId = receiptId
        self.extractionRunId = extractionRunId
        self.backend = backend
        self.model = model
        self.purpose = purpose
        self.inputTokens = inputTokens
        self.outputTokens = outputTokens
        self.cachedTokens = cachedTokens
        self.latencySeconds = latencySeconds
        self.costMicrodollars = costUSD.map { Int(($0 * 1_000_000).rounded()) }
        self.request = request
        self.reply = reply
        self.error = error
        self.calledAt = calledAt
    }

    /// The cost in dollars, or `nil` when it is unknown.
    public var costUSD: Double? {
        costMicrodollars.map { Double($0) / 1_000_000 }
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
