import Foundation
import GRDB
import LarderCore

extension LarderDatabase {
    /// Trips by date (undated last), then id.
    public func trips(_ filter: TripFilter = TripFilter()) throws -> [TripSummary] {
        try tripPage(filter, newestFirst: false, limit: -1, offset: 0)
    }

    /// One page of trips, newest first (undated ones before them, as the reverse of ``trips(_:)``), and how
    /// many trips the filter finds in all: the page is cut in SQL, so a long history costs no more than a short.
    public func tripsNewestFirst(_ filter: TripFilter = TripFilter(), limit: Int, offset: Int) throws
        -> (trips: [TripSummary], totalCount: Int)
    {
        let (whereClause, arguments) = Self.condition(filter)
        let total = try writer.read { db in
            try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM groceryTrip t \(whereClause)", arguments: StatementArguments(arguments))
        }
        return (try tripPage(filter, newestFirst: true, limit: limit, offset: offset), total ?? 0)
    }

    /// The trips the filter finds, in date order or its reverse, `limit` of them from `offset` (-1: all); each
    /// page's item counts are counted for its rows only.
    private func tripPage(_ filter: TripFilter, newestFirst: Bool, limit: Int, offset: Int) throws -> [TripSummary] {
        let (whereClause, arguments) = Self.condition(filter)
        let direction = newestFirst ? " DESC" : ""
        let order = { (table: String) in
            "\(table).date IS NULL\(direction), \(table).date\(direction), \(table).id\(direction)"
        }
        return try writer.read { db in
            try TripSummary.fetchAll(
                db,
                sql: """
                    SELECT p.*, r.status,
                        (SELECT COUNT(*) FROM purchasedItem i WHERE i.groceryTripId = p.id) AS itemCount
                    FROM (
                        SELECT t.id, t.receiptId, t.date, t.storeName, t.totalCents, t.currency FROM groceryTrip t
                        \(whereClause) ORDER BY \(order("t")) LIMIT ? OFFSET ?
                    ) p JOIN receipt r ON r.id = p.receiptId
                    ORDER BY \(order("p"))
                    """,
                arguments: StatementArguments(arguments + [limit, offset])
            )
        }
    }

    /// The WHERE clause of a filter on trips `t`, and its arguments.
    private static func condition(_ filter: TripFilter) -> (String, [(any DatabaseValueConvertible)?]) {
        var conditions: [String] = []
        var arguments: [(any DatabaseValueConvertible)?] = []
        if let from = filter.from {
            conditions.append("t.date >= ?")
            arguments.append(from.iso)
        }
        if let to = filter.to {
            conditions.append("t.date <= ?")
            arguments.append(to.iso)
        }
        if let store = filter.store {
            conditions.append(Self.storeContains)
            arguments.append(Self.containsPattern(store))
        }
        return (conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND "), arguments)
    }

    /// A condition on a trip `t` whose store name contains the pattern argument, any case.
    static let storeContains = "t.storeName LIKE ? ESCAPE '\\'"

    /// `text` as a LIKE pattern matching it anywhere, its own `%` and `_` taken literally.
    static func containsPattern(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_")
        return "%\(escaped)%"
    }

    /// The trip with this id and its items.
    /// - Throws: ``StoreError`` `.notFound`.
    public func trip(id: Int64) throws -> StoredTrip {
        try writer.read { db in
            guard let trip = try GroceryTripRecord.fetchOne(db, key: id) else {
                throw StoreError(.notFound, message: "no trip \(id); `larder trips list` lists them")
            }
            let items = try PurchasedItemRecord.filter(Column("groceryTripId") == id).order(Column("position"))
                .fetchAll(db)
            return StoredTrip(trip: trip, items: items)
        }
    }

    /// Applies a person's edit to a trip and records each changed field as a correction, in one transaction.
    /// - Throws: ``StoreError`` `.notFound` for an unknown trip, or an item that is not on it.
    @discardableResult
    public func edit(tripId: Int64, _ edit: TripEdit) throws -> StoredTrip {
        try writer.write { db in
            guard var trip = try GroceryTripRecord.fetchOne(db, key: tripId) else {
                throw StoreError(.notFound, message: "no trip \(tripId); `larder trips list` lists them")
            }
            var corrections: [(UserCorrection.Field, String)] = []
            if let name = edit.storeName {
                trip.storeName = name
                corrections.append((.storeName, name))
            }
            if let date = edit.date {
                trip.date = date
                corrections.append((.date, date.iso))
            }
            if let total = edit.totalCents {
                trip.totalCents = total
                corrections.append((.total, "\(total)"))
            }
            try trip.update(db)
            for (field, value) in corrections {
                var correction = UserCorrection(receiptId: trip.receiptId, field: field, value: value)
                try correction.insert(db)
            }
            for itemEdit in edit.items {
                try Self.apply(itemEdit, toTrip: tripId, db)
            }
            let items = try PurchasedItemRecord.filter(Column("groceryTripId") == tripId).order(Column("position"))
                .fetchAll(db)
            return StoredTrip(trip: trip, items: items)
        }
    }

    private static func apply(_ edit: TripEdit.ItemEdit, toTrip tripId: Int64, _ db: Database) throws {
        guard var item = try PurchasedItemRecord.fetchOne(db, key: edit.itemId), item.groceryTripId == tripId else {
            throw StoreError(
                .notFound,
                message: "trip \(tripId) has no item \(edit.itemId); `larder trips show \(tripId)` lists them"
            )
        }
        var changes: [(UserCorrection.Field, String)] = []
        if let name = edit.name {
            item.name = name
            changes.append((.itemName, name))
        }
        if let grams = edit.grams {
            item.grams = grams
            changes.append((.itemGrams, "\(grams)"))
        }
        if let price = edit.priceCents {
            item.priceCents = price
            changes.append((.itemPrice, "\(price)"))
        }
        if let category = edit.category {
            item.category = category
            changes.append((.itemCategory, category.rawValue))
        }
        try item.update(db)
        for (field, value) in changes {
            try recordItemCorrection(db, itemId: edit.itemId, field: field, value: value)
        }
    }

    /// Deletes a trip with its items, its receipt and the receipt's runs and corrections; the image file stays
    /// where it is, and dropping it in the inbox again reads it anew.
    /// - Throws: ``StoreError`` `.notFound`.
    public func deleteTrip(id: Int64) throws {
        try writer.write { db in
            guard let trip = try GroceryTripRecord.fetchOne(db, key: id) else {
                throw StoreError(.notFound, message: "no trip \(id); `larder trips list` lists them")
            }
            // Other trips flagged as possible duplicates of this one are unflagged by the foreign key.
            try ReceiptRecord.deleteOne(db, key: trip.receiptId)
        }
    }
}
