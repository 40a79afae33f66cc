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

    /// Runs `larder arguments...` to completion.
    /// - Parameter environment: Added to (and overriding) the test process's environment.
    public func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        // Output goes to files rather than pipes so that neither stream can fill up and stall the process.
        let folder = try TemporaryDirectory()
        let outputPath = folder.path("stdout")
        let errorPath = folder.path("stderr")
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        let error = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        defer {
            try? output.close()
            try? error.close()
        }
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let outputData = try Data(contentsOf: URL(fileURLWithPath: outputPath))
        let errorData = try Data(contentsOf: URL(fileURLWithPath: errorPath))
        return Result(
            exitCode: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }
}
