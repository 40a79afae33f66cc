import GRDB

extension LarderDatabase {
    /// What the daemon must remember about a job's file beyond its state: whether it failed on its content (an
    /// image that did not decode, which a writer may still be completing), and why its file could not be moved
    /// out of the inbox and since when, so `larder status` can show what waits instead of looking all green.
    static func registerJobFileMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v7-job-file: content failures and files that cannot be moved") { db in
            try db.alter(table: "job") { t in
                t.add(column: "failedOnContent", .boolean).notNull().defaults(to: false)
                t.add(column: "moveProblem", .text)
                t.add(column: "moveProblemSince", .datetime)
            }
        }
    }
}
