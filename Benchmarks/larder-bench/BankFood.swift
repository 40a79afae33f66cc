import GRDB
import LarderCore
import LarderStore

/// A food of the bank as the history generator uses it: its id, English name and category, and the words a
/// receipt prints for it in each language.
struct BankFood {
    let id: Int64
    let name: String
    let category: FoodCategory
    /// German aliases, and the product names added by hand, which carry no language.
    let germanWords: [String]
    /// The name and the English aliases.
    let englishWords: [String]

    /// Every food, in id order (the seed first).
    static func all(in database: LarderDatabase) throws -> [BankFood] {
        let aliases = try database.writer.read { db in try FoodAliasRecord.order(Column("id")).fetchAll(db) }
        let byFood = Dictionary(grouping: aliases, by: \.foodId)
        return try database.foods().compactMap { food in
            guard let id = food.id else { return nil }
            let words = (byFood[id] ?? []).filter { $0.alias != food.name }
            return BankFood(
                id: id, name: food.name, category: food.category,
                germanWords: words.filter { $0.language != "en" }.map(\.alias),
                englishWords: [food.name] + words.filter { $0.language == "en" }.map(\.alias))
        }
    }
}
