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
    ///   - database: The usage ledger the budget is checked against.
    ///   - prices: The price table for the usage ledger.
    /// - Throws: `ValidationError` when a network backend has no key.
    func makeExtractor(
        matcher: FoodMatcher, database: LarderDatabase, prices: PriceTable = .defaults
    ) throws -> any LLMService {
        guard !chain.isEmpty || monthlyBudgetUsd != nil else {
            return try makeService(for: backend, matcher: matcher, prices: prices)
        }
        let members = chain.isEmpty ? [backend] : chain
        let services = try members.map { try makeService(for: $0, matcher: matcher, prices: prices) }
        let budget = monthlyBudgetUsd.map { limit in
            ChainLLMService.Budget(monthlyUSD: limit) {
                let month = UsageMonth(containing: Date()).interval
                return try database.usage(from: month.start, to: month.end).reduce(0) { $0 + $1.costUSD }
            }
        }
        return ChainLLMService(services, budget: budget)
    }
}
