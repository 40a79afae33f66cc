import Foundation

/// A number printed on a label with the unit after it, e.g. "0,6 g", "1.580 kJ", "< 0,5 g", "12 %".
struct LabelQuantity: Sendable, Hashable {
    enum Unit: String, Sendable {
        case kilojoules = "kj"
        case kilocalories = "kcal"
        case grams = "g"
        case milligrams = "mg"
        case millilitres = "ml"
        case percent = "%"
    }

    var value: Double
    var unit: Unit?

    private static let pattern = try? NSRegularExpression(
        pattern: #"(\d+(?:[.,]\d+)?)\s*(kj|kcal|mg|ml|g|%)?(?![a-z])"#
    )

    /// Every quantity in a line, left to right.
    /// - Parameter line: One OCR line, lowercased.
    static func all(in line: String) -> [LabelQuantity] {
        guard let pattern else { return [] }
        let range = NSRange(line.startIndex..., in: line)
        return pattern.matches(in: line, range: range).compactMap { match in
            guard let numberRange = Range(match.range(at: 1), in: line) else { return nil }
            let unit = Range(match.range(at: 2), in: line).flatMap { Unit(rawValue: String(line[$0])) }
            guard let value = number(String(line[numberRange]), unit: unit) else { return nil }
            return LabelQuantity(value: value, unit: unit)
        }
    }

    /// Reads "0,6" and "0.6" as decimals, but "1.580 kJ" and "2.252/539" as thousands: energy never has three
    /// decimals, and nutrients of a gram or more are printed with one or two.
    private static func number(_ text: String, unit: Unit?) -> Double? {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == "." })
        let isEnergy = unit == .kilojoules || unit == .kilocalories
        if parts.count == 2, parts[1].count == 3, isEnergy || (unit == nil && parts[0] != "0") {
            return Double(parts[0] + parts[1])
        }
        return Double(text.replacingOccurrences(of: ",", with: "."))
    }
}
