import Foundation

/// Runs the built `larder` binary as a user would, capturing its output.
public struct LarderExecutable: Sendable {
    /// What one run printed and how it ended.
    public struct Result: Sendable {
        public var exitCode: Int32
        public var standardOutput: String
        public var standardError: String
    }

    public let url: URL

    /// The `larder` built beside the test bundle (SwiftPM puts products and tests in one folder).
    public init() throws {
        let buildFolder = Bundle.main.bundleURL.path.hasSuffix(".xctest")
            ? Bundle.main.bundleURL.deletingLastPathComponent()
            : Bundle.main.bundleURL
        let candidates = [buildFolder, Bundle.main.bundleURL.deletingLastPathComponent()]
            .map { $0.appendingPathComponent("larder") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: candidates[0].path])
        }
        url = found
    }

    /// Runs `larder arguments...` to completion, at most `limit` (then it is killed and the test fails).
    /// - Parameters:
    ///   - environment: Added to (and overriding) the test process's environment.
    ///   - standardInput: The file the program reads as standard input; `nil` for none.
    public func run(
        _ arguments: [String], environment: [String: String] = [:], standardInput: String? = nil,
        atMost limit: Duration = .seconds(900)
    ) throws -> Result {
        // Output goes to files rather than pipes so that neither stream can fill up and stall the process.
        let folder = try TemporaryDirectory()
        let outputPath = folder.path("stdout")
        let errorPath = folder.path("stderr")
        let process = try ChildProcess(
            url.path, arguments, environment: ProcessInfo.processInfo.environment.merging(environment) { _, new in new },
            standardOutput: outputPath, standardError: errorPath, standardInput: standardInput)
        let exitCode = process.wait(atMost: limit).exitCode
        let outputData = (try? Data(contentsOf: URL(fileURLWithPath: outputPath))) ?? Data()
        let errorData = (try? Data(contentsOf: URL(fileURLWithPath: errorPath))) ?? Data()
        return Result(
            exitCode: exitCode,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }
}
