import GRDB
import LarderCore

extension LarderDatabase {
    /// The aisles of a store in the order a person walks them: the ones they placed first, in their order, then
    /// the rest in the default order. A store nobody arranged (or `nil`) gets the default order.
    public func storeLayout(for storeName: String?) throws -> [ShoppingCategory] {
        guard let storeName else { return ShoppingCategory.allCases }
        let placed = try writer.read { db in
            try String.fetchAll(
                db, sql: "SELECT category FROM storeLayout WHERE storeName = ? ORDER BY position",
                arguments: [storeName])
        }.compactMap(ShoppingCategory.init(rawValue:))
        return placed + ShoppingCategory.allCases.filter { !placed.contains($0) }
    }

    /// Sets a store's aisle order; an empty order forgets the store's layout.
    public func setStoreLayout(_ order: [ShoppingCategory], for storeName: String) throws {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM storeLayout WHERE storeName = ?", arguments: [storeName])
            var seen: Set<ShoppingCategory> = []
            for category in order where seen.insert(category).inserted {
                try db.execute(
                    sql: "INSERT INTO storeLayout (storeName, category, position) VALUES (?, ?, ?)",
                    arguments: [storeName, category.rawValue, seen.count])
            }
        }
    }

    /// The stores a person arranged, by name.
    public func storeLayoutNames() throws -> [String] {
        try writer.read { db in
            try String.fetchAll(db, sql: "SELECT DISTINCT storeName FROM storeLayout ORDER BY storeName COLLATE NOCASE")
        }
    }
}

extension LarderDatabase {
    /// The shops of the household's trips, the most visited first: the stores a layout is likely wanted for.
    public func tripStoreNames(limit: Int = 30) throws -> [String] {
        try writer.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT storeName FROM groceryTrip WHERE storeName IS NOT NULL AND storeName <> ''
                    GROUP BY storeName COLLATE NOCASE ORDER BY COUNT(*) DESC, storeName LIMIT ?
                    """,
                arguments: [limit])
        }
    }
}
