import ArgumentParser
import LarderDaemon

/// Flags that choose the configuration file and override its storage keys; shared by `daemon` and `status`.
struct SettingsOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The TOML configuration file. (default: $LARDER_CONFIG, $XDG_CONFIG_HOME/larder/larder.toml, "
                + "/etc/larder/larder.toml)",
            valueName: "file"
        )
    )
    var config: String?

    @Option(name: .long, help: ArgumentHelp("The data folder (storage.data_dir).", valueName: "path"))
    var dataDir: String?

    @Option(name: .long, help: ArgumentHelp("The SQLite database (storage.database).", valueName: "path"))
    var db: String?

    /// These flags as settings overrides.
    var overrides: [(key: String, text: String, source: String)] {
        [("storage.data_dir", dataDir, "--data-dir"), ("storage.database", db, "--db")].compactMap { key, value, flag in
            value.map { (key, $0, flag) }
        }
    }

    /// Loads the settings: file, then environment, then `overrides` and `extra` flags.
    func load(extra: [(key: String, text: String, source: String)] = []) throws -> DaemonSettings {
        do {
            return try SettingsLoader().load(explicitPath: config, flags: overrides + extra).settings
        } catch let error as SettingsError {
            StandardError.write("larder: \(error)")
            throw ExitCode.failure
        }
    }
}
