import Foundation
import Hummingbird
import LarderCore
import LarderStore

/// The request bodies of the shopping-list and recipe APIs, read strictly: a body that is not the JSON object
/// described is a 400 naming what to send.
enum ShoppingRequests {
    struct CreateList: Decodable {
        var name: String?
    }

    struct FromRecipes: Decodable {
        var name: String?
        var recipeIds: [String]
        var weekStartDate: String?
    }

    struct UpdateList: Decodable {
        var name: String
    }

    struct AddItem: Decodable {
        var ingredientId: String?
        var customName: String?
        var quantity: Double?
        var unit: String?
        var notes: String?
        /// Larder's own: a category by its key, e.g. `milk_products`, to move the item to.
        var category: String?
    }

    struct UpdateItem: Decodable {
        var quantity: Double?
        var unit: String?
        var notes: String?
        var checked: Bool?
        var category: String?
    }

    struct NewRecipe: Decodable {
        var name: String
        var text: String
    }

    struct UpdateRecipe: Decodable {
        var name: String?
        var text: String?
    }

    /// The body as `Body`. A missing body is refused unless `optional` (creating a list needs none): a change
    /// with nothing in it is a client's mistake worth saying. `null` for an optional field is the field left out.
    static func read<Body: Decodable>(
        _ type: Body.Type, from request: Request, what: String, optional: Bool = false
    ) async throws -> Body {
        let buffer = try await request.body.collect(upTo: 256 * 1024)
        guard buffer.readableBytes > 0 || optional else { throw APIError(.badRequest, "send a JSON object: \(what)") }
        let data = buffer.readableBytes == 0 ? Data("{}".utf8) : Data(buffer: buffer)
        do {
            return try JSONDecoder().decode(Body.self, from: data)
        } catch {
            throw APIError(.badRequest, "send a JSON object: \(what)")
        }
    }

    /// Characters of a pasted list or a recipe's ingredients: a long recipe, not a book.
    static let pastedTextLimit = 20_000

    /// A name or text field: trimmed, not empty, at most `limit` characters.
    static func text(_ value: String, named name: String, limit: Int = ShoppingItemLimits.name) throws -> String {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= limit else {
            throw APIError(.badRequest, "\(name) must have 1 to \(limit) characters")
        }
        return trimmed
    }

    /// A quantity within ``ShoppingItemLimits/quantity``.
    static func quantity(_ value: Double?) throws -> Double? {
        guard let value else { return nil }
        let range = ShoppingItemLimits.quantity
        guard value.isFinite, range.contains(value) else {
            throw APIError(
                .badRequest, "quantity must be a number from \(Int(range.lowerBound)) to \(Int(range.upperBound))")
        }
        return value
    }

    /// An item's unit, at most ``ShoppingItemLimits/unit`` characters.
    static func unit(_ value: String) throws -> String {
        try text(value, named: "unit", limit: ShoppingItemLimits.unit)
    }

    /// An item's notes, at most ``ShoppingItemLimits/notes`` characters.
    static func notes(_ value: String) throws -> String {
        try text(value, named: "notes", limit: ShoppingItemLimits.notes)
    }

    static func category(_ value: String?) throws -> ShoppingCategory? {
        guard let value else { return nil }
        guard let category = ShoppingCategory(rawValue: value) else {
            let keys = ShoppingCategory.allCases.map(\.rawValue).joined(separator: ", ")
            throw APIError(.badRequest, "category must be one of: \(keys)")
        }
        return category
    }
}
