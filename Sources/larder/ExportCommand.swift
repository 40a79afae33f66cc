import ArgumentParser
import Foundation
import LarderReports

/// `larder export DIR`: all data as JSON and CSV files.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every receipt, trip, item, food, alias and household row as JSON and CSV files.",
        discussion: "Each table becomes TABLE.json (an array of objects) and TABLE.csv (with a header row)."
    )

    @Argument(help: "The folder to write into; created when missing. Existing files of the same name are replaced.")
    var folder: String

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try database.openExisting()
        let written: [(file: String, rows: Int)]
        do {
            written = try DataExport.write(store, to: URL(fileURLWithPath: folder))
        } catch {
            StandardError.write("larder: cannot write to \(folder): \(error.localizedDescription)")
            throw ExitCode.failure
        }
        for entry in written { print("\(folder)/\(entry.file)  \(entry.rows) rows") }
    }
}
