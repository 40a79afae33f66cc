import Foundation
import LarderCore
import Logging

/// One event, redacted and flattened, ready to print in any `LogFormat`.
struct LogRecord {
    var date: Date
    var level: Logger.Level
    var label: String
    var message: String
    var metadata: [String: String]
    var source: String

    /// UTC with milliseconds, as receipts in one batch are logged within the same second. Not Foundation's
    /// ISO 8601 style, whose calendar looks up the local time zone through ICU (see `UTCDateTime`).
    private var timestamp: String { UTCDateTime(date).iso8601 }

    /// The event as one line ending in a newline; line breaks and other control characters inside the message
    /// and metadata are escaped, so one event is always one line (one journal entry, one JSON document).
    func line(in format: LogFormat) -> String {
        switch format {
        case .json:
            return jsonLine + "\n"
        case .journal:
            return "<\(syslogPriority)>\(label): \(escaped(message))\(metadataSuffix)\n"
        case .text, .auto:
            let time = timestamp
            return "\(time) \(level.rawValue.uppercased()) \(label): \(escaped(message))\(metadataSuffix)\n"
        }
    }

    /// syslog(3) priorities as journald reads them from a `<N>` prefix (sd-daemon(3)).
    var syslogPriority: Int {
        switch level {
        case .trace, .debug: 7
        case .info: 6
        case .notice: 5
        case .warning: 4
        case .error: 3
        case .critical: 2
        }
    }

    private var metadataSuffix: String {
        metadata.isEmpty ? "" : " " + metadata.sorted { $0.key < $1.key }.map { "\($0)=\(escaped($1))" }
            .joined(separator: " ")
    }

    private var jsonLine: String {
        var object: [String: Any] = [
            "time": timestamp, "level": level.rawValue, "label": label, "message": message,
            "source": source,
        ]
        if !metadata.isEmpty { object["metadata"] = metadata }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    private func escaped(_ text: String) -> String {
        text.escapingControlCharacters
    }
}
