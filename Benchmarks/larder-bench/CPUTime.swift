import Foundation

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
        guard let stat = try? String(contentsOfFile: "/proc/\(processIdentifier)/stat", encoding: .utf8),
            let afterName = stat.range(of: ") ", options: .backwards)
        else { return .nan }
        // Fields after the name start at field 3 (state); utime and stime are fields 14 and 15.
        let fields = stat[afterName.upperBound...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return .nan }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    private static func seconds(of who: __rusage_who_t) -> Double {
        var usage = rusage()
        getrusage(who, &usage)
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return user + system
    }
}
