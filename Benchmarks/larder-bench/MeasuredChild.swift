import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program to completion with its output discarded, and reports its wall time and peak resident memory
/// (from `wait4`, so the figure is the child's own high-water mark, not a sample).
struct MeasuredChild {
    var exitStatus: Int32
    var seconds: Double
    var peakMegabytes: Double

    static func run(_ path: String, _ arguments: [String]) throws -> MeasuredChild {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let start = ContinuousClock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchmarkError("cannot start \(path): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let seconds = (ContinuousClock.now - start).seconds
        return MeasuredChild(
            exitStatus: (status >> 8) & 0xFF, seconds: seconds, peakMegabytes: Double(usage.ru_maxrss) / 1024)
    }
}
