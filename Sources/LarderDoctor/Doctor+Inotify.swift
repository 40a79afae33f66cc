import Foundation

extension Doctor {
    /// Below these the daemon may run out of watches on a busy machine (desktop indexers and IDEs
    /// use thousands); the kernel defaults are 8192 and 128.
    static let inotifyMinimums = [("max_user_watches", 8192), ("max_user_instances", 128)]

    func inotifyChecks() -> [DoctorCheck] {
        Self.inotifyMinimums.map { name, minimum in
            let path = URL(fileURLWithPath: configuration.inotifyDirectory).appendingPathComponent(name).path
            let text = try? String(contentsOfFile: path, encoding: .utf8)
            guard let value = text.flatMap({ Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }) else {
                return DoctorCheck(
                    "inotify.\(name)", .warn, "\(path) cannot be read",
                    advice: "without inotify the daemon must poll the inbox; set polling in the configuration"
                )
            }
            guard value >= minimum else {
                return DoctorCheck(
                    "inotify.\(name)", .warn, "\(value), below \(minimum)",
                    advice: "raise it: `echo fs.inotify.\(name)=\(minimum * 4) | sudo tee /etc/sysctl.d/90-larder.conf`"
                        + " then `sudo sysctl --system`"
                )
            }
            return DoctorCheck("inotify.\(name)", .ok, "\(value)")
        }
    }
}
