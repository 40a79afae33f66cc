import ArgumentParser
import Foundation
import LarderStore

/// `larder status`: what the daemon has done and what is waiting, read from the database.
struct StatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the daemon's jobs by state, the queue depth, recent errors and receipts per hour."
    )

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    @OptionGroup var settings: SettingsOptions

    func run() async throws {
        let loaded = try settings.load()
        let database = try ReadOnlyDatabase.open(atPath: loaded.databasePath)
        let summary: JobSummary
        do {
            summary = try database.jobSummary()
        } catch {
            StandardError.write("larder: cannot read the database at \(loaded.databasePath): \(error)")
            throw ExitCode.failure
        }
        if json {
            print(try JSONOutput.string(JobSummaryJSON(summary)))
        } else {
            print(JobSummaryText.render(summary))
        }
    }
}
