/// Why the configuration was refused. The message names the key (`daemon.workers`) or the file.
public struct SettingsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The key at fault, as `table.key`; `nil` when the whole file is at fault.
    public var key: String?
    /// The file the setting came from, or where it came from (`--workers`, `$LARDER_DB`).
    public var source: String
    public var message: String

    public init(key: String?, source: String, message: String) {
        self.key = key
        self.source = source
        self.message = message
    }

    public var description: String {
        if let key { return "\(source): \(key): \(message)" }
        return "\(source): \(message)"
    }
}
