import Foundation

/// A `larder` process left running in the background (the daemon), with its output in files.
public final class RunningLarder: Sendable {
    private let process: ChildProcess
    /// Where its standard error (the log) goes.
    public let logPath: String

    init(process: ChildProcess, logPath: String) {
        self.process = process
        self.logPath = logPath
    }

    public var processIdentifier: Int32 { process.pid }

    /// Sends a signal, e.g. `SIGTERM`, or `SIGKILL` to simulate a crash.
    public func send(_ signal: Int32) {
        process.send(signal)
    }

    /// Whether the process has not ended yet.
    public var isRunning: Bool { process.isRunning }

    /// Waits for the process to end, at most `limit` (then it is killed and the test fails), and returns its exit
    /// status (or signal number when killed).
    @discardableResult
    public func waitForExit(atMost limit: Duration = .seconds(900)) -> Int32 {
        switch process.wait(atMost: limit) {
        case .exited(let status), .signalled(let status): status
        }
    }

    /// How it ended, once ``waitForExit(atMost:)`` returned: `.exit` or `.uncaughtSignal`.
    public var terminationReason: Process.TerminationReason {
        if case .signalled = process.poll() { .uncaughtSignal } else { .exit }
    }

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
        let logPath = folder.path("daemon-\(UUID().uuidString).log")
        let process = try ChildProcess(
            url.path, arguments, environment: ProcessInfo.processInfo.environment.merging(environment) { _, new in new },
            standardOutput: logPath, standardError: logPath)
        return RunningLarder(process: process, logPath: logPath)
    }
}
