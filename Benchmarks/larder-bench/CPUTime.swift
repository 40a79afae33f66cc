import Foundation
import LarderTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Processor time (user + system) spent, which other work on a shared machine barely changes, unlike wall time.
enum CPUTime {
    /// Seconds this process has used so far, all threads.
    static func ofThisProcess() -> Double {
        seconds(of: RUSAGE_SELF.rawValue)
    }

    /// Seconds used by this process's children that have been waited for.
    static func ofFinishedChildren() -> Double {
        seconds(of: RUSAGE_CHILDREN.rawValue)
    }

    /// Seconds a running process has used, from `/proc/PID/stat` (fields 14 and 15, in clock ticks).
    static func of(processIdentifier: Int32) -> Double {
        guard let fields = statFields(of: processIdentifier), fields.count > 12,
            let user = Double(fields[11]), let system = Double(fields[12])
        else { return .nan }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Seconds a running process and all its children have used: its own, its waited-for children's (fields 16
    /// and 17), and its live children's (a daemon's OCR worker processes).
    static func withChildren(of processIdentifier: Int32) -> Double {
        guard let fields = statFields(of: processIdentifier), fields.count > 14,
            let children = Double(fields[13]), let childrenSystem = Double(fields[14])
        else { return .nan }
        let finished = (children + childrenSystem) / Double(sysconf(Int32(_SC_CLK_TCK)))
        return of(processIdentifier: processIdentifier) + finished
            + ChildProcesses.of(processIdentifier, includingZombies: false).map { of(processIdentifier: $0) }.reduce(0, +)
    }

    /// The fields of `/proc/PID/stat` after the process name, starting with field 3 (state).
    static func statFields(of processIdentifier: Int32) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(processIdentifier)/stat", encoding: .utf8),
            let afterName = stat.range(of: ") ", options: .backwards)
        else { return nil }
        return stat[afterName.upperBound...].split(separator: " ")
    }

    private static func seconds(of who: __rusage_who_t) -> Double {
        var usage = rusage()
        getrusage(who, &usage)
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return user + system
    }
}
