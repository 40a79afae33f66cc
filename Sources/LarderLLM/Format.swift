/// Formats numbers for warnings.
enum Format {
    /// Cents as a decimal amount: `129` → "1.29", `-50` → "-0.50".
    static func money(_ cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let value = abs(cents)
        let fraction = value % 100
        return "\(sign)\(value / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
