import Foundation

/// Fixed-point text for reports, the same on every machine (no locale grouping or commas).
enum Number {
    static func text(_ value: Double, places: Int = 0) -> String {
        String(format: "%.\(places)f", value)
    }

    static func money(_ cents: Int) -> String {
        String(format: "%.2f", Double(cents) / 100)
    }

    static func percent(_ share: Double) -> String {
        String(format: "%.0f%%", share * 100)
    }

    /// A signed change from `old` to `new` in percent; "n/a" when there was nothing before.
    static func change(from old: Double, to new: Double) -> String {
        guard old != 0 else { return "n/a" }
        return String(format: "%+.0f%%", (new - old) / old * 100)
    }
}
