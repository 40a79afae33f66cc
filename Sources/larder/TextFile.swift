import ArgumentParser
import Foundation

/// Text a command reads from a file or standard input (`-`), or writes to a file or standard output.
enum TextFile {
    /// The file's text, UTF-8.
    /// - Throws: `ExitCode.failure` after saying on standard error why it cannot be read.
    static func read(_ file: String) throws -> String {
        do {
            let data = try file == "-" ? FileHandle.standardInput.readDataToEndOfFile()
                : Data(contentsOf: URL(fileURLWithPath: file))
            return String(decoding: data, as: UTF8.self)
        } catch {
            StandardError.write("larder: cannot read \(file): \(error.localizedDescription)")
            throw ExitCode.failure
        }
    }

    /// Writes `text` to the file at `path`, replacing it, or to standard output when `path` is `nil`.
    static func write(_ text: String, to path: String?) throws {
        if let path {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } else {
            print(text, terminator: "")
        }
    }
}
