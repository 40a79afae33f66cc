import GRDB

extension LarderDatabase {
    /// Recipes, their ingredients, and shopping lists with their items and where each came from. Ids are UUID
    /// strings, as the shopping-list API (seed 002) gives them.
    static func registerShoppingMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v9-shopping: recipes and shopping lists") { db in
            try db.create(table: "ingredient") { t in
                t.primaryKey("id", .text)
                t.column("name", .text).notNull().unique(onConflict: .ignore).collate(.nocase)
            }
            try db.create(table: "recipe") { t in
                t.primaryKey("id", .text)
                t.column("name", .text).notNull()
                t.column("text", .text).notNull()
                t.column("createdAt", .datetime).notNull()
                t.column("updatedAt", .datetime).notNull()
            }
            try db.create(table: "recipeIngredient") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("recipeId", .text).notNull().indexed().references("recipe", onDelete: .cascade)
                t.column("position", .integer).notNull()
                t.column("text", .text).notNull()
                t.column("name", .text).notNull()
                t.column("quantity", .double)
                t.column("unit", .text)
                t.column("grams", .double)
                t.column("category", .text)
            }
            try db.create(table: "shoppingList") { t in
                t.primaryKey("id", .text)
                t.column("name", .text).notNull()
                t.column("weekStartDate", .text)
                t.column("createdAt", .datetime).notNull()
                t.column("updatedAt", .datetime).notNull()
                t.column("completedAt", .datetime)
            }
            // The recipes a list was made from, by name too: a recipe deleted later still names its part.
            try db.create(table: "shoppingListRecipe") { t in
                t.column("listId", .text).notNull().references("shoppingList", onDelete: .cascade)
                t.column("recipeId", .text).notNull()
                t.column("recipeName", .text).notNull()
                t.primaryKey(["listId", "recipeId"])
            }
            try db.create(table: "shoppingListItem") { t in
                t.primaryKey("id", .text)
                t.column("listId", .text).notNull().indexed().references("shoppingList", onDelete: .cascade)
                t.column("position", .integer).notNull()
                t.column("ingredientId", .text).references("ingredient", onDelete: .setNull)
                t.column("customName", .text)
                t.column("category", .text).notNull()
                t.column("quantity", .double)
                t.column("unit", .text)
                t.column("grams", .double)
                t.column("checked", .boolean).notNull().defaults(to: false)
                // The trip that bought it, when a receipt checked it.
                t.column("checkedByTripId", .integer).references("groceryTrip", onDelete: .setNull)
                // A person unchecked what a receipt checked: later receipts leave it open.
                t.column("keptOpen", .boolean).notNull().defaults(to: false)
                t.column("notes", .text)
                t.column("createdAt", .datetime).notNull()
                t.column("updatedAt", .datetime).notNull()
                t.check(sql: "ingredientId IS NOT NULL OR customName IS NOT NULL")
            }
            try db.create(table: "shoppingListItemSource") { t in
                t.column("itemId", .text).notNull().indexed().references("shoppingListItem", onDelete: .cascade)
                t.column("recipeId", .text).notNull()
                t.column("recipeName", .text).notNull()
                t.column("quantity", .double)
                t.column("unit", .text)
            }
            // The order of the aisles in one store, set by a person; other stores use the default order.
            try db.create(table: "storeLayout") { t in
                t.column("storeName", .text).notNull().collate(.nocase)
                t.column("category", .text).notNull()
                t.column("position", .integer).notNull()
                t.primaryKey(["storeName", "category"])
            }
        }
    }
}
