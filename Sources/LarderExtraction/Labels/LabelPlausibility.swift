import Foundation
import LarderCore

/// Checks that a label's numbers add up, so a misread digit is flagged for review instead of trusted.
public enum LabelPlausibility {
    /// How far printed energy may stray from energy computed from the macronutrients: labels round each value
    /// and the law allows tolerances, so 15% is normal.
    static let energyTolerance = 0.15
    /// Below this many kcal the percentage means little (a drink of 4 kcal against 6 computed).
    static let energyFloorKcal = 10.0

    /// Why the values are implausible; empty when they add up.
    /// - Parameters:
    ///   - nutrition: Per 100 g.
    ///   - kilojoules: The printed kJ per 100 g, when printed, to check against kcal.
    public static func reasons(_ nutrition: Nutrition, kilojoules: Double?) -> [String] {
        var reasons: [String] = []
        if let kcal = nutrition.kcal, let protein = nutrition.protein, let carbohydrates = nutrition.carbohydrates,
            let fat = nutrition.fat
        {
            // EU factors: 4 kcal/g protein and carbohydrate, 9 fat, and 2 for fibre, which labels count too.
            let computed = 4 * protein + 4 * carbohydrates + 9 * fat + 2 * (nutrition.fibre ?? 0)
            if abs(kcal - computed) > max(energyTolerance * max(kcal, computed), energyFloorKcal) {
                reasons.append(
                    "energy \(format(kcal)) kcal does not fit 4/4/9 of the macronutrients (\(format(computed)) kcal)"
                )
            }
        }
        if let kcal = nutrition.kcal, let kilojoules, abs(kilojoules / 4.184 - kcal) > max(0.05 * kcal, 2) {
            reasons.append("\(format(kilojoules)) kJ is not \(format(kcal)) kcal")
        }
        if let sugar = nutrition.sugar, let carbohydrates = nutrition.carbohydrates, sugar > carbohydrates + 0.05 {
            reasons.append("sugars \(format(sugar)) g above carbohydrate \(format(carbohydrates)) g")
        }
        if let saturates = nutrition.saturatedFat, let fat = nutrition.fat, saturates > fat + 0.05 {
            reasons.append("saturates \(format(saturates)) g above fat \(format(fat)) g")
        }
        let grams = [nutrition.protein, nutrition.carbohydrates, nutrition.fat, nutrition.fibre].compactMap { $0 }
        if grams.reduce(0, +) > 100.5 {
            reasons.append("protein, carbohydrate, fat and fibre add up to more than 100 g per 100 g")
        }
        return reasons
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
