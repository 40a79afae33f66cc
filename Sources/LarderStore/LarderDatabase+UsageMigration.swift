import GRDB

extension LarderDatabase {
    /// The usage ledger: one row per model call, with its request and raw reply for auditing. Kept apart from
    /// other migrations (and independent of them) so branches that add their own can be merged in any order.
    static func registerUsageMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v5-usage: model calls with tokens, cost, request and reply") { db in
            try db.create(table: "llmCall") { t in
                t.autoIncrementedPrimaryKey("id")
                // A call outlives a deleted receipt in the ledger: the money was spent all the same.
                t.column("receiptId", .integer).indexed().references("receipt", onDelete: .setNull)
                t.column("extractionRunId", .integer).indexed().references("extractionRun", onDelete: .setNull)
                t.column("backend", .text).notNull()
                t.column("model", .text).notNull()
                t.column("purpose", .text).notNull()
                t.column("inputTokens", .integer).notNull()
                t.column("outputTokens", .integer).notNull()
                t.column("cachedTokens", .integer).notNull()
                t.column("latencySeconds", .double).notNull()
                // Millionths of a dollar: a call costs fractions of a cent, and sums stay exact.
                t.column("costMicrodollars", .integer)
                t.column("request", .text).notNull()
                t.column("reply", .text).notNull()
                t.column("error", .text)
                t.column("calledAt", .datetime).notNull().indexed()
            }
        }
    }
}
