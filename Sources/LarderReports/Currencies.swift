/// Money in one currency. Reports never add amounts of different currencies: each keeps its own.
public struct CurrencyAmount: Sendable, Hashable, Codable {
    public var currency: String
    public var cents: Int

    public init(currency: String, cents: Int) {
        self.currency = currency
        self.cents = cents
    }
}

/// Which currency a report counts its money in, and how the rest is kept apart.
enum Currencies {
    /// What a receipt that named no currency is counted as: the report's own (most receipts of a household name
    /// the same one, and leaving them out would hide their spending).
    static func of(_ currency: String?, main: String?) -> String? {
        currency ?? main
    }

    /// The currency most of the money was spent in (by count of amounts, then by code, so it is stable), or `nil`
    /// when none was named.
    static func main(of entries: [(currency: String?, cents: Int)]) -> String? {
        var counts: [String: Int] = [:]
        for entry in entries { if let currency = entry.currency { counts[currency, default: 0] += 1 } }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }

    /// Sums per currency other than `main`, by code.
    static func others(of entries: [(currency: String?, cents: Int)], main: String?) -> [CurrencyAmount] {
        var sums: [String: Int] = [:]
        for entry in entries {
            guard let currency = of(entry.currency, main: main), currency != main else { continue }
            sums[currency, default: 0] += entry.cents
        }
        return sums.sorted { $0.key < $1.key }.map { CurrencyAmount(currency: $0.key, cents: $0.value) }
    }
}
