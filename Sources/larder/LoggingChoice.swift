import LarderLogging
import Logging
import Synchronization

/// The format and level each new logger gets.
///
/// Logging is bootstrapped before the command line is parsed, but `larder daemon` only learns its
/// configuration file's `[log]` table afterwards; loggers are made per label on first use, so the
/// daemon adopts that table here before it creates its own. `--log-format`, `$LARDER_LOG_FORMAT`
/// and `$LARDER_LOG_LEVEL` still win over the file.
final class LoggingChoice: Sendable {
    static let shared = LoggingChoice()

    struct Current {
        /// Already resolved: never `auto`.
        var format: LogFormat
        var level: Logger.Level
    }

    private struct State {
        var format: LogFormat = .auto
        var level: Logger.Level = .warning
        var formatIsFixed = false
        var levelIsFixed = false
    }

    private let state = Mutex(State())

    /// Fixes what the command line and environment chose; `nil` leaves a value to the configuration.
    func start(format: LogFormat?, level: Logger.Level?) {
        state.withLock {
            $0 = State(
                format: format ?? .auto, level: level ?? .warning, formatIsFixed: format != nil,
                levelIsFixed: level != nil)
        }
    }

    /// Takes the configuration's `[log]` values where the command line and environment said nothing.
    func adopt(format: LogFormat?, level: Logger.Level?) {
        state.withLock {
            if !$0.formatIsFixed, let format { $0.format = format }
            if !$0.levelIsFixed, let level { $0.level = level }
        }
    }

    var current: Current {
        let state = state.withLock { $0 }
        return Current(format: state.format.resolved(), level: state.level)
    }
}
