import Foundation

/// The child processes of a process, found by their parent in `/proc`: a daemon's OCR workers, for tests and for
/// the benchmark that counts their memory and processor time.
public enum ChildProcesses {
    /// - Parameter includingZombies: Whether children that ended but were not reaped count; they do by default,
    ///   since a child never reaped is a leak a test should see.
    public static func of(_ parent: Int32, includingZombies: Bool = true) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let afterName = stat.range(of: ") ", options: .backwards)
            else { return false }
            // After the name: the state, then the parent.
            let fields = stat[afterName.upperBound...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == parent && (includingZombies || fields[0] != "Z")
        }
    }
}
