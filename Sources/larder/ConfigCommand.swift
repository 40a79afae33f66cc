import ArgumentParser
import Foundation
import LarderDaemon

/// `larder config ...`: the TOML configuration.
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Check Larder's configuration file.",
        subcommands: [CheckConfigCommand.self]
    )
}

/// `larder config check [FILE]`: validates a file, or the one the daemon would read, and prints the result.
struct CheckConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate a configuration file and print the settings it gives.",
        discussion: "Without FILE, checks the file the daemon would read, with the environment applied."
    )

    @Argument(help: "The TOML file. (default: the file the daemon would read)", completion: .file())
    var file: String?

    func run() async throws {
        let loader = SettingsLoader()
        do {
            if let file {
                let settings = try loader.check(file: file)
                print("\(file): ok")
                print(SettingsSummary.render(settings))
            } else {
                let loaded = try loader.load(explicitPath: nil)
                print("\(loaded.file ?? "no configuration file; defaults"): ok")
                print(SettingsSummary.render(loaded.settings))
            }
        } catch let error as SettingsError {
            StandardError.write("larder: \(error)")
            throw ExitCode.failure
        }
    }
}
