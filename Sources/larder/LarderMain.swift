import ArgumentParser
import Foundation
import LarderLogging
import Logging

/// The entry point: makes OCR single-threaded per process, bootstraps logging once in the chosen
/// `--log-format`, runs the command and maps failures to the documented exit codes (usage errors are
/// 2, not ArgumentParser's 64).
@main
enum LarderMain {
    static func main() async {
        OpenMPThreadLimit.applyIfUnset()
        do {
            let logging = try LogFormatSetting.extract(from: Array(CommandLine.arguments.dropFirst()))
            LoggingChoice.shared.start(format: logging.format, level: LogLevelSetting.fromEnvironment)
            LoggingSystem.bootstrap { label in
                let choice = LoggingChoice.shared.current
                return LarderLogHandler(label: label, format: choice.format, logLevel: choice.level)
            }
            var command = try LarderCommand.parseAsRoot(logging.remaining)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }

    private static func exit(withError error: any Error) -> Never {
        let code = LarderCommand.exitCode(for: error)
        let message = LarderCommand.fullMessage(for: error)
        if code == .success {
            if !message.isEmpty { print(message) }
            Foundation.exit(0)
        }
        if !message.isEmpty { StandardError.write(message) }
        Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
    }
}
