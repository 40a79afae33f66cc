import ArgumentParser
import Foundation
import LarderStore

/// Where the food bank lives: `--db`, else `$LARDER_DB`, else the XDG data folder.
struct DatabaseOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The SQLite database file. Default: $LARDER_DB, or $XDG_DATA_HOME/larder/larder.sqlite.",
            valueName: "path"
        )
    )
    var db: String?

    /// The database path after applying the flag, the environment and the default, in that order.
    var resolvedPath: String {
        if let db { return db }
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["LARDER_DB"], !path.isEmpty { return path }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share").path
        return URL(fileURLWithPath: dataHome).appendingPathComponent("larder/larder.sqlite").path
    }

    /// Opens the database for a command that only reads; a missing file is an error naming the path.
    func openExisting() throws -> LarderDatabase {
        try ReadOnlyDatabase.open(atPath: resolvedPath)
    }

    /// Opens the database for a command that writes, creating it when missing; a failure becomes a message that
    /// names the file.
    func open() throws -> LarderDatabase {
        let path = resolvedPath
        do {
            return try LarderDatabase.open(atPath: path)
        } catch {
            StandardError.write("larder: cannot open the database at \(path): \(error)")
            StandardError.write("Check that the folder is writable, or choose another file with --db or LARDER_DB.")
            throw ExitCode.failure
        }
    }
}
