import Foundation
import GRDB
import LarderCore

extension LarderDatabase {
    /// Stores a recipe with the ingredients read from its text.
    @discardableResult
    public func addRecipe(name: String, text: String, ingredients: [RecipeIngredient], now: Date = Date()) throws
        -> Recipe
    {
        let id = UUID().uuidString.lowercased()
        try writer.write { db in
            try db.execute(
                sql: "INSERT INTO recipe (id, name, text, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)",
                arguments: [id, name, text, now.storedText, now.storedText])
            try Self.insertIngredients(ingredients, recipeId: id, db)
        }
        return Recipe(id: id, name: name, text: text, ingredients: ingredients, createdAt: now, updatedAt: now)
    }

    /// A new list of these recipes' ingredients: the same ingredient in the same unit summed (its recipes in
    /// `sources`), masses and volumes of one ingredient summed in grams. Named `name`, else after the week
    /// ("Meal Plan - Week of 2025-01-06", as seed 002 names it), else after the recipes.
    public func createShoppingList(
        fromRecipes recipes: [Recipe], name: String? = nil, weekStartDate: String? = nil, now: Date = Date()
    ) throws -> ShoppingList {
        let lines = IngredientAggregation.lines(
            of: recipes.map { IngredientAggregation.Recipe(id: $0.id, name: $0.name, ingredients: $0.ingredients) })
        let generated = weekStartDate.map { "Meal Plan - Week of \($0)" } ?? recipes.map(\.name).joined(separator: ", ")
        return try createShoppingList(
            name: name ?? String(generated.prefix(ShoppingItemLimits.name)), weekStartDate: weekStartDate, lines: lines,
            recipes: recipes.map { RecipeReference(id: $0.id, name: $0.name) }, now: now)
    }

    /// Recipes, newest first.
    public func recipes() throws -> [Recipe] {
        try writer.read { db in
            try String.fetchAll(db, sql: "SELECT id FROM recipe ORDER BY createdAt DESC, rowid DESC")
                .compactMap { try Self.recipe(db, id: $0) }
        }
    }

    public func recipe(id: String) throws -> Recipe? {
        try writer.read { db in try Self.recipe(db, id: id) }
    }

    /// Changes a recipe's name, or its text with the ingredients read from it.
    /// - Returns: The recipe as stored; `nil` when there is none with this id.
    public func updateRecipe(
        id: String, name: String?, text: (String, [RecipeIngredient])?, now: Date = Date()
    ) throws -> Recipe? {
        try writer.write { db in
            guard try Self.recipe(db, id: id) != nil else { return nil }
            if let name { try db.execute(sql: "UPDATE recipe SET name = ? WHERE id = ?", arguments: [name, id]) }
            if let (text, ingredients) = text {
                try db.execute(sql: "UPDATE recipe SET text = ? WHERE id = ?", arguments: [text, id])
                try db.execute(sql: "DELETE FROM recipeIngredient WHERE recipeId = ?", arguments: [id])
                try Self.insertIngredients(ingredients, recipeId: id, db)
            }
            try db.execute(sql: "UPDATE recipe SET updatedAt = ? WHERE id = ?", arguments: [now.storedText, id])
            return try Self.recipe(db, id: id)
        }
    }

    /// - Returns: Whether there was one to delete. Lists made from it keep its name in their sources.
    @discardableResult
    public func deleteRecipe(id: String) throws -> Bool {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM recipe WHERE id = ?", arguments: [id])
            return db.changesCount > 0
        }
    }

    private static func insertIngredients(_ ingredients: [RecipeIngredient], recipeId: String, _ db: Database) throws {
        for (position, ingredient) in ingredients.enumerated() {
            try db.execute(
                sql: """
                    INSERT INTO recipeIngredient (recipeId, position, text, name, quantity, unit, grams, category)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    recipeId, position, ingredient.text, ingredient.name, ingredient.quantity, ingredient.unit,
                    ingredient.grams, ingredient.category?.rawValue,
                ])
        }
    }

    static func recipe(_ db: Database, id: String) throws -> Recipe? {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM recipe WHERE id = ?", arguments: [id]) else {
            return nil
        }
        let ingredients = try Row.fetchAll(
            db, sql: "SELECT * FROM recipeIngredient WHERE recipeId = ? ORDER BY position", arguments: [id]
        ).map { row in
            RecipeIngredient(
                text: row["text"], name: row["name"], quantity: row["quantity"], unit: row["unit"],
                grams: row["grams"], category: (row["category"] as String?).flatMap(FoodCategory.init(rawValue:)))
        }
        return Recipe(
            id: row["id"], name: row["name"], text: row["text"], ingredients: ingredients,
            createdAt: Date(storedValue: row["createdAt"]) ?? Date(timeIntervalSince1970: 0),
            updatedAt: Date(storedValue: row["updatedAt"]) ?? Date(timeIntervalSince1970: 0))
    }
}
