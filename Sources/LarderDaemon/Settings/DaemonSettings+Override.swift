import Foundation
import TOMLKit

extension DaemonSettings {
    /// Sets one key (`daemon.workers`) from text given on the command line or in the environment.
    ///
    /// The text is read as a TOML value when it is one (`4`, `true`, `2.5`), else as a string, so
    /// `--set daemon.watch=poll` needs no quotes.
    /// - Throws: ``SettingsError`` naming the key and `source` when the key or the value is wrong.
    public mutating func apply(key: String, text: String, source: String) throws {
        let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            throw SettingsError(key: key, source: source, message: "keys are written TABLE.KEY, e.g. daemon.workers")
        }
        let literal = (try? TOMLTable(string: "value = \(text)"))?["value"] != nil ? text : Self.quoted(text)
        try apply(toml: "[\(parts[0])]\n\(parts[1]) = \(literal)", source: source)
    }

    private static func quoted(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(escaped)\""
    }
}
