import Foundation
import LarderLogging
import Logging

/// Collects what a `LarderLogHandler` writes, in place of standard error.
final class CapturedLines: @unchecked Sendable {
    // @unchecked: `lines` is only touched while holding `lock`.
    private let lock = NSLock()
    private var lines: [String] = []

    /// A logger writing in `format` into this capture.
    func logger(format: LogFormat, level: Logger.Level = .trace) -> Logger {
        Logger(label: "larder.test") { label in
            LarderLogHandler(label: label, format: format, logLevel: level) { line in
                self.lock.withLock { self.lines.append(line) }
            }
        }
    }

    var all: [String] { lock.withLock { lines } }
}
