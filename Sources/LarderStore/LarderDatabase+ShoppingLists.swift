import Foundation
import GRDB
import LarderCore

extension LarderDatabase {
    /// Shopping lists, newest first, with their counts.
    public func shoppingLists() throws -> [ShoppingListSummary] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "\(Self.summarySQL) ORDER BY l.createdAt DESC, l.rowid DESC").map(Self.summary)
        }
    }

    public func shoppingList(id: String) throws -> ShoppingList? {
        try writer.read { db in try Self.shoppingList(db, id: id) }
    }

    /// The list's change counter, which every change moves; `nil` when there is no such list.
    public func shoppingListVersion(id: String) throws -> Int? {
        try writer.read { db in
            try Int.fetchOne(db, sql: "SELECT version FROM shoppingList WHERE id = ?", arguments: [id])
        }
    }

    /// One item of a list; `nil` when the list has no such item.
    public func shoppingItem(_ itemId: String, inList listId: String) throws -> ShoppingListItem? {
        try writer.read { db in try Self.items(db, listId: listId, itemId: itemId).first }
    }

    /// A new list of these lines (none for an empty list), made from these recipes.
    public func createShoppingList(
        name: String, weekStartDate: String? = nil, lines: [IngredientAggregation.Line] = [],
        recipes: [RecipeReference] = [], now: Date = Date()
    ) throws -> ShoppingList {
        let id = UUID().uuidString.lowercased()
        return try writer.write { db in
            try db.execute(
                sql: "INSERT INTO shoppingList (id, name, weekStartDate, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)",
                arguments: [id, name, weekStartDate, now.storedText, now.storedText])
            for recipe in recipes {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO shoppingListRecipe (listId, recipeId, recipeName) VALUES (?, ?, ?)",
                    arguments: [id, recipe.id, recipe.name])
            }
            for line in lines {
                let ingredientId = try Self.ingredientId(named: line.name, db)
                let itemId = try Self.insertItem(
                    listId: id, ingredientId: ingredientId, customName: nil,
                    category: ShoppingCategory(food: line.category, name: line.name), quantity: line.quantity,
                    unit: line.unit, grams: line.grams, notes: nil, now: now, db)
                for source in line.sources {
                    try db.execute(
                        sql: """
                            INSERT INTO shoppingListItemSource (itemId, recipeId, recipeName, quantity, unit)
                            VALUES (?, ?, ?, ?, ?)
                            """,
                        arguments: [itemId, source.recipeId, source.recipeName, source.quantity, source.unit])
                }
            }
            return try Self.shoppingList(db, id: id)!
        }
    }

    /// - Returns: The renamed list; `nil` when there is none with this id.
    public func renameShoppingList(id: String, to name: String, now: Date = Date()) throws -> ShoppingList? {
        try writer.write { db in
            try db.execute(
                sql: "UPDATE shoppingList SET name = ?, updatedAt = ?, version = version + 1 WHERE id = ?",
                arguments: [name, now.storedText, id])
            return db.changesCount > 0 ? try Self.shoppingList(db, id: id) : nil
        }
    }

    /// - Returns: Whether there was one to delete.
    @discardableResult
    public func deleteShoppingList(id: String) throws -> Bool {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM shoppingList WHERE id = ?", arguments: [id])
            return db.changesCount > 0
        }
    }

    /// Adds an item at the end of a list.
    /// - Returns: The item; `nil` when the list or the ingredient does not exist.
    public func addShoppingItem(_ new: NewShoppingItem, toList listId: String, now: Date = Date()) throws
        -> ShoppingListItem?
    {
        try writer.write { db in
            guard try Self.listExists(listId, db) else { return nil }
            var name = new.customName
            if let ingredientId = new.ingredientId {
                guard let ingredientName = try String.fetchOne(
                    db, sql: "SELECT name FROM ingredient WHERE id = ?", arguments: [ingredientId])
                else { return nil }
                name = name ?? ingredientName
            }
            let category = new.category ?? ShoppingCategory(food: nil, name: name ?? "")
            let itemId = try Self.insertItem(
                listId: listId, ingredientId: new.ingredientId, customName: new.customName, category: category,
                quantity: new.quantity, unit: new.unit, grams: nil, notes: new.notes, now: now, db)
            try Self.listChanged(listId, now: now, db)
            return try Self.items(db, listId: listId, itemId: itemId).first
        }
    }

    /// Changes an item; checking or unchecking it by hand forgets the trip that checked it, and an item a
    /// person unchecked stays open when later receipts come.
    /// - Returns: The item; `nil` when the list has no such item.
    public func updateShoppingItem(
        _ itemId: String, inList listId: String, _ change: ShoppingItemChange, now: Date = Date()
    ) throws -> ShoppingListItem? {
        try writer.write { db in
            guard let row = try Row.fetchOne(
                db, sql: "SELECT checked, checkedByTripId FROM shoppingListItem WHERE id = ? AND listId = ?",
                arguments: [itemId, listId])
            else { return nil }
            var assignments: [String] = []
            var arguments: [(any DatabaseValueConvertible)?] = []
            if let quantity = change.quantity { assignments.append("quantity = ?"); arguments.append(quantity) }
            if let unit = change.unit { assignments.append("unit = ?"); arguments.append(unit) }
            if let notes = change.notes { assignments.append("notes = ?"); arguments.append(notes) }
            if let category = change.category { assignments.append("category = ?"); arguments.append(category.rawValue) }
            for field in change.cleared {
                switch field {
                case .quantity: assignments.append("quantity = NULL")
                case .unit: assignments.append("unit = NULL")
                case .notes: assignments.append("notes = NULL")
                }
            }
            if let checked = change.checked, checked != row["checked"] {
                assignments.append("checked = ?, checkedByTripId = NULL")
                arguments.append(checked)
                // Unchecking what a receipt checked says the trip did not buy it: remember that.
                if !checked, (row["checkedByTripId"] as Int64?) != nil { assignments.append("keptOpen = 1") }
            }
            assignments.append("updatedAt = ?")
            arguments.append(now.storedText)
            try db.execute(
                sql: "UPDATE shoppingListItem SET \(assignments.joined(separator: ", ")) WHERE id = ?",
                arguments: StatementArguments(arguments + [itemId]))
            try Self.listChanged(listId, now: now, db)
            return try Self.items(db, listId: listId, itemId: itemId).first
        }
    }

    /// - Returns: Whether there was one to delete.
    @discardableResult
    public func deleteShoppingItem(_ itemId: String, inList listId: String, now: Date = Date()) throws -> Bool {
        try writer.write { db in
            try db.execute(
                sql: "DELETE FROM shoppingListItem WHERE id = ? AND listId = ?", arguments: [itemId, listId])
            guard db.changesCount > 0 else { return false }
            try Self.listChanged(listId, now: now, db)
            return true
        }
    }

    /// Removes a list's checked items in one change (one version move, so a phone redraws once).
    /// - Returns: How many went; `nil` when there is no such list.
    public func deleteCheckedShoppingItems(inList listId: String, now: Date = Date()) throws -> Int? {
        try writer.write { db in
            guard try Self.listExists(listId, db) else { return nil }
            try db.execute(sql: "DELETE FROM shoppingListItem WHERE listId = ? AND checked", arguments: [listId])
            let removed = db.changesCount
            try Self.listChanged(listId, now: now, db)
            return removed
        }
    }

    /// The open items of every list a new trip may check off: id, list and name; items a person kept open against
    /// a receipt are left out.
    public func openShoppingItems() throws -> [(id: String, listId: String, name: String)] {
        try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT i.id, i.listId, COALESCE(i.customName, g.name) AS name FROM shoppingListItem i
                    LEFT JOIN ingredient g ON g.id = i.ingredientId
                    WHERE i.checked = 0 AND i.keptOpen = 0 ORDER BY i.listId, i.position
                    """
            ).map { (id: $0["id"], listId: $0["listId"], name: $0["name"]) }
        }
    }

    /// Checks items a trip bought, each noting the trip.
    public func checkShoppingItems(_ itemIds: [String], boughtBy tripId: Int64, now: Date = Date()) throws {
        guard !itemIds.isEmpty else { return }
        try writer.write { db in
            var lists: Set<String> = []
            for itemId in itemIds {
                try db.execute(
                    sql: """
                        UPDATE shoppingListItem SET checked = 1, checkedByTripId = ?, updatedAt = ?
                        WHERE id = ? AND checked = 0 AND keptOpen = 0
                        """,
                    arguments: [tripId, now.storedText, itemId])
                if let list = try String.fetchOne(
                    db, sql: "SELECT listId FROM shoppingListItem WHERE id = ?", arguments: [itemId])
                {
                    lists.insert(list)
                }
            }
            for list in lists { try Self.listChanged(list, now: now, db) }
        }
    }
}

extension LarderDatabase {
    static let summarySQL = """
        SELECT l.*, (SELECT COUNT(*) FROM shoppingListItem i WHERE i.listId = l.id) AS totalItems,
            (SELECT COUNT(*) FROM shoppingListItem i WHERE i.listId = l.id AND i.checked) AS checkedItems
        FROM shoppingList l
        """

    static func summary(_ row: Row) -> ShoppingListSummary {
        ShoppingListSummary(
            id: row["id"], name: row["name"], totalItems: row["totalItems"], checkedItems: row["checkedItems"],
            createdAt: Date(storedValue: row["createdAt"]) ?? Date(timeIntervalSince1970: 0),
            updatedAt: Date(storedValue: row["updatedAt"]) ?? Date(timeIntervalSince1970: 0),
            completedAt: Date(storedValue: row["completedAt"]))
    }

    static func shoppingList(_ db: Database, id: String) throws -> ShoppingList? {
        guard let row = try Row.fetchOne(db, sql: "\(summarySQL) WHERE l.id = ?", arguments: [id]) else { return nil }
        let recipes = try Row.fetchAll(
            db, sql: "SELECT recipeId, recipeName FROM shoppingListRecipe WHERE listId = ? ORDER BY rowid",
            arguments: [id]
        ).map { RecipeReference(id: $0["recipeId"], name: $0["recipeName"]) }
        return ShoppingList(
            summary: summary(row), weekStartDate: row["weekStartDate"], items: try items(db, listId: id),
            recipes: recipes)
    }

    /// A list's items in order, or only the one with `itemId`.
    static func items(_ db: Database, listId: String, itemId: String? = nil) throws -> [ShoppingListItem] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT i.*, g.name AS ingredientName FROM shoppingListItem i
                LEFT JOIN ingredient g ON g.id = i.ingredientId
                WHERE i.listId = ? AND (? IS NULL OR i.id = ?) ORDER BY i.position
                """,
            arguments: [listId, itemId, itemId])
        return try rows.map { row in
            let sources = try Row.fetchAll(
                db, sql: "SELECT * FROM shoppingListItemSource WHERE itemId = ? ORDER BY rowid",
                arguments: [row["id"] as String]
            ).map {
                IngredientAggregation.Source(
                    recipeId: $0["recipeId"], recipeName: $0["recipeName"], quantity: $0["quantity"], unit: $0["unit"])
            }
            let ingredientId: String? = row["ingredientId"]
            return ShoppingListItem(
                id: row["id"],
                ingredient: ingredientId.map { RecipeReference(id: $0, name: row["ingredientName"] ?? "") },
                customName: row["customName"],
                category: (row["category"] as String?).flatMap(ShoppingCategory.init(rawValue:)) ?? .uncategorised,
                quantity: row["quantity"], unit: row["unit"], grams: row["grams"], checked: row["checked"],
                checkedByTripId: row["checkedByTripId"], notes: row["notes"], sources: sources,
                createdAt: Date(storedValue: row["createdAt"]) ?? Date(timeIntervalSince1970: 0))
        }
    }

    static func listExists(_ id: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM shoppingList WHERE id = ?)", arguments: [id]) ?? false
    }

    /// The ingredient of this name, added when new.
    static func ingredientId(named name: String, _ db: Database) throws -> String {
        try db.execute(
            sql: "INSERT OR IGNORE INTO ingredient (id, name) VALUES (?, ?)",
            arguments: [UUID().uuidString.lowercased(), name])
        return try String.fetchOne(db, sql: "SELECT id FROM ingredient WHERE name = ?", arguments: [name]) ?? ""
    }

    static func insertItem(
        listId: String, ingredientId: String?, customName: String?, category: ShoppingCategory, quantity: Double?,
        unit: String?, grams: Double?, notes: String?, now: Date, _ db: Database
    ) throws -> String {
        let id = UUID().uuidString.lowercased()
        let position = try Int.fetchOne(
            db, sql: "SELECT COALESCE(MAX(position) + 1, 0) FROM shoppingListItem WHERE listId = ?",
            arguments: [listId]) ?? 0
        try db.execute(
            sql: """
                INSERT INTO shoppingListItem (id, listId, position, ingredientId, customName, category, quantity, unit,
                    grams, notes, createdAt, updatedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                id, listId, position, ingredientId, customName, category.rawValue, quantity, unit, grams, notes,
                now.storedText, now.storedText,
            ])
        return id
    }

    /// Marks the list changed (its version moves), completed when its last open item was checked and open again when one was not.
    static func listChanged(_ listId: String, now: Date, _ db: Database) throws {
        try db.execute(
            sql: """
                UPDATE shoppingList SET updatedAt = ?1, version = version + 1,
                    completedAt = CASE
                        WHEN EXISTS (SELECT 1 FROM shoppingListItem WHERE listId = ?2)
                            AND NOT EXISTS (SELECT 1 FROM shoppingListItem WHERE listId = ?2 AND NOT checked)
                        THEN COALESCE(completedAt, ?1) ELSE NULL END
                WHERE id = ?2
                """,
            arguments: [now.storedText, listId])
    }
}
