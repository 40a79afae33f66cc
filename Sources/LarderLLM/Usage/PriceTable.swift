/// What a model costs, in US dollars per million tokens, for the usage ledger.
///
/// The defaults are the providers' list prices for the default models when this was written; set your own
/// in `[extraction.prices]` when they change or when you use another model.
public struct PriceTable: Sendable, Hashable {
    /// One model's prices in USD per million tokens.
    public struct Price: Sendable, Hashable {
        public var input: Double
        public var output: Double
        /// Prompt tokens read from the provider's cache.
        public var cachedInput: Double

        public init(input: Double, output: Double, cachedInput: Double) {
            self.input = input
            self.output = output
            self.cachedInput = cachedInput
        }
    }

    /// Prices by model name or name prefix: "claude-sonnet-4-5" prices "claude-sonnet-4-5-20250929".
    public var prices: [String: Price]

    public init(prices: [String: Price]) {
        self.prices = prices
    }

    /// List prices of the models Larder uses by default and their close relatives.
    public static let defaults = PriceTable(prices: [
        "gpt-4.1-mini": Price(input: 0.40, output: 1.60, cachedInput: 0.10),
        "gpt-4.1": Price(input: 2.00, output: 8.00, cachedInput: 0.50),
        "gpt-4o-mini": Price(input: 0.15, output: 0.60, cachedInput: 0.075),
        "claude-sonnet-4-5": Price(input: 3.00, output: 15.00, cachedInput: 0.30),
        "claude-haiku-4-5": Price(input: 1.00, output: 5.00, cachedInput: 0.10),
    ])

    /// The price of `model`: an exact entry, else the longest entry the name starts with.
    public func price(of model: String) -> Price? {
        if let exact = prices[model] { return exact }
        return prices.filter { model.hasPrefix($0.key) }.max { $0.key.count < $1.key.count }?.value
    }

    /// What a call cost, or `nil` when the model has no price.
    /// - Parameter inputTokens: All prompt tokens, `cachedTokens` among them.
    public func cost(model: String, inputTokens: Int, outputTokens: Int, cachedTokens: Int) -> Double? {
        guard let price = price(of: model) else { return nil }
        let fresh = Double(max(0, inputTokens - cachedTokens))
        return (fresh * price.input + Double(cachedTokens) * price.cachedInput + Double(outputTokens) * price.output)
            / 1_000_000
    }
}
