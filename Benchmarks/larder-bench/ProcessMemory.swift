import Foundation

/// A running process's memory figures from `/proc/PID/status`, read while it runs (no sampling tool needed).
enum ProcessMemory {
    /// A memory field in MB: `VmRSS` (resident now), `VmHWM` (the resident peak) or `RssAnon` (the part it
    /// allocated, rather than pages of its program and libraries); NaN when the process or field is gone.
    static func megabytes(of process: Int32, field: String) -> Double {
        let status = (try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") }
        let kilobytes = line?.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { Double($0) } ?? .nan
        return kilobytes / 1024
    }
}
