import ArgumentParser
import Foundation
import LarderDaemon
import LarderStore

/// `larder status`: what the daemon has done and what is waiting, read from the database.
struct StatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the daemon's jobs by state, the queue depth, recent errors, receipts per hour, and every file "
            + "that waits (cannot be moved, opened or queued, links, a full disk) with its reason."
    )

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    @OptionGroup var settings: SettingsOptions

    func run() async throws {
        let loaded = try settings.load()
        let database = try ReadOnlyDatabase.open(atPath: loaded.databasePath)
        let summary: JobSummary
        let waiting: [WaitingFile]
        let running = InstanceLock.isHeld(databasePath: loaded.databasePath)
        do {
            summary = try database.jobSummary()
            waiting = try WaitingFiles.list(settings: loaded, database: database, daemonIsRunning: running)
        } catch {
            StandardError.write("larder: cannot read the database at \(loaded.databasePath): \(error)")
            throw ExitCode.failure
        }
        if json {
            print(try JSONOutput.string(JobSummaryJSON(summary, waiting: waiting, daemonIsRunning: running)))
        } else {
            print(JobSummaryText.render(summary, waiting: waiting, daemonIsRunning: running))
        }
    }
}
