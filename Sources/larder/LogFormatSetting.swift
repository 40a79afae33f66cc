import ArgumentParser
import Foundation
import LarderLogging

/// The global `--log-format` option, read before any command is parsed.
///
/// Logging is bootstrapped once, before parsing, so that every command logs the same way; the option
/// may stand anywhere before `--` (`larder --log-format json daemon` or `larder daemon --log-format json`)
/// and is taken out before ArgumentParser sees the rest.
enum LogFormatSetting {
    static let optionName = "--log-format"

    /// The format from `--log-format`, else `$LARDER_LOG_FORMAT`, else `nil` (left to the
    /// configuration file, then `auto`), and the arguments without the option.
    /// - Throws: `ValidationError` naming the accepted values when a value is missing or unknown.
    static func extract(
        from arguments: [String],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> (format: LogFormat?, remaining: [String]) {
        var remaining: [String] = []
        var chosen: String?
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" {
                remaining += arguments[index...]
                break
            }
            if argument == optionName {
                guard index + 1 < arguments.endIndex else { throw invalid(nil) }
                chosen = arguments[index + 1]
                index += 2
                continue
            }
            if argument.hasPrefix(optionName + "=") {
                chosen = String(argument.dropFirst(optionName.count + 1))
            } else {
                remaining.append(argument)
            }
            index += 1
        }
        guard let value = chosen ?? environment["LARDER_LOG_FORMAT"].flatMap({ $0.isEmpty ? nil : $0 }) else {
            return (nil, remaining)
        }
        guard let format = LogFormat(rawValue: value.lowercased()) else { throw invalid(value) }
        return (format, remaining)
    }

    private static func invalid(_ value: String?) -> ValidationError {
        let accepted = LogFormat.allCases.map(\.rawValue).joined(separator: ", ")
        let given = value.map { " '\($0)'" } ?? ""
        return ValidationError("unknown log format\(given); --log-format and LARDER_LOG_FORMAT take \(accepted).")
    }
}
