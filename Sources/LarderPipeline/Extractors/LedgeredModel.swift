import LarderCore
import LarderLLM
import LarderStore

/// The first network backend of the chain, for a request that is not a receipt (an estimate, a recipe photo, a
/// shopping list's aisles), each call it makes written to the usage ledger like a receipt's.
///
/// ```swift
/// guard let model = try LedgeredModel(extraction: settings, database: database) else { return nil }  // offline only
/// let aisles = try await model.ask { try await $0.categorise(shoppingItems: names) }
/// ```
public struct LedgeredModel: Sendable {
    public let backend: ExtractionSettings.Backend
    private let service: any LLMService
    private let database: LarderDatabase

    /// `nil` when the chain has only the offline rules.
    /// - Throws: ``ExtractorSettingsError`` when the backend has no key.
    public init?(extraction: ExtractionSettings, database: LarderDatabase) throws {
        guard let backend = extraction.networkBackend else { return nil }
        self.backend = backend
        // The matcher is for reading receipts; these requests never look at it.
        service = try extraction.makeService(for: backend, matcher: FoodMatcher(foods: []))
        self.database = database
    }

    /// Runs `request` against the backend; its calls go to the ledger whether it answers or throws.
    public func ask<Answer: Sendable>(_ request: (any LLMService) async throws -> Answer) async throws -> Answer {
        let calls = LLMCallLog()
        defer { try? database.recordCalls(calls.calls.map(LLMCallRecord.init), receiptId: nil) }
        return try await LLMCallLog.$current.withValue(calls) { try await request(service) }
    }
}
