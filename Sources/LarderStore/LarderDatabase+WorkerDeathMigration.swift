import GRDB

extension LarderDatabase {
    /// How many attempts at a job ended with its OCR worker process killed (a crash inside Tesseract or
    /// Leptonica, or a hang past the time limit): a file that does it again and again is given up, not retried.
    static func registerWorkerDeathMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v8-worker-deaths: attempts that killed their OCR worker") { db in
            try db.alter(table: "job") { t in
                t.add(column: "workerDeaths", .integer).notNull().defaults(to: 0)
            }
        }
    }
}
