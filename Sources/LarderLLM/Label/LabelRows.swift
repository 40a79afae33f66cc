import LarderCore

/// The numbers found on each nutrient row of a label, column by column, before a column is chosen.
struct LabelRows: Sendable {
    private var kilojoules: [Double] = []
    private var kilocalories: [Double] = []
    private var grams: [LabelNutrient: [Double]] = [:]

    /// Records one row's numbers; a nutrient's first row wins, so a repeated word further down (an
    /// ingredient list saying "Salz") cannot overwrite it.
    mutating func add(_ nutrient: LabelNutrient, _ quantities: [LabelQuantity], line: String) {
        guard nutrient == .energy else {
            guard grams[nutrient] == nil, !quantities.isEmpty else { return }
            grams[nutrient] = quantities.map { quantity in
                // Sodium is often printed in mg; everything is kept in grams until the end.
                quantity.unit == .milligrams ? quantity.value / 1000 : Self.repairedGrams(quantity)
            }
            return
        }
        addEnergy(quantities, line: line)
    }

    /// No nutrient reaches 100 g in a column: "759" with no unit is "7,5 g" whose comma OCR lost and whose g it
    /// read as 9.
    private static func repairedGrams(_ quantity: LabelQuantity) -> Double {
        let value = quantity.value
        guard quantity.unit == nil, value >= 100, value == value.rounded(), Int(value) % 10 == 9 else { return value }
        return (value - 9) / 100
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

    /// The chosen column per 100 g: kcal from kJ when only kJ is printed, sodium from salt when only salt is.
    func nutrition(columns: LabelColumns) -> Nutrition {
        func value(_ nutrient: LabelNutrient) -> Double? { grams[nutrient].flatMap(columns.value(of:)) }
        let sodiumGrams = value(.sodium) ?? value(.salt).map { $0 * 0.4 }
        return Nutrition(
            kcal: columns.value(of: kilocalories) ?? kilojoules(columns: columns).map { $0 / 4.184 },
            protein: value(.protein), carbohydrates: value(.carbohydrate), fat: value(.fat),
            saturatedFat: value(.saturates), sugar: value(.sugars), fibre: value(.fibre),
            sodiumMg: sodiumGrams.map { $0 * 1000 }
        )
    }
}
