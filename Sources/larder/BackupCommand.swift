import ArgumentParser
import Foundation
import LarderStore

/// `larder backup FILE`: a consistent copy of the database, made on demand, safe while the daemon runs.
struct BackupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copy the database to FILE with SQLite's backup API, safely while the daemon runs.",
        discussion: """
            The copy is consistent (one moment of the database), private (mode 0600), and written under a \
            temporary name first, so FILE is whole or absent. The daemon also keeps daily copies in \
            DATA/backups/ ([backup] in Config/larder.toml). To restore one, see "Backups and restoring" in README.md.
            """
    )

    @Argument(help: ArgumentHelp("The backup file to write; its folder must exist.", valueName: "file"))
    var file: String

    @Flag(name: .long, help: "Replace FILE when it exists.")
    var force = false

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    @OptionGroup var settings: SettingsOptions

    func run() async throws {
        let loaded = try settings.load()
        let database = try ReadOnlyDatabase.open(atPath: loaded.databasePath)
        do {
            try database.backup(toPath: file, replacing: force)
        } catch let error as StoreError {
            StandardError.write("larder: \(error)")
            throw ExitCode.failure
        } catch {
            StandardError.write("larder: cannot write the backup \(file): \(error)")
            StandardError.write("Check that the folder exists and is writable and that the disk has room.")
            throw ExitCode.failure
        }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        if json {
            print(try JSONOutput.string(BackupJSON(backup: file, database: loaded.databasePath, bytes: bytes)))
        } else {
            print("\(file)  \(bytes) bytes, copied from \(loaded.databasePath)")
        }
    }
}

/// `larder backup --json`: what was written, from where.
private struct BackupJSON: Encodable {
    var backup: String
    var database: String
    var bytes: Int
}
