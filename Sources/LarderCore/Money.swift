/// Amounts are kept in integer cents so that sums never drift; these helpers convert at the edges.
public enum Money {
    /// Converts cents to a decimal amount for display and JSON (`129` → `1.29`).
    public static func amount(fromCents cents: Int) -> Double {
        Double(cents) / 100
    }

    /// Converts a decimal amount to cents, rounding half away from zero (`1.285` → `129`).
    public static func cents(fromAmount amount: Double) -> Int {
        Int((amount * 100).rounded(.toNearestOrAwayFromZero))
    }

    /// Cents as a decimal amount with two places, for messages: `129` → "1.29", `-50` → "-0.50".
    public static func text(fromCents cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let value = abs(cents)
        let fraction = value % 100
        return "\(sign)\(value / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
