import Foundation

/// A `larder` process left running in the background (the daemon), with its output in files.
public final class RunningLarder: @unchecked Sendable {
    // @unchecked: `Process` is not Sendable, but it is only used from the test that started it.
    private let process: Process
    /// Where its standard error (the log) goes.
    public let logPath: String

    init(process: Process, logPath: String) {
        self.process = process
        self.logPath = logPath
    }

    public var processIdentifier: Int32 { process.processIdentifier }

    /// Sends a signal, e.g. `SIGTERM`, or `SIGKILL` to simulate a crash.
    public func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Whether the process has not ended yet.
    public var isRunning: Bool { process.isRunning }

    /// Waits for the process to end and returns its exit status (or signal number when killed).
    public func waitForExit() -> Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// How it ended: `.exit` or `.uncaughtSignal`.
    public var terminationReason: Process.TerminationReason { process.terminationReason }

    /// Everything it logged so far.
    public var log: String {
        (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    }
}

extension LarderExecutable {
    /// Starts `larder arguments...` without waiting for it; standard output and error go to files in `folder`.
    public func start(
        _ arguments: [String], environment: [String: String] = [:], logIn folder: TemporaryDirectory
    ) throws -> RunningLarder {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let logPath = folder.path("daemon-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        let log = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try log.close()
        return RunningLarder(process: process, logPath: logPath)
    }
}
