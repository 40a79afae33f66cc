/// Decides the receipt's currency from symbols, codes and language.
enum CurrencyDetector {
    /// ISO 4217 code, or `nil` when nothing on the receipt says.
    static func currency(in rows: [ReceiptRow]) -> String? {
        var counts: [String: Int] = [:]
        for row in rows {
            for token in row.tokens {
                let upper = token.text.uppercased()
                if upper.hasPrefix("RM") && (upper.count == 2 || upper.dropFirst(2).first?.isNumber == true)
                    || upper == "MYR"
                {
                    counts["MYR", default: 0] += 1
                }
                if upper.includes("€") || upper.hasPrefix("EUR") { counts["EUR", default: 0] += 1 }
                if upper.includes("£") || upper == "GBP" { counts["GBP", default: 0] += 1 }
                if upper.includes("$") || upper == "USD" { counts["USD", default: 0] += 1 }
                if upper == "CHF" || upper == "FR." { counts["CHF", default: 0] += 1 }
            }
            let folded = row.folded
            // German receipts without any currency mark are still in euros.
            if ["summe", "zu zahlen", "mwst", "rückgeld", "kartenzahlung", "bar "].contains(where: folded.includes) {
                counts["EUR", default: 0] += 1
            }
            if folded.includes("sdn bhd") || folded.includes("gst") && folded.includes("rm") {
                counts["MYR", default: 0] += 2
            }
        }
        return counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
    }
}
