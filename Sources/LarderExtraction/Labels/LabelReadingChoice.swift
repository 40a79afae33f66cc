import LarderCore

/// Chooses between the readings of a label's numbers ("629" as 62 g or 6,2 g, "29" as 29 g or 2 g) with the
/// label's own arithmetic: energy near 4·carbohydrate + 4·protein + 9·fat, kJ near 4.184·kcal, sugars within
/// carbohydrate, saturates within fat, and no more than 100 g of nutrients in 100 g.
enum LabelReadingChoice {
    /// Beyond this many combinations the likeliest readings are kept untried; a label has a few doubtful
    /// numbers, so this is never reached by a real one.
    static let maxCombinations = 4096

    /// The nutrition whose readings break the fewest of ``LabelPlausibility``'s rules; of those equally good,
    /// the one departing least from each number's likeliest reading (the first).
    /// - Parameters:
    ///   - readings: Per nutrient, its readings per 100 g, the likeliest first.
    ///   - kcal: Energy per 100 g.
    ///   - kilojoules: The printed kJ per 100 g, when printed.
    static func best(_ readings: [LabelNutrient: [Double]], kcal: Double?, kilojoules: Double?) -> Nutrition {
        let doubtful = readings.filter { $0.value.count > 1 }.keys.sorted { "\($0)" < "\($1)" }
        let combinations = doubtful.reduce(1) { $0 * (readings[$1]?.count ?? 1) }
        var choice = readings.compactMapValues(\.first)
        guard !doubtful.isEmpty, combinations <= maxCombinations else { return nutrition(choice, kcal: kcal) }
        var best: (broken: Int, departures: Int, choice: [LabelNutrient: Double])?
        for number in 0..<combinations {
            var rest = number
            var departures = 0
            for nutrient in doubtful {
                let options = readings[nutrient] ?? []
                let index = rest % options.count
                rest /= options.count
                choice[nutrient] = options[index]
                departures += index == 0 ? 0 : 1
            }
            let broken = LabelPlausibility.reasons(nutrition(choice, kcal: kcal), kilojoules: kilojoules).count
            if best.map({ (broken, departures) < ($0.broken, $0.departures) }) ?? true {
                best = (broken, departures, choice)
            }
        }
        return nutrition(best?.choice ?? choice, kcal: kcal)
    }

    private static func nutrition(_ grams: [LabelNutrient: Double], kcal: Double?) -> Nutrition {
        let sodiumGrams = grams[.sodium] ?? grams[.salt].map { $0 * 0.4 }
        return Nutrition(
            kcal: kcal, protein: grams[.protein], carbohydrates: grams[.carbohydrate], fat: grams[.fat],
            saturatedFat: grams[.saturates], sugar: grams[.sugars], fibre: grams[.fibre],
            sodiumMg: sodiumGrams.map { $0 * 1000 }
        )
    }
}
