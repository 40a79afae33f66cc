import Foundation
import LarderCore

/// A food with its aliases as it travels in and out of the food bank: `larder foods export` and `import`.
public struct ExchangedFood: Sendable, Hashable, Codable {
    public var food: Food
    public var aliases: [String]

    public init(food: Food, aliases: [String]) {
        self.food = food
        self.aliases = aliases
    }
}

/// The CSV form of the food bank: one food a line, nutrition per 100 g, aliases joined with `|`.
public enum FoodBankCSV {
    /// The header line, also the column order.
    public static let columns = [
        "name", "category", "source", "barcode", "kcal", "protein", "carbohydrates", "sugar", "fat", "saturatedFat",
        "fibre", "sodiumMg", "aliases",
    ]

    /// The CSV text of the foods, header first, RFC 4180 quoting.
    public static func text(of foods: [ExchangedFood]) -> String {
        let lines = foods.map { exchanged -> String in
            let food = exchanged.food
            let values = food.nutrition.csvValues.map { $0.map { "\($0)" } ?? "" }
            let fields = [food.name, food.category.rawValue, food.source, food.barcode ?? ""] + values
                + [exchanged.aliases.joined(separator: "|")]
            return fields.map(quoted).joined(separator: ",")
        }
        return ([columns.joined(separator: ",")] + lines).joined(separator: "\n") + "\n"
    }

    /// The foods in CSV text with the header line first; columns may come in any order, and only `name` is required.
    /// - Throws: ``StoreError`` naming the line when a row is malformed.
    public static func foods(in text: String) throws -> [ExchangedFood] {
        var rows = CSVRows.parse(text)
        guard !rows.isEmpty else { return [] }
        let header = rows.removeFirst()
        guard let nameIndex = header.firstIndex(of: "name") else {
            throw StoreError(.conflict, message: "the CSV has no 'name' column; export one with `larder foods export`")
        }
        return try rows.enumerated().compactMap { offset, row in
            guard row.contains(where: { !$0.isEmpty }) else { return nil }
            func field(_ column: String) -> String? {
                guard let index = header.firstIndex(of: column), index < row.count else { return nil }
                return row[index].isEmpty ? nil : row[index]
            }
            func number(_ column: String) throws -> Double? {
                guard let text = field(column) else { return nil }
                guard let value = Double(text) else {
                    throw StoreError(.conflict, message: "line \(offset + 2): '\(text)' in \(column) is not a number")
                }
                return value
            }
            guard nameIndex < row.count, !row[nameIndex].isEmpty else {
                throw StoreError(.conflict, message: "line \(offset + 2) has no name")
            }
            let nutrition = Nutrition(
                kcal: try number("kcal"), protein: try number("protein"), carbohydrates: try number("carbohydrates"),
                fat: try number("fat"), saturatedFat: try number("saturatedFat"), sugar: try number("sugar"),
                fibre: try number("fibre"), sodiumMg: try number("sodiumMg")
            )
            let food = Food(
                name: row[nameIndex], category: field("category").flatMap(FoodCategory.init(rawValue:)) ?? .other,
                nutrition: nutrition, source: field("source") ?? "import", barcode: field("barcode")
            )
            let aliases = field("aliases")?.split(separator: "|").map(String.init) ?? []
            return ExchangedFood(food: food, aliases: aliases)
        }
    }

    private static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

extension Nutrition {
    /// The values in ``FoodBankCSV/columns`` order.
    var csvValues: [Double?] { [kcal, protein, carbohydrates, sugar, fat, saturatedFat, fibre, sodiumMg] }
}
