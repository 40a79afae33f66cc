import Foundation

/// Times read off a daemon's text log, whose lines start with an ISO 8601 time: the daemon's own account of how
/// long something took, unaffected by how long the test process waited to look.
enum DaemonLogTimes {
    /// Seconds from the first line containing `first` to the first later line containing `last`.
    static func seconds(in log: String, from first: String, to last: String) -> Double? {
        let lines = log.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.contains(first) }),
            let end = lines[start...].firstIndex(where: { $0.contains(last) }),
            let from = time(of: lines[start]), let to = time(of: lines[end])
        else { return nil }
        return to.timeIntervalSince(from)
    }

    private static func time(of line: String) -> Date? {
        guard let stamp = line.split(separator: " ").first else { return nil }
        return try? Date(String(stamp), strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}
