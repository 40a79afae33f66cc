import Foundation
import LarderCore
import LarderLLM
import LarderStore

extension BackendOptions {
    /// The extractor the flags describe: one backend, or a chain with an optional monthly budget.
    ///
    /// In a chain, `--model` and `--base-url` apply to every network backend in it; leave them out to use each
    /// backend's default and `$OPENAI_BASE_URL` / `$ANTHROPIC_BASE_URL`.
    /// - Parameters:
    ///   - matcher: The food bank's matcher, built only when a network backend is chosen (the offline one never
    ///     reads it, and it holds the whole bank in memory), and once for a whole chain.
    ///   - database: The usage ledger the budget is checked against.
    ///   - prices: The price table for the usage ledger.
    /// - Throws: `ValidationError` when a network backend has no key; what building the matcher throws.
    func makeExtractor(
        matcher: @autoclosure () throws -> FoodMatcher, database: LarderDatabase, prices: PriceTable = .defaults
    ) throws -> any LLMService {
        var built: FoodMatcher?
        func sharedMatcher() throws -> FoodMatcher {
            if let built { return built }
            let fresh = try matcher()
            built = fresh
            return fresh
        }
        // A lone network backend goes through a chain of one too, so its time limit bounds each receipt.
        guard !chain.isEmpty || monthlyBudgetUsd != nil || backend != .offline else {
            return try makeService(for: backend, matcher: try sharedMatcher(), prices: prices)
        }
        let members = chain.isEmpty ? [backend] : chain
        let services = try members.map { try makeService(for: $0, matcher: try sharedMatcher(), prices: prices) }
        let budget = monthlyBudgetUsd.map { limit in
            ChainLLMService.Budget(monthlyUSD: limit) {
                let month = UsageMonth(containing: Date()).interval
                return try database.usage(from: month.start, to: month.end).reduce(0) { $0 + $1.costUSD }
            }
        }
        return ChainLLMService(services, budget: budget, timeLimit: .seconds(chainTimeoutSeconds))
    }
}
