import Foundation
import LarderCore

/// The food bank Larder ships with: common groceries with USDA SR28 nutrition per 100 g and their German and
/// English aliases, generated into `Resources/food-bank-seed.json` by `Tools/food-bank/build_seed.py` and compiled into the binary.
struct FoodBankSeed: Decodable, Sendable {
    struct SeedFood: Decodable, Sendable {
        var name: String
        var category: FoodCategory
        /// `usda_sr28:<NDB number>`.
        var source: String
        var nutrition: Nutrition
        var aliases: [SeedAlias]
    }

    struct SeedAlias: Decodable, Sendable {
        var text: String
        /// "de" or "en".
        var language: String
    }

    var version: Int
    var foods: [SeedFood]

    /// Decodes the seed compiled into this module.
    /// - Throws: `DecodingError` if the generated file is malformed, which the generator's validation prevents.
    static func bundled() throws -> FoodBankSeed {
        try JSONDecoder().decode(FoodBankSeed.self, from: Data(PackageResources.food_bank_seed_json))
    }
}
