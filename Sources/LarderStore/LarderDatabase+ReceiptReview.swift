import Foundation
import GRDB
import LarderCore

/// A stored receipt a person should check, with why and what it became.
public struct ReceiptToReview: Sendable, Hashable {
    public var receiptId: Int64
    public var tripId: Int64?
    public var originalName: String
    /// Why it waits: low OCR confidence, a total that does not add up, no date...
    public var reason: String?
    public var receivedAt: Date
    public var storeName: String?
    public var date: ReceiptDate?
    public var totalCents: Int?
    public var currency: String?
}

extension LarderDatabase {
    /// The receipts stored as `needs_review`, oldest first.
    public func receiptsToReview(limit: Int? = nil) throws -> [ReceiptToReview] {
        try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT r.id, r.originalName, r.error, r.receivedAt, t.id AS tripId, t.storeName, t.date,
                        t.totalCents, t.currency
                    FROM receipt r LEFT JOIN groceryTrip t ON t.receiptId = r.id
                    WHERE r.status = ?
                    ORDER BY r.receivedAt, r.id LIMIT ?
                    """,
                arguments: [ReceiptStatus.needsReview.rawValue, limit ?? -1]
            ).map { row in
                ReceiptToReview(
                    receiptId: row["id"], tripId: row["tripId"], originalName: row["originalName"],
                    reason: row["error"], receivedAt: Date(storedValue: row["receivedAt"]) ?? Date(timeIntervalSince1970: 0),
                    storeName: row["storeName"], date: (row["date"] as String?).flatMap(ReceiptDate.init(iso:)),
                    totalCents: row["totalCents"], currency: row["currency"])
            }
        }
    }

    /// How many receipts wait for review.
    public func reviewCount() throws -> Int {
        try writer.read { db in
            try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM receipt WHERE status = ?", arguments: [ReceiptStatus.needsReview.rawValue])
                ?? 0
        }
    }

    /// A person checked the receipt: it is `done`, its reason kept no more.
    /// - Throws: ``StoreError`` `.notFound` for an unknown receipt or one that does not wait for review.
    public func markReviewed(receiptId: Int64, now: Date = Date()) throws {
        try writer.write { db in
            try db.execute(
                sql: "UPDATE receipt SET status = ?, error = NULL, updatedAt = ? WHERE id = ? AND status = ?",
                arguments: [
                    ReceiptStatus.done.rawValue, now.storedText, receiptId, ReceiptStatus.needsReview.rawValue,
                ])
            guard db.changesCount == 1 else {
                throw StoreError(.notFound, message: "receipt \(receiptId) does not wait for review")
            }
        }
    }
}

extension LarderDatabase {
    /// Where a receipt's file may be now, most likely first: where the daemon moved it (the archive), then where
    /// it was read from. The caller checks which exists; these paths come from the database, never a request.
    public func receiptFileCandidates(receiptId: Int64) throws -> [String] {
        try writer.read { db in
            let moved = try String.fetchAll(
                db,
                sql: "SELECT movedTo FROM job WHERE receiptId = ? AND movedTo IS NOT NULL AND movedTo != '' ORDER BY id DESC",
                arguments: [receiptId])
            let stored = try String.fetchOne(db, sql: "SELECT storedPath FROM receipt WHERE id = ?", arguments: [receiptId])
            return moved + (stored.map { [$0] } ?? [])
        }
    }
}
