import Foundation
import LarderCore

/// Which column of a nutrition table holds the per-100 values, and the portion size for scaling when none does.
struct LabelColumns: Sendable, Hashable {
    /// The basis the stored values will have.
    var basis: NutritionLabel.Basis
    /// Which of a row's numbers to take: 0 for the first column.
    var column: Int
    var portionGrams: Double?

    private static let per100 = try? NSRegularExpression(pattern: #"100\s*(g|ml)\b"#)
    private static let portionWords = ["portion", "serving", "stück", "riegel", "scheibe"]
    private static let portionSize = try? NSRegularExpression(
        pattern: #"(?:portion\w*|serving(?: size)?|stück|riegel|scheibe)[^\d\n]{0,20}?(\d+(?:[.,]\d+)?)\s*(g|ml)\b"#
    )
    private static let perPortionSize = try? NSRegularExpression(
        pattern: #"(?:per|pro|je)\s+(\d+(?:[.,]\d+)?)\s*(g|ml)\s+(?:portion|serving)"#
    )

    /// Reads the header (the lines above the first nutrient row) and the portion size anywhere on the label.
    /// - Parameters:
    ///   - header: The lines before the table, lowercased.
    ///   - text: The whole label, lowercased.
    init(header: [String], text: String) {
        portionGrams = Self.firstNumber(of: Self.portionSize, in: text)
            ?? Self.firstNumber(of: Self.perPortionSize, in: text)
        let joined = header.joined(separator: "\n")
        let per100Match = Self.per100?.firstMatch(in: joined, range: NSRange(joined.startIndex..., in: joined))
        let portionAt = Self.portionWords.compactMap { joined.range(of: $0)?.lowerBound }.min()
        guard let per100Match, let per100Range = Range(per100Match.range, in: joined) else {
            // No per-100 column: values are per portion when the label says how big one is.
            basis = portionGrams == nil ? .per100g : .perPortion
            column = 0
            return
        }
        basis = joined[per100Range].hasSuffix("ml") ? .per100ml : .per100g
        column = portionAt.map { $0 < per100Range.lowerBound ? 1 : 0 } ?? 0
    }

    /// The value a row's numbers give for this basis, per 100 g or ml.
    func value(of numbers: [Double]) -> Double? {
        readings(of: numbers.map { [$0] })?.first
    }

    /// This basis's column of a row whose every number may have several readings, each per 100 g or ml.
    func readings(of row: [[Double]]) -> [Double]? {
        guard column < row.count else { return nil }
        if basis == .perPortion, let portionGrams, portionGrams > 0 { return row[column].map { $0 * 100 / portionGrams } }
        return row[column]
    }

    private static func firstNumber(of pattern: NSRegularExpression?, in text: String) -> Double? {
        guard let match = pattern?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(match.range(at: 1), in: text)
        else { return nil }
        return Double(text[range].replacingOccurrences(of: ",", with: "."))
    }
}
