import LarderCore

/// The numbers found on each nutrient row of a label, column by column, before a column is chosen.
struct LabelRows: Sendable {
    private var kilojoules: [Double] = []
    private var kilocalories: [Double] = []
    /// Per nutrient, per column, the readings of its number, the likeliest first.
    private var grams: [LabelNutrient: [[Double]]] = [:]

    /// Records one row's numbers; a nutrient's first row wins, so a repeated word further down (an
    /// ingredient list saying "Salz") cannot overwrite it.
    mutating func add(_ nutrient: LabelNutrient, _ quantities: [LabelQuantity], line: String) {
        guard nutrient == .energy else {
            guard grams[nutrient] == nil, !quantities.isEmpty else { return }
            grams[nutrient] = quantities.map { quantity in
                // Sodium is often printed in mg; everything is kept in grams until the end.
                quantity.unit == .milligrams ? [quantity.value / 1000] : Self.readings(quantity)
            }
            return
        }
        addEnergy(quantities, line: line)
    }

    /// The number as read and with a trailing 9 taken as g, the likeliest first, when no arithmetic tells them
    /// apart: no nutrient reaches 100 g, so "759" is "7,5 g" whose comma OCR lost and whose g it read as 9; and
    /// nutrients are printed with one decimal and a unit, so the 9 of a unit-less "4,59" is the g. Otherwise the
    /// number as read comes first.
    private static func readings(_ quantity: LabelQuantity) -> [Double] {
        let asRead = quantity.value
        let alternatives = quantity.gramReadings.filter { $0 <= 100 }
        if asRead > 100 { return alternatives.isEmpty ? [asRead] : alternatives.reversed() }
        // Only a number with two or more decimals has a decimal reading without its 9.
        if asRead != asRead.rounded() { return alternatives + [asRead] }
        return [asRead] + alternatives
    }

    /// Energy comes as "1580 kJ / 375 kcal" per column, or "(kJ/kcal) 1580/375", or in separate lines.
    private mutating func addEnergy(_ quantities: [LabelQuantity], line: String) {
        let hasUnits = quantities.contains { $0.unit == .kilojoules || $0.unit == .kilocalories }
        if hasUnits {
            kilojoules += quantities.filter { $0.unit == .kilojoules }.map(\.value)
            kilocalories += quantities.filter { $0.unit == .kilocalories }.map(\.value)
            return
        }
        let values = quantities.filter { $0.unit == nil }.map(\.value)
        switch (line.contains("kj"), line.contains("kcal")) {
        case (true, true):
            kilojoules += values.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
            kilocalories += values.enumerated().filter { !$0.offset.isMultiple(of: 2) }.map(\.element)
        case (true, false):
            kilojoules += values
        default:
            kilocalories += values
        }
    }

    /// The chosen column's kJ value, per 100 g, for checking it against kcal.
    func kilojoules(columns: LabelColumns) -> Double? {
        columns.value(of: kilojoules)
    }

    /// The chosen column per 100 g: kcal from kJ when only kJ is printed, sodium from salt when only salt is. Where
    /// a number has several readings, the label's arithmetic chooses (``LabelReadingChoice``).
    func nutrition(columns: LabelColumns) -> Nutrition {
        let kcal = columns.value(of: kilocalories) ?? kilojoules(columns: columns).map { $0 / 4.184 }
        let readings = grams.compactMapValues { columns.readings(of: $0) }.filter { !$0.value.isEmpty }
        return LabelReadingChoice.best(readings, kcal: kcal, kilojoules: kilojoules(columns: columns))
    }
}
