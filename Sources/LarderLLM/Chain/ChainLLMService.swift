import Foundation
import LarderCore
import Logging

/// Tries backends in order, e.g. claude, then openai, then offline, and returns the first answer.
///
/// A backend is passed over when it stays unavailable (after its own retries), rejects its key, has no quota
/// left, answers in a foreign format, or when a network backend would go past the monthly budget. Each skip
/// is logged with its reason. When every backend fails, the last error is thrown as `unavailable`, which the
/// daemon retries later with the receipt's OCR kept.
public struct ChainLLMService: LLMService {
    /// The monthly budget and how to learn what this month has cost so far.
    public struct Budget: Sendable {
        /// US dollars per UTC month for all network backends together.
        public var monthlyUSD: Double
        /// What this month's calls have cost so far, from the usage ledger.
        public var spentThisMonth: @Sendable () async throws -> Double

        public init(monthlyUSD: Double, spentThisMonth: @escaping @Sendable () async throws -> Double) {
            self.monthlyUSD = monthlyUSD
            self.spentThisMonth = spentThisMonth
        }
    }

    private let services: [any LLMService]
    private let budget: Budget?
    private let logger: Logger

    /// The backends joined by ">", e.g. "claude>openai>offline"; runs record the one that answered.
    public var backend: String { services.map(\.backend).joined(separator: ">") }
    public var model: String { services.first?.model ?? "" }

    /// - Parameters:
    ///   - services: The backends in the order to try them; at least one.
    ///   - budget: `nil` for no budget; the offline backend is never held back by it.
    public init(
        _ services: [any LLMService], budget: Budget? = nil, logger: Logger = Logger(label: "larder.llm.chain")
    ) {
        precondition(!services.isEmpty, "a chain needs at least one backend")
        self.services = services
        self.budget = budget
        self.logger = logger
    }

    public func extractReceipt(from ocr: RecognizedText) async throws -> ExtractedReceipt {
        try await extractReceipt(from: ocr, images: [])
    }

    public func extractReceipt(from ocr: RecognizedText, images: [ReceiptImage]) async throws -> ExtractedReceipt {
        let (receipt, service) = try await firstAnswer(failure: Self.receiptFailure) {
            try await $0.extractReceipt(from: ocr, images: images)
        }
        LLMCallLog.current?.markServed(by: service.backend, model: service.model)
        return receipt
    }

    private static func receiptFailure(_ reasons: String) -> String {
        "no backend could read the receipt (\(reasons)); its OCR is kept and extraction is tried again later"
    }

    /// Asks each backend in turn, past the budget and backends that cannot estimate, like a receipt.
    public func estimateNutrition(ofFood name: String, category: FoodCategory) async throws -> Nutrition {
        try await firstAnswer(failure: { "no backend could estimate '\(name)' (\($0))" }) {
            try await $0.estimateNutrition(ofFood: name, category: category)
        }.answer
    }

    /// The first backend that reads the label, past the budget and unavailable backends.
    public func readLabel(from ocr: RecognizedText) async throws -> NutritionLabel {
        try await firstAnswer(failure: { "no backend could read the label (\($0))" }) {
            try await $0.readLabel(from: ocr)
        }.answer
    }

    /// The answer of the first backend that gives one. Empty input is passed on at once: no backend can
    /// read it.
    /// - Parameter failure: The error message when none answers, given the reasons joined.
    private func firstAnswer<Answer>(
        failure: (String) -> String, _ ask: (any LLMService) async throws -> Answer
    ) async throws -> (answer: Answer, service: any LLMService) {
        var reasons: [String] = []
        for service in services {
            if let reason = try await overBudget(service) {
                skip(service, reason: reason, into: &reasons)
                continue
            }
            do {
                return (try await ask(service), service)
            } catch let error as ExtractionError where error.code != .emptyInput {
                skip(service, reason: error.message, into: &reasons)
            }
        }
        throw ExtractionError(.unavailable, backend: backend, message: failure(reasons.joined(separator: "; ")))
    }

    private func overBudget(_ service: any LLMService) async throws -> String? {
        guard let budget, service.backend != "offline" else { return nil }
        let spent = try await budget.spentThisMonth()
        guard spent >= budget.monthlyUSD else { return nil }
        return String(format: "the monthly budget of %.2f USD is used up (%.2f USD spent)", budget.monthlyUSD, spent)
    }

    private func skip(_ service: any LLMService, reason: String, into reasons: inout [String]) {
        reasons.append("\(service.backend): \(reason)")
        logger.notice(
            "falling through to the next backend",
            metadata: ["backend": "\(service.backend)", "reason": "\(reason)"])
    }
}
