import Foundation
import Logging

/// The log level from `$LARDER_LOG_LEVEL` (trace, debug, info, notice, warning, error, critical).
enum LogLevelSetting {
    /// `nil` when unset or not a level, leaving the choice to the configuration file or the default.
    static var fromEnvironment: Logger.Level? {
        ProcessInfo.processInfo.environment["LARDER_LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0.lowercased()) }
    }
}
