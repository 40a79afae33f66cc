import Foundation
import LarderTestSupport
import Testing

/// The Python test helpers `make test` installs (scripts/install-test-python.sh): a test that needs them and
/// finds them missing fails saying how to install them, rather than passing without checking anything.
enum WebTestTools {
    static let venv = Fixtures.packageRoot.appendingPathComponent(".build/test-python/bin")

    static func tool(_ name: String) throws -> String {
        let path = venv.appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("\(path) is missing: run scripts/install-test-python.sh (make test does)")
            throw CancellationError()
        }
        return path
    }

    /// Runs a program to its end and returns its exit status and everything it printed.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws
        -> (status: Int32, output: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("web-check-\(UUID()).log")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        defer { try? FileManager.default.removeItem(at: output) }
        return (process.terminationStatus, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
    }
}
