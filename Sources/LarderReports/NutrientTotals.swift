import LarderCore

/// Amounts of energy and nutrients: grams, except kcal and sodium (milligrams).
public struct NutrientTotals: Sendable, Hashable, Codable {
    public var kcal: Double = 0
    public var protein: Double = 0
    public var carbohydrates: Double = 0
    public var fat: Double = 0
    public var saturatedFat: Double = 0
    public var sugar: Double = 0
    public var fibre: Double = 0
    public var sodiumMg: Double = 0

    public init() {}

    /// Adds `grams` of a food with `nutrition` per 100 g; unknown values add nothing.
    public mutating func add(grams: Double, of nutrition: Nutrition) {
        let share = grams / 100
        kcal += (nutrition.kcal ?? 0) * share
        protein += (nutrition.protein ?? 0) * share
        carbohydrates += (nutrition.carbohydrates ?? 0) * share
        fat += (nutrition.fat ?? 0) * share
        saturatedFat += (nutrition.saturatedFat ?? 0) * share
        sugar += (nutrition.sugar ?? 0) * share
        fibre += (nutrition.fibre ?? 0) * share
        sodiumMg += (nutrition.sodiumMg ?? 0) * share
    }

    /// Every amount divided by `divisor` (per day, per person-day).
    public func divided(by divisor: Double) -> NutrientTotals {
        guard divisor > 0 else { return self }
        var result = NutrientTotals()
        result.kcal = kcal / divisor
        result.protein = protein / divisor
        result.carbohydrates = carbohydrates / divisor
        result.fat = fat / divisor
        result.saturatedFat = saturatedFat / divisor
        result.sugar = sugar / divisor
        result.fibre = fibre / divisor
        result.sodiumMg = sodiumMg / divisor
        return result
    }
}

/// Shares of energy from protein, carbohydrates and fat at 4, 4 and 9 kcal per gram, in percent.
public struct MacroSplit: Sendable, Hashable, Codable {
    public var proteinPercent: Double
    public var carbohydratesPercent: Double
    public var fatPercent: Double

    /// All zero when the totals hold no macros at all.
    public init(_ totals: NutrientTotals) {
        let protein = totals.protein * 4
        let carbohydrates = totals.carbohydrates * 4
        let fat = totals.fat * 9
        let sum = protein + carbohydrates + fat
        guard sum > 0 else {
            proteinPercent = 0
            carbohydratesPercent = 0
            fatPercent = 0
            return
        }
        proteinPercent = protein / sum * 100
        carbohydratesPercent = carbohydrates / sum * 100
        fatPercent = fat / sum * 100
    }
}
