import GRDB

extension LarderDatabase {
    /// The schema user corrections and reprocessing add. Independent of other branches' migrations.
    static func registerCorrectionMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v5-corrections: user corrections, extraction run input") { db in
            // Keyed by receipt and by the item's printed text, not by row ids: reprocessing replaces a trip's
            // items, and a correction must find its item again in the new reading.
            try db.create(table: "userCorrection") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("receiptId", .integer).notNull().indexed().references("receipt", onDelete: .cascade)
                t.column("field", .text).notNull()
                // '' for the trip's own fields, so the unique key below also holds for them (NULLs never clash).
                t.column("itemText", .text).notNull().defaults(to: "")
                t.column("itemOccurrence", .integer).notNull().defaults(to: 0)
                t.column("value", .text)
                t.column("createdAt", .datetime).notNull()
                t.uniqueKey(["receiptId", "field", "itemText", "itemOccurrence"], onConflict: .replace)
            }
            // SHA-256 of the OCR text a run read, so a resumed reprocess can tell a finished receipt from one
            // still to do without calling a paid backend again.
            try db.alter(table: "extractionRun") { t in
                t.add(column: "inputSha256", .text)
            }
        }
    }
}
