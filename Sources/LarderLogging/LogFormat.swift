import Foundation

/// How log lines look: `--log-format` or `$LARDER_LOG_FORMAT`.
public enum LogFormat: String, CaseIterable, Sendable {
    /// `journal` when standard error is connected to the systemd journal, else `text`.
    case auto
    /// Human-readable lines: time, level, label, message, `key=value` metadata.
    case text
    /// One JSON object per line, for log shippers.
    case json
    /// Plain lines with a `<N>` syslog priority prefix, which journald turns into the entry's priority;
    /// no time stamp, since the journal adds its own.
    case journal

    /// The concrete format: `auto` decided from `$JOURNAL_STREAM`, any other format as it is.
    /// - Parameters:
    ///   - environment: Where `JOURNAL_STREAM` is read; the process's own by default.
    ///   - descriptor: The stream logs are written to; standard error by default.
    public func resolved(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        descriptor: Int32 = STDERR_FILENO
    ) -> LogFormat {
        guard self == .auto else { return self }
        return JournalStream.isConnected(descriptor: descriptor, environment: environment) ? .journal : .text
    }
}
