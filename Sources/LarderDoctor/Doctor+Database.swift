import Foundation
import LarderStore

extension Doctor {
    func databaseCheck() -> DoctorCheck {
        let path = configuration.databasePath
        guard FileManager.default.fileExists(atPath: path) else {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            return FileSystemAccess.canCreate(in: folder)
                ? DoctorCheck("database", .ok, "\(path) does not exist yet; it is created on first use")
                : DoctorCheck(
                    "database", .fail, "\(path) does not exist and \(folder) is not writable",
                    advice: "create \(folder) for this user, or choose another file with --db or LARDER_DB"
                )
        }
        let health: DatabaseHealth
        do {
            health = try LarderDatabase.inspect(atPath: path)
        } catch {
            return DoctorCheck(
                "database", .fail, "\(path) cannot be read: \(error)",
                advice: "restore it from a backup, or move it aside so Larder starts a new one"
            )
        }
        let schema = "schema \(health.appliedMigrations.count) of \(health.knownMigrations.count) migrations"
        if !health.integrityProblems.isEmpty {
            return DoctorCheck(
                "database", .fail, "\(path): integrity_check found \(health.integrityProblems.prefix(3).joined(separator: "; "))",
                advice: "stop Larder, then recover with `sqlite3 \(path) .recover` or restore a backup"
            )
        }
        if !health.unknownMigrations.isEmpty {
            return DoctorCheck(
                "database", .fail, "\(path): \(schema), unknown: \(health.unknownMigrations.joined(separator: ", "))",
                advice: "this file was written by a newer Larder; upgrade Larder"
            )
        }
        if !health.pendingMigrations.isEmpty {
            return DoctorCheck(
                "database", .warn, "\(path): integrity ok, \(schema)",
                advice: "the next `larder` run migrates it; back it up first if it matters"
            )
        }
        return DoctorCheck("database", .ok, "\(path): integrity ok, \(schema)")
    }
}
