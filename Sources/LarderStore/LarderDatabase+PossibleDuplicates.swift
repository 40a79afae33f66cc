import GRDB

extension LarderDatabase {
    /// Flags a trip whose store, date and total equal an earlier trip's from a different image.
    ///
    /// Such a trip is kept (two identical shops on one day happen), but a person should check it.
    /// - Returns: The earlier trip's id, or `nil` when there is none or the trip lacks store, date or total.
    @discardableResult
    public func flagPossibleDuplicate(tripId: Int64) throws -> Int64? {
        try writer.write { db in
            let earlier = try Int64.fetchOne(
                db,
                sql: """
                    SELECT other.id FROM groceryTrip AS trip
                    JOIN groceryTrip AS other ON other.id < trip.id AND other.receiptId != trip.receiptId
                        AND other.storeName = trip.storeName AND other.date = trip.date
                        AND other.totalCents = trip.totalCents
                    WHERE trip.id = ?
                    ORDER BY other.id LIMIT 1
                    """,
                arguments: [tripId]
            )
            if let earlier {
                try db.execute(
                    sql: "UPDATE groceryTrip SET possibleDuplicateOfTripId = ? WHERE id = ?",
                    arguments: [earlier, tripId]
                )
            }
            return earlier
        }
    }
}
