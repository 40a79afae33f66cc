import Foundation
import LarderCore
import Logging

/// Tries backends in order, e.g. claude, then openai, then offline, and returns the first answer.
///
/// A backend is passed over when it stays unavailable (after its own retries), rejects its key, has no quota
/// left, answers in a foreign format, or when a network backend would go past the monthly budget. Each skip
/// is logged with its reason. When every backend fails, the last error is thrown as `unavailable`, which the
/// daemon retries later with the receipt's OCR kept.
///
/// One request spends at most ``timeLimit`` in network backends, their retries included: a backend still busy
/// when it runs out is cancelled and the rest are tried, network ones skipped, so a stalled provider cannot hold
/// a receipt for the many minutes its own retries would take. The offline backend is never cut off; it is quick.
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
    /// How long one request may spend in network backends, retries included. Default 120 s.
    public let timeLimit: Duration
    private let logger: Logger

    /// The backends joined by ">", e.g. "claude>openai>offline"; runs record the one that answered.
    public var backend: String { services.map(\.backend).joined(separator: ">") }
    public var model: String { services.first?.model ?? "" }

    /// - Parameters:
    ///   - services: The backends in the order to try them; at least one.
    ///   - budget: `nil` for no budget; the offline backend is never held back by it.
    ///   - timeLimit: How long one request may spend in network backends before the chain moves past them.
    public init(
        _ services: [any LLMService], budget: Budget? = nil, timeLimit: Duration = .seconds(120),
        logger: Logger = Logger(label: "larder.llm.chain")
    ) {
        precondition(!services.isEmpty, "a chain needs at least one backend")
        self.services = services
        self.budget = budget
        self.timeLimit = timeLimit
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

    /// The first backend that reads the recipe; the offline rules, last in a chain, always do.
    public func readRecipe(from ocr: RecognizedText, images: [ReceiptImage]) async throws -> RecipeReading {
        try await firstAnswer(failure: { "no backend could read the recipe (\($0))" }) {
            try await $0.readRecipe(from: ocr, images: images)
        }.answer
    }

    /// The first backend that can sort the items into aisles.
    public func categorise(shoppingItems items: [String]) async throws -> [ShoppingCategory] {
        try await firstAnswer(failure: { "no backend could sort the items into aisles (\($0))" }) {
            try await $0.categorise(shoppingItems: items)
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
    /// - Throws: `CancellationError` when the calling task is cancelled: a stopping daemon is not a failed
    ///   backend, and no later backend is tried.
    private func firstAnswer<Answer: Sendable>(
        failure: (String) -> String, _ ask: @escaping @Sendable (any LLMService) async throws -> Answer
    ) async throws -> (answer: Answer, service: any LLMService) {
        let deadline = ContinuousClock.now + timeLimit
        var reasons: [String] = []
        for service in services {
            try Task.checkCancellation()
            if let reason = try await overBudget(service) {
                skip(service, reason: reason, into: &reasons)
                continue
            }
            do {
                guard service.backend != "offline" else { return (try await ask(service), service) }
                guard let answer = try await Self.answer(before: deadline, { try await ask(service) }) else {
                    try Task.checkCancellation()
                    skip(service, reason: "the chain's time limit of \(timeLimit) is used up", into: &reasons)
                    continue
                }
                return (answer, service)
            } catch let error as ExtractionError where error.code != .emptyInput {
                try Task.checkCancellation()
                skip(service, reason: error.message, into: &reasons)
            }
        }
        throw ExtractionError(.unavailable, backend: backend, message: failure(reasons.joined(separator: "; ")))
    }

    /// What `work` returns, or `nil` when `deadline` comes first; `work` is then cancelled and awaited.
    private static func answer<Answer: Sendable>(
        before deadline: ContinuousClock.Instant, _ work: @escaping @Sendable () async throws -> Answer
    ) async throws -> Answer? {
        guard deadline > .now else { return nil }
        return try await withThrowingTaskGroup(of: Answer?.self) { group in
            group.addTask { try await work() }
            group.addTask {
                try await Task.sleep(until: deadline, clock: .continuous)
                return nil
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
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
