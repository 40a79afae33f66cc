import Foundation

/// Writes human-readable messages to standard error, keeping standard output for results.
enum StandardError {
    static func write(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
