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
    /// What the number would be if its last digit, a 9, were the unit g misread: "629" is 62 g or, with its comma
    /// lost too, 6,2 g; "9,29" is 9,2 g. Empty unless the number has no unit and such a reading exists.
    var gramReadings: [Double] = []

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
            let text = String(line[numberRange])
            guard let value = number(text, unit: unit) else { return nil }
            return LabelQuantity(value: value, unit: unit, gramReadings: unit == nil ? gramReadings(of: text) : [])
        }
    }

    /// The readings of `text` with a trailing 9 taken as g. A 9 right after the decimal separator ("4,9") is
    /// left alone: the digits before it would end in a bare comma, which labels never print.
    private static func gramReadings(of text: String) -> [Double] {
        guard text.count >= 2, text.last == "9" else { return [] }
        let body = text.dropLast()
        if let separator = body.firstIndex(where: { $0 == "," || $0 == "." }) {
            guard body.index(after: separator) < body.endIndex else { return [] }
            return Double(body.replacingOccurrences(of: ",", with: ".")).map { [$0] } ?? []
        }
        guard let whole = Double(body) else { return [] }
        // "759": the comma of "7,5 g" can be lost with the g, leaving one decimal glued to the whole grams.
        return body.count >= 2 ? [whole, whole / 10] : [whole]
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
