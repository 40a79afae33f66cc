import LarderCore

/// Formats numbers for warnings.
enum Format {
    /// Cents as a decimal amount: `129` → "1.29", `-50` → "-0.50".
    static func money(_ cents: Int) -> String {
        Money.text(fromCents: cents)
    }
}
