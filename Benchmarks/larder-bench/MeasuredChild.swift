import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program to completion with its output discarded, and reports its wall time, processor time and peak
/// resident memory (from `wait4`, so the figures are the child's own, not samples).
struct MeasuredChild {
    var exitStatus: Int32
    var seconds: Double
    /// User plus system time of the child: what it cost, which other work on a shared machine barely changes.
    var cpuSeconds: Double
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
        let cpuSeconds = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return MeasuredChild(
            exitStatus: (status >> 8) & 0xFF, seconds: seconds, cpuSeconds: cpuSeconds,
            peakMegabytes: Double(usage.ru_maxrss) / 1024)
    }
}
