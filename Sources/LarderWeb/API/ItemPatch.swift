import Foundation
import LarderCore
import LarderStore

/// `PATCH /api/v1/items/{id}`: any of `name`, `grams`, `price`, `category`, `foodId`; nothing else.
struct ItemPatch {
    var name: String?
    var grams: Double?
    var priceCents: Int?
    var category: FoodCategory?
    var foodId: Int64?

    private static let fields: Set<String> = ["name", "grams", "price", "category", "foodId"]

    init(name: String? = nil, grams: Double? = nil, priceCents: Int? = nil, category: FoodCategory? = nil, foodId: Int64? = nil) {
        self.name = name
        self.grams = grams
        self.priceCents = priceCents
        self.category = category
        self.foodId = foodId
    }

    /// A patch read from a JSON body.
    /// - Throws: ``APIError`` 400 naming what is wrong with the body.
    init(json: Data) throws {
        self.init()
        guard let object = try? JSONDecoder().decode([String: JSONField].self, from: json) else {
            throw APIError(.badRequest, "send a JSON object with any of name, grams, price, category, foodId")
        }
        let unknown = Set(object.keys).subtracting(Self.fields)
        guard unknown.isEmpty else {
            throw APIError(.badRequest, "unknown fields: \(unknown.sorted().joined(separator: ", "))")
        }
        guard !object.isEmpty else { throw APIError(.badRequest, "the body changes nothing; give at least one field") }
        if let value = object["name"] {
            guard case .text(let text) = value, case let name = text.trimmingCharacters(in: .whitespacesAndNewlines),
                !name.isEmpty,
                name.count <= 200
            else { throw APIError(.badRequest, "name must be text of 1 to 200 characters") }
            self.name = name
        }
        if let value = object["grams"] {
            guard case .number(let grams) = value, grams >= 0, grams <= 1_000_000 else {
                throw APIError(.badRequest, "grams must be a number from 0 to 1000000")
            }
            self.grams = grams
        }
        if let value = object["price"] {
            guard case .number(let price) = value, abs(price) <= 100_000 else {
                throw APIError(.badRequest, "price must be a number from -100000 to 100000")
            }
            priceCents = Money.cents(fromAmount: price)
        }
        if let value = object["category"] {
            guard case .text(let text) = value, let category = FoodCategory(rawValue: text) else {
                let names = FoodCategory.allCases.map(\.rawValue).joined(separator: ", ")
                throw APIError(.badRequest, "category must be one of: \(names)")
            }
            self.category = category
        }
        if let value = object["foodId"] {
            guard case .number(let number) = value, let id = Int64(exactly: number), id > 0
            else { throw APIError(.badRequest, "foodId must be a food's id, a whole number from 1") }
            foodId = id
        }
    }

    /// Changes the item in one go per kind of change, and returns it as stored.
    func apply(to itemId: Int64, in database: LarderDatabase) throws -> ItemJSON {
        guard let item = try database.item(id: itemId) else { throw APIError(.notFound, "no item \(itemId)") }
        if let foodId, try database.food(id: foodId) == nil {
            throw APIError(.badRequest, "no food \(foodId); GET /api/v1/foods?q= finds one")
        }
        let edit = TripEdit(
            items: [.init(itemId: itemId, name: name, grams: grams, priceCents: priceCents, category: category)])
        if !edit.isEmpty { try database.edit(tripId: item.groceryTripId, edit) }
        if let foodId { try database.link(itemId: itemId, toFood: foodId) }
        guard let stored = try database.item(id: itemId) else { throw APIError(.notFound, "no item \(itemId)") }
        return ItemJSON(stored)
    }
}

/// One value of a JSON object, as much as a patch needs to tell apart.
enum JSONField: Decodable {
    case text(String)
    case number(Double)
    case other

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // A Bool is tried first: JSON's true must not read as the number 1.
        if (try? container.decode(Bool.self)) != nil {
            self = .other
        } else if let number = try? container.decode(Double.self), number.isFinite {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .text(text)
        } else {
            self = .other
        }
    }
}
