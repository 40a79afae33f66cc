import Crypto
import Foundation
import Hummingbird
import LarderCore
import LarderStore

/// The shopping-list API's answers, field for field as seed 002 writes them.
struct ShoppingListSummaryJSON: ResponseEncodable {
    var id: String
    var name: String
    var totalItems: Int
    var checkedItems: Int
    var createdAt: String
    var updatedAt: String
    var completedAt: OrNull<String>

    init(_ summary: ShoppingListSummary) {
        id = summary.id
        name = summary.name
        totalItems = summary.totalItems
        checkedItems = summary.checkedItems
        createdAt = UTCDateTime(summary.createdAt).iso8601
        updatedAt = UTCDateTime(summary.updatedAt).iso8601
        completedAt = OrNull(summary.completedAt.map { UTCDateTime($0).iso8601 })
    }
}

struct ShoppingListJSON: ResponseEncodable {
    var id: String
    var name: String
    var weekStartDate: OrNull<String>
    var items: [ShoppingItemJSON]
    var recipes: [ReferenceJSON]
    var totalItems: Int
    var checkedItems: Int
    var createdAt: String
    var updatedAt: String
    var completedAt: OrNull<String>

    init(_ list: ShoppingList) {
        let summary = ShoppingListSummaryJSON(list.summary)
        id = summary.id
        name = summary.name
        weekStartDate = OrNull(list.weekStartDate)
        items = list.items.map(ShoppingItemJSON.init)
        recipes = list.recipes.map { ReferenceJSON(id: $0.id, name: $0.name) }
        totalItems = summary.totalItems
        checkedItems = summary.checkedItems
        createdAt = summary.createdAt
        updatedAt = summary.updatedAt
        completedAt = summary.completedAt
    }
}

struct ReferenceJSON: Encodable, Sendable {
    var id: String
    var name: String
}

struct CategoryJSON: Encodable, Sendable {
    var id: String
    var name: String
    var emoji: String
    var displayOrder: Int

    init(_ category: ShoppingCategory) {
        // A fixed UUID per category, as the API gives every id as one.
        let digest = Array(SHA256.hash(data: Data("larder-shopping-category:\(category.rawValue)".utf8)))
        let hex = digest.prefix(16).map { String(format: "%02x", $0) }.joined()
        let parts = [hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4),
            hex.dropFirst(16).prefix(4), hex.dropFirst(20).prefix(12)]
        id = parts.joined(separator: "-")
        name = category.title
        emoji = category.emoji
        displayOrder = category.defaultOrder
    }
}

struct SourceJSON: Encodable, Sendable {
    var recipeId: String
    var recipeName: String
    var quantity: OrNull<Double>
    var unit: OrNull<String>
}

struct ShoppingItemJSON: ResponseEncodable {
    var id: String
    var ingredient: OrNull<ReferenceJSON>
    var category: CategoryJSON
    var customName: OrNull<String>
    var quantity: OrNull<Double>
    var unit: OrNull<String>
    var displayQuantity: String
    var checked: Bool
    var notes: OrNull<String>
    var isCustom: Bool
    var sources: [SourceJSON]
    /// The trip whose receipt checked it (Larder's own field).
    var checkedByTripId: OrNull<Int64>
    var createdAt: String

    init(_ item: ShoppingListItem) {
        id = item.id
        ingredient = OrNull(item.ingredient.map { ReferenceJSON(id: $0.id, name: $0.name) })
        category = CategoryJSON(item.category)
        customName = OrNull(item.customName)
        quantity = OrNull(item.quantity)
        unit = OrNull(item.unit)
        displayQuantity = item.displayQuantity
        checked = item.checked
        notes = OrNull(item.notes)
        isCustom = item.isCustom
        sources = item.sources.map {
            SourceJSON(recipeId: $0.recipeId, recipeName: $0.recipeName, quantity: OrNull($0.quantity), unit: OrNull($0.unit))
        }
        checkedByTripId = OrNull(item.checkedByTripId)
        createdAt = UTCDateTime(item.createdAt).iso8601
    }
}

struct RecipeJSON: ResponseEncodable {
    var id: String
    var name: String
    var text: String
    var ingredients: [IngredientJSON]
    var createdAt: String
    var updatedAt: String

    init(_ recipe: Recipe) {
        id = recipe.id
        name = recipe.name
        text = recipe.text
        ingredients = recipe.ingredients.map(IngredientJSON.init)
        createdAt = UTCDateTime(recipe.createdAt).iso8601
        updatedAt = UTCDateTime(recipe.updatedAt).iso8601
    }
}

struct IngredientJSON: Encodable, Sendable {
    var text: String
    var name: String
    var quantity: OrNull<Double>
    var unit: OrNull<String>
    var grams: OrNull<Double>
    var category: OrNull<String>

    init(_ ingredient: RecipeIngredient) {
        text = ingredient.text
        name = ingredient.name
        quantity = OrNull(ingredient.quantity)
        unit = OrNull(ingredient.unit)
        grams = OrNull(ingredient.grams)
        category = OrNull(ingredient.category?.rawValue)
    }
}

struct IdJSON: ResponseEncodable {
    var id: String
}

struct CheckedJSON: ResponseEncodable {
    var checked: Bool
}
