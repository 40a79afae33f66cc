import Foundation
import LarderPipeline

/// Finds and reads the configuration: the file first, then the environment, then flags, each overriding the last.
public struct SettingsLoader: Sendable {
    /// Environment variables that set one key each.
    public static let environmentKeys: [(variable: String, key: String)] = [
        ("LARDER_DATA_DIR", "storage.data_dir"),
        ("LARDER_DB", "storage.database"),
        ("LARDER_INBOX", "folders.inbox"),
        ("LARDER_WORKERS", "daemon.workers"),
        ("LARDER_WATCH", "daemon.watch"),
        ("LARDER_LOG_LEVEL", "log.level"),
        ("LARDER_LOG_FORMAT", "log.format"),
    ]

    public var environment: [String: String]

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// The configuration file to read: `explicitPath`, `$LARDER_CONFIG`, `$XDG_CONFIG_HOME/larder/larder.toml`
    /// (`~/.config/...`) or `/etc/larder/larder.toml`, whichever comes first; `nil` when none exists.
    /// - Throws: ``SettingsError`` when a file named by `--config` or `$LARDER_CONFIG` does not exist.
    public func configurationFile(explicitPath: String?) throws -> String? {
        if let explicitPath { return try requireFile(explicitPath, source: "--config") }
        if let path = environment["LARDER_CONFIG"], !path.isEmpty {
            return try requireFile(path, source: "$LARDER_CONFIG")
        }
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".config").path
        let candidates = [
            URL(fileURLWithPath: configHome).appendingPathComponent("larder/larder.toml").path,
            "/etc/larder/larder.toml",
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The settings from defaults, the file, the environment and `flags` (`table.key` to text), in that order.
    /// - Returns: The settings and the file they were read from, if any.
    /// - Throws: ``SettingsError`` naming the key and where it came from.
    public func load(
        explicitPath: String?, flags: [(key: String, text: String, source: String)] = []
    ) throws -> (settings: DaemonSettings, file: String?) {
        var settings = DaemonSettings(environment: environment)
        let file = try configurationFile(explicitPath: explicitPath)
        if let file { try settings.apply(toml: try read(file), source: file) }
        for (variable, key) in Self.environmentKeys {
            guard let text = environment[variable], !text.isEmpty else { continue }
            try settings.apply(key: key, text: text, source: "$\(variable)")
        }
        for flag in flags {
            try settings.apply(key: flag.key, text: flag.text, source: flag.source)
        }
        try Self.checkAgreement(settings, source: file ?? "the settings")
        return (settings, file)
    }

    /// Settings that are each valid but contradict one another.
    private static func checkAgreement(_ settings: DaemonSettings, source: String) throws {
        if let contradiction = settings.extraction.contradiction(naming: .configuration) {
            throw SettingsError(key: "extraction.model", source: source, message: contradiction)
        }
    }

    /// Reads and validates one file over the defaults, as `larder config check` does.
    public func check(file: String) throws -> DaemonSettings {
        var settings = DaemonSettings(environment: environment)
        try settings.apply(toml: try read(file), source: file)
        try Self.checkAgreement(settings, source: file)
        return settings
    }

    private func requireFile(_ path: String, source: String) throws -> String {
        guard FileManager.default.fileExists(atPath: path) else {
            throw SettingsError(key: nil, source: path, message: "no such configuration file (named by \(source))")
        }
        return path
    }

    private func read(_ path: String) throws -> String {
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw SettingsError(key: nil, source: path, message: "cannot be read; check its permissions")
        }
    }
}
