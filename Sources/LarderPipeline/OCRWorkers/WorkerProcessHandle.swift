import Foundation
import Synchronization

/// The part of a worker process other threads may touch: a time limit or a cancelled caller kills it.
///
/// A process is killed only while it has not been reaped, so a signal never reaches another process that was
/// given the same number later.
final class WorkerProcessHandle: Sendable {
    /// Why the daemon killed the worker, which its end alone cannot tell.
    enum KillReason: Sendable {
        case timedOut, cancelled, brokenReply
    }

    /// How the process ended.
    enum Ending: Sendable, Equatable {
        case exited(status: Int32)
        case signalled(Int32)
    }

    let pid: pid_t
    private let state = Mutex<(reason: KillReason?, ending: Ending?)>((nil, nil))

    init(pid: pid_t) {
        self.pid = pid
    }

    /// Sends SIGKILL, remembering the first reason given.
    func kill(_ reason: KillReason) {
        state.withLock { state in
            guard state.ending == nil else { return }
            if state.reason == nil { state.reason = reason }
            _ = Foundation.kill(pid, SIGKILL)
        }
    }

    var killReason: KillReason? { state.withLock { $0.reason } }

    /// How the process ended, reaping it; `nil` while it runs.
    func ending() -> Ending? {
        state.withLock { state in
            if let ending = state.ending { return ending }
            var status: Int32 = 0
            guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
            // The status word: the low seven bits are the terminating signal, 0 for a normal exit.
            let signal = status & 0x7f
            let ending = signal == 0 ? Ending.exited(status: (status >> 8) & 0xff) : .signalled(signal)
            state.ending = ending
            return ending
        }
    }

    /// Waits for the process to end, then reaps it. The wait leaves it a zombie (its number stays taken), so
    /// a kill racing with it is harmless.
    func waitForEnd() -> Ending {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1 && errno == EINTR {}
        if let ending = ending() { return ending }
        // Already reaped by someone else, or never ours: nothing more can be known.
        return .exited(status: -1)
    }
}
