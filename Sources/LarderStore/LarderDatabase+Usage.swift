import Foundation
import GRDB

extension LarderDatabase {
    /// Adds model calls to the ledger, tied to the receipt and the extraction run they served.
    ///
    /// - Parameter runId: The run the calls belong to; `nil` takes the receipt's latest run.
    public func recordCalls(_ calls: [LLMCallRecord], receiptId: Int64?, runId: Int64? = nil) throws {
        guard !calls.isEmpty else { return }
        try writer.write { db in
            var runId = runId
            if runId == nil, let receiptId {
                runId = try Int64.fetchOne(
                    db, sql: "SELECT max(id) FROM extractionRun WHERE receiptId = ?", arguments: [receiptId])
            }
            for var call in calls {
                call.receiptId = receiptId
                call.extractionRunId = runId
                try call.insert(db)
            }
        }
    }

    /// The calls made for one receipt, oldest first.
    public func calls(ofReceipt receiptId: Int64) throws -> [LLMCallRecord] {
        try writer.read { db in
            try LLMCallRecord.filter(Column("receiptId") == receiptId).order(Column("id")).fetchAll(db)
        }
    }

    /// Every extraction run of one receipt, oldest first.
    public func extractionRuns(ofReceipt receiptId: Int64) throws -> [ExtractionRunRecord] {
        try writer.read { db in
            try ExtractionRunRecord.filter(Column("receiptId") == receiptId).order(Column("id")).fetchAll(db)
        }
    }

    /// The calls made in `[start, end)` summed per backend and model, the most expensive first.
    /// - Parameters:
    ///   - start: `nil` for no lower bound.
    ///   - end: `nil` for no upper bound.
    public func usage(from start: Date? = nil, to end: Date? = nil) throws -> [UsageTotal] {
        var conditions: [String] = []
        var arguments = StatementArguments()
        if let start {
            conditions.append("calledAt >= ?")
            arguments += [start.storedText]
        }
        if let end {
            conditions.append("calledAt < ?")
            arguments += [end.storedText]
        }
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        // Summed in SQL: the rows carry whole requests and replies, which a sum has no need to load.
        let sql = """
            SELECT backend, model, count(*) AS calls, total(error IS NOT NULL) AS failed,
                total(inputTokens) AS input, total(outputTokens) AS output, total(cachedTokens) AS cached,
                total(costMicrodollars) AS cost, total(costMicrodollars IS NULL AND error IS NULL) AS unpriced,
                total(latencySeconds) AS seconds
            FROM llmCall \(filter)
            GROUP BY backend, model
            ORDER BY cost DESC, backend, model
            """
        return try writer.read { db in
            try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
                UsageTotal(
                    backend: row["backend"], model: row["model"], calls: row["calls"],
                    failedCalls: Int(row["failed"] as Double), inputTokens: Int(row["input"] as Double),
                    outputTokens: Int(row["output"] as Double), cachedTokens: Int(row["cached"] as Double),
                    costMicrodollars: Int(row["cost"] as Double), unpricedCalls: Int(row["unpriced"] as Double),
                    latencySeconds: row["seconds"])
            }
        }
    }
}
