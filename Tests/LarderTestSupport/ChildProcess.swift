import Foundation
import LarderPipeline
import Synchronization
import Testing

/// A program a test starts (`larder`, chromium, `mount`), with its output in files, waited for with a time limit.
///
/// Not Foundation's `Process`: on Linux it learns that a child exited when the child's end of a socket closes, on
/// one manager thread, so a child whose socket a third process inherited (any program started at the same moment
/// by another test) never ends for it, and a test waiting on it blocks one of Swift's few pool threads for good.
/// Here the child is reaped by its own number, inherits nothing but its standard streams, and a wait that outlasts
/// its limit kills it and fails the test instead of hanging the suite.
public final class ChildProcess: Sendable {
    /// How a child ended.
    public enum Ending: Sendable, Equatable {
        case exited(Int32)
        case signalled(Int32)

        /// The status as a shell reports it: the exit status, or 128 + the signal that ended it.
        public var exitCode: Int32 {
            switch self {
            case .exited(let status): status
            case .signalled(let signal): 128 + signal
            }
        }
    }

    public let pid: pid_t
    private let command: String
    private let ending = Mutex<Ending?>(nil)

    /// Starts `executable` with `arguments`; standard input reads the file at its path (`nil`: empty), standard
    /// output and error go to the files at the given paths (appended to; `nil` discards).
    /// - Throws: `POSIXError` when the program cannot be started.
    public init(
        _ executable: String, _ arguments: [String], environment: [String: String],
        standardOutput: String? = nil, standardError: String? = nil, standardInput: String? = nil
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let append = O_WRONLY | O_CREAT | O_APPEND
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, standardInput ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, standardOutput ?? "/dev/null", append, 0o600)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, standardError ?? "/dev/null", append, 0o600)
        InheritedDescriptors.close(from: 3, in: &actions)
        // Signals at their defaults and none blocked, as from a shell: the test process's own handling (a daemon
        // under test in it ignores SIGTERM, say) is not the program's.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .ENOENT) }
        self.pid = pid
        command = ([URL(fileURLWithPath: executable).lastPathComponent] + arguments).joined(separator: " ")
    }

    /// A child no test waited for (one that failed before it could) is killed and reaped, not left running.
    deinit {
        guard poll() == nil else { return }
        send(SIGKILL)
        _ = poll(for: .seconds(5))
    }

    /// Sends `signal` while the child has not been reaped (so never to a process that took its number since).
    public func send(_ signal: Int32) {
        ending.withLock { if $0 == nil { _ = kill(pid, signal) } }
    }

    /// How it ended, reaping it; `nil` while it runs.
    public func poll() -> Ending? {
        ending.withLock { ending in
            if let ending { return ending }
            var status: Int32 = 0
            let reaped = waitpid(pid, &status, WNOHANG)
            // No child of that number any more (reaped elsewhere, or SIGCHLD ignored): ended, how is unknown, which
            // no test may take for an answer.
            if reaped == -1 && errno != EINTR {
                Issue.record("`\(command)` was reaped by someone else, so how it ended is unknown")
                ending = .exited(-1)
                return ending
            }
            guard reaped == pid else { return nil }
            // The status word: the low seven bits are the terminating signal, 0 for a normal exit.
            let signal = status & 0x7f
            ending = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
            return ending
        }
    }

    public var isRunning: Bool { poll() == nil }

    /// Waits until it ends, at most `limit`; a child still running then is killed (its ending is that signal) and
    /// the test fails naming it.
    @discardableResult
    public func wait(atMost limit: Duration = .seconds(900)) -> Ending {
        if let ending = poll(for: limit) { return ending }
        send(SIGKILL)
        Issue.record("`\(command)` was still running after \(limit), so it was killed")
        // A process stuck in the kernel (a mount, say) may outlive even SIGKILL for a while; not the test.
        return poll(for: .seconds(30)) ?? .signalled(SIGKILL)
    }

    /// How it ended, polled until it does or `limit` has passed (then once more).
    private func poll(for limit: Duration) -> Ending? {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if let ending = poll() { return ending }
            usleep(10_000)
        }
        return poll()
    }
}
