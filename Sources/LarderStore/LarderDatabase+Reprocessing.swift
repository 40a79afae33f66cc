import Foundation
import GRDB
import LarderCore

/// One finished re-run of a receipt, to be stored in a single transaction.
public struct ReceiptRerun: Sendable {
    public enum Result: Sendable {
        /// The trip moves to this run, showing `snapshot` (the reading with corrections applied).
        case succeeded(ExtractedReceipt, snapshot: TripSnapshot, status: ReceiptStatus, reviewReason: String?)
        /// The run is kept with its error; the trip stays as it was.
        case failed(String)
    }

    public var receiptId: Int64
    public var backend: String
    public var model: String
    public var startedAt: Date
    public var finishedAt: Date
    /// SHA-256 of the OCR text the run read.
    public var inputSha256: String
    /// New OCR output when the image was read again; `nil` keeps the stored text.
    public var ocr: RecognizedText?
    public var result: Result
    /// Drop the receipt's corrections (the snapshot was built without them).
    public var discardsCorrections: Bool

    public init(
        receiptId: Int64, backend: String, model: String, startedAt: Date, finishedAt: Date, inputSha256: String,
        ocr: RecognizedText?, result: Result, discardsCorrections: Bool
    ) {
        self.receiptId = receiptId
        self.backend = backend
        self.model = model
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.inputSha256 = inputSha256
        self.ocr = ocr
        self.result = result
        self.discardsCorrections = discardsCorrections
    }
}

extension LarderDatabase {
    /// The ids of the receipts a selection takes, in id order.
    public func receiptIds(_ selection: ReprocessSelection) throws -> [Int64] {
        var conditions: [String] = []
        var arguments: [(any DatabaseValueConvertible)?] = []
        if let ids = selection.receiptIds {
            conditions.append("r.id IN (\(ids.map { _ in "?" }.joined(separator: ",")))")
            arguments += ids.map { $0 }
        }
        // A receipt without a dated trip counts by the day it arrived.
        let day = "COALESCE(t.date, substr(r.receivedAt, 1, 10))"
        if let since = selection.since {
            conditions.append("\(day) >= ?")
            arguments.append(since.iso)
        }
        if let until = selection.until {
            conditions.append("\(day) <= ?")
            arguments.append(until.iso)
        }
        if !selection.statuses.isEmpty {
            conditions.append("r.status IN (\(selection.statuses.map { _ in "?" }.joined(separator: ",")))")
            arguments += selection.statuses.map { $0.rawValue }
        }
        if let store = selection.store {
            conditions.append(Self.storeContains)
            arguments.append(Self.containsPattern(store))
        }
        if let backend = selection.backend {
            conditions.append("run.backend = ?")
            arguments.append(backend)
        }
        if let model = selection.model {
            conditions.append("run.model = ?")
            arguments.append(model)
        }
        let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        return try writer.read { db in
            try Int64.fetchAll(
                db,
                sql: """
                    SELECT r.id FROM receipt r
                    LEFT JOIN groceryTrip t ON t.receiptId = r.id
                    LEFT JOIN extractionRun run ON run.id = COALESCE(
                        t.extractionRunId, (SELECT MAX(id) FROM extractionRun WHERE receiptId = r.id))
                    \(whereClause)
                    ORDER BY r.id
                    """,
                arguments: StatementArguments(arguments)
            )
        }
    }

    /// The receipt's extraction runs, oldest first, and the id of the one its trip shows.
    public func extractionRuns(forReceipt receiptId: Int64) throws -> (runs: [ExtractionRunRecord], current: Int64?) {
        try writer.read { db in
            let runs = try ExtractionRunRecord.filter(Column("receiptId") == receiptId).order(Column("id"))
                .fetchAll(db)
            let current = try Int64.fetchOne(
                db, sql: "SELECT extractionRunId FROM groceryTrip WHERE receiptId = ?", arguments: [receiptId]
            )
            return (runs, current)
        }
    }

    /// The input hash of the run the receipt's trip shows, when a reprocess recorded one.
    public func currentRunInput(forReceipt receiptId: Int64) throws
        -> (run: ExtractionRunRecord, inputSha256: String?)?
    {
        try writer.read { db in
            guard let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT run.* FROM extractionRun run JOIN groceryTrip t ON t.extractionRunId = run.id
                    WHERE t.receiptId = ?
                    """,
                arguments: [receiptId]
            ) else { return nil }
            return (try ExtractionRunRecord(row: row), row["inputSha256"])
        }
    }

    /// Stores a re-run: the run always, the receipt's new OCR when there is one, and on success the trip, moved
    /// to the new run, with the receipt's status. One transaction, so an interrupted reprocess leaves each
    /// receipt either as it was or fully moved.
    /// - Returns: The new run's id.
    @discardableResult
    public func store(_ rerun: ReceiptRerun) throws -> Int64 {
        try writer.write { db in
            guard try ReceiptRecord.exists(db, key: rerun.receiptId) else {
                throw StoreError(.notFound, message: "no receipt \(rerun.receiptId)")
            }
            var run = ExtractionRunRecord(
                receiptId: rerun.receiptId, backend: rerun.backend, model: rerun.model, startedAt: rerun.startedAt,
                finishedAt: rerun.finishedAt, rawResult: nil, error: nil
            )
            if case .succeeded(let extraction, _, _, _) = rerun.result { run.rawResult = extraction }
            if case .failed(let error) = rerun.result { run.error = error }
            try run.insert(db)
            let runId = try run.requireID()
            try db.execute(
                sql: "UPDATE extractionRun SET inputSha256 = ? WHERE id = ?", arguments: [rerun.inputSha256, runId]
            )
            // Column by column: rewriting a receipt's OCR words (hundreds of boxes as JSON) for every run would
            // cost more than the extraction.
            if let ocr = rerun.ocr {
                try db.execute(
                    sql: """
                        UPDATE receipt SET ocrText = ?, ocrConfidence = ?, ocrSeconds = ?, ocrPages = ?, ocrWords = ?
                        WHERE id = ?
                        """,
                    arguments: [
                        ocr.text, ocr.confidence, ocr.seconds, ocr.pages,
                        String(decoding: try JSONEncoder().encode(ocr.words), as: UTF8.self), rerun.receiptId,
                    ]
                )
            }
            if case .succeeded(_, let snapshot, let status, let reason) = rerun.result {
                if rerun.discardsCorrections {
                    try UserCorrection.filter(Column("receiptId") == rerun.receiptId).deleteAll(db)
                }
                _ = try Self.writeTrip(db, snapshot, receiptId: rerun.receiptId, runId: runId)
                try db.execute(
                    sql: "UPDATE receipt SET status = ?, error = ? WHERE id = ?",
                    arguments: [status, reason, rerun.receiptId]
                )
            }
            try db.execute(
                sql: "UPDATE receipt SET updatedAt = ? WHERE id = ?", arguments: [Date().storedText, rerun.receiptId]
            )
            return runId
        }
    }
}
