import Foundation
import LarderCore

/// Reads a nutrition label's OCR text, German or English, into values per 100 g, offline and without a model.
///
/// Finds the nutrient rows by their wording (`Brennwert`/`Energy`, `Fett`/`Fat`, `davon gesättigte
/// Fettsäuren`/`of which saturates`, ...), takes the per-100 column when there is one and otherwise scales
/// the per-portion column by the printed portion size, turns salt into sodium (mg = g × 400), and checks
/// that the numbers add up (see ``LabelPlausibility``).
public struct NutritionLabelReader: Sendable {
    public init() {}

    /// The label the text shows.
    /// - Parameter text: OCR text of the label, lines as printed.
    /// - Throws: ``ExtractionError`` with `emptyInput` when no nutrient row with a number is found.
    public func read(_ text: String) throws -> NutritionLabel {
        let lines = text.lowercased().split(whereSeparator: \.isNewline).map(String.init)
        let firstRow = lines.firstIndex { line in
            LabelNutrient.named(in: line) != nil && LabelQuantity.all(in: line).contains { $0.unit != .percent }
        }
        guard let firstRow else {
            throw ExtractionError(
                .emptyInput, backend: "offline",
                message: "no nutrition table found; photograph the table with its Fett/Fat and Eiweiß/Protein rows"
            )
        }
        let columns = LabelColumns(header: Array(lines[..<firstRow]), text: text.lowercased())
        var rows = LabelRows()
        var previous: LabelNutrient?
        for line in lines[firstRow...] {
            let nutrient = LabelNutrient.named(in: line)
            let readable = nutrient == nil || nutrient == .energy ? line : LabelOCRSlips.corrected(line)
            let quantities = LabelQuantity.all(in: readable).filter { $0.unit != .percent }
            if let nutrient {
                rows.add(nutrient, quantities, line: line)
                previous = nutrient
            } else if previous == .energy, quantities.contains(where: { $0.unit == .kilocalories }) {
                // Energy printed on two lines: kJ on the keyword's line, kcal on the next.
                rows.add(.energy, quantities, line: line)
            }
        }
        let nutrition = rows.nutrition(columns: columns)
        return NutritionLabel(
            productName: ProductNameFinder.name(in: text.split(whereSeparator: \.isNewline).prefix(firstRow)),
            nutrition: nutrition, basis: columns.basis, portionGrams: columns.portionGrams,
            reviewReasons: LabelPlausibility.reasons(nutrition, kilojoules: rows.kilojoules(columns: columns))
        )
    }
}
