import LarderCore
import LarderStore

/// The foods a household adds over the years, from labels and by hand: branded products of the seed's foods,
/// their nutrition a little off the seed's, each with the German product name a receipt prints as its alias.
/// Added one at a time with `addFood`, as the web app's form and `larder foods add` add them.
enum GeneratedFoods {
    static let brands = [
        "Milsani", "Gut & Günstig", "ja!", "K-Classic", "REWE Bio", "Alnatura", "Weihenstephan", "Müller", "Barilla",
        "Dr. Oetker", "Kerrygold", "Bahlsen", "Iglo", "Frosta", "Knorr", "Tesco Finest", "Sainsbury's", "Lorenz",
        "Berchtesgadener Land", "dmBio",
    ]

    /// An English variant word and the German one a receipt prints.
    static let variants: [(english: String, german: String)] = [
        ("classic", "KLASSIK"), ("organic", "BIO"), ("light", "LEICHT"), ("family pack", "FAMILIENPACK"),
        ("mini", "MINI"), ("extra", "EXTRA"), ("original", "ORIGINAL"), ("regional", "REGIONAL"),
        ("value", "SPARPACK"), ("premium", "PREMIUM"),
    ]

    /// Adds `count` products of random seed foods.
    static func add(
        _ count: Int, basedOn seed: [BankFood], to database: LarderDatabase, random: inout SplitMix64
    ) throws {
        for _ in 0..<count {
            let base = seed[Int(random.next() % UInt64(seed.count))]
            guard let stored = try database.food(id: base.id) else { continue }
            let brand = brands[Int(random.next() % UInt64(brands.count))]
            let variant = variants[Int(random.next() % UInt64(variants.count))]
            let word = base.germanWords.first ?? base.name
            var nutrition = stored.nutrition
            for key in [\Nutrition.kcal, \.protein, \.carbohydrates, \.fat, \.saturatedFat, \.sugar, \.fibre, \.sodiumMg] {
                nutrition[keyPath: key] = nutrition[keyPath: key].map { $0 * (0.9 + Double(random.next() % 21) / 100) }
            }
            let food = Food(
                name: "\(brand) \(base.name) \(variant.english)", category: base.category, nutrition: nutrition,
                source: random.next() % 2 == 0 ? "label" : "user")
            try database.addFood(food, aliases: ["\(brand.uppercased()) \(word.uppercased()) \(variant.german)"])
        }
    }
}
