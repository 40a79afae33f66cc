import Foundation

/// One running `larder ocr-worker` and the pipes to its standard input and its reply descriptor; its standard
/// output and error are the daemon's standard error, so what it logs lands in the same journal.
///
/// Unchecked Sendable: only the ``OCRProcessRecognizer`` actor holding it reads and writes its pipes and
/// ``isReady`` (the recognizer's deinit lets it go when no one else can); other threads touch only the
/// ``handle``, which is Sendable.
final class OCRWorkerProcess: @unchecked Sendable {
    let handle: WorkerProcessHandle
    /// Requests go here.
    let input: PipeEnd
    /// Replies come from here.
    let output: PipeEnd
    /// Whether the worker has said it is ready.
    var isReady = false

    private init(pid: pid_t, input: PipeEnd, output: PipeEnd) {
        handle = WorkerProcessHandle(pid: pid)
        self.input = input
        self.output = output
    }

    /// Starts `executable` with `arguments`, its signals at their defaults.
    /// - Throws: ``OCRWorkerError`` `.unavailable` when the process cannot be started.
    static func start(executable: String, arguments: [String], environment: [String: String]) throws
        -> OCRWorkerProcess
    {
        // Pipes are made close-on-exec in two steps (Glibc's pipe2 is not visible to Swift): one start at a time,
        // so no worker inherits the pipes of another and keeps it from seeing its input end.
        spawning.lock()
        defer { spawning.unlock() }
        var toChild: [Int32] = [-1, -1]
        var fromChild: [Int32] = [-1, -1]
        guard pipe(&toChild) == 0 else { throw unavailable("cannot create a pipe", errno) }
        guard pipe(&fromChild) == 0 else {
            let error = errno
            toChild.forEach { close($0) }
            throw unavailable("cannot create a pipe", error)
        }
        for descriptor in toChild + fromChild { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], OCRWorkerFrames.replyDescriptor)
        posix_spawn_file_actions_adddup2(&actions, STDERR_FILENO, STDOUT_FILENO)
        // Nothing else of the daemon's reaches the worker: not its database, inbox watch or listening socket, and
        // not a descriptor whose close another process waits for (Foundation learns that a child it started has
        // exited when the child's end of a socket closes, so a worker holding a copy would keep that child alive
        // for it). The pipes above are close-on-exec, but what other threads open need not be.
        InheritedDescriptors.close(from: OCRWorkerFrames.replyDescriptor + 1, in: &actions)
        // The daemon ignores SIGPIPE, and its signal handling catches and blocks SIGTERM, SIGINT and SIGHUP; a
        // worker starts with them at their defaults and unblocked, as any process does.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGTERM, SIGINT, SIGHUP] { sigaddset(&defaults, signal) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = (["larder"] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        var result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        // The program being written at this moment (an upgrade in place, or a copy another process still holds
        // open for writing) is busy only for a moment.
        for _ in 0..<20 where result == ETXTBSY {
            usleep(50_000)
            result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        }
        close(toChild[0])
        close(fromChild[1])
        guard result == 0 else {
            close(toChild[1])
            close(fromChild[0])
            throw unavailable("cannot start \(executable)", result)
        }
        return OCRWorkerProcess(
            pid: pid, input: PipeEnd(descriptor: toChild[1]), output: PipeEnd(descriptor: fromChild[0]))
    }

    /// Lets an idle worker go: its input ends, so it exits; it is reaped, and killed if it has not exited within
    /// a few seconds.
    /// - Parameter waits: Whether to return only once it has ended, rather than reaping it in the background.
    func letGo(waits: Bool = false) {
        input.close()
        output.close()
        let handle = handle
        let end: @Sendable () -> Void = {
            for _ in 0..<50 where handle.ending() == nil { usleep(100_000) }
            if handle.ending() == nil {
                handle.kill(.cancelled)
                _ = handle.waitForEnd()
            }
        }
        if waits { end() } else { DispatchQueue.global().async(execute: end) }
    }

    private static let spawning = NSLock()

    private static func unavailable(_ what: String, _ error: Int32) -> OCRWorkerError {
        OCRWorkerError(code: .unavailable, message: "\(what): \(String(cString: strerror(error)))")
    }
}
