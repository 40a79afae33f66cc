import Foundation

extension DaemonHarness {
    /// Replaces the configuration's `[extraction]` table with `lines`, e.g. `backend = "offline"`.
    func setExtraction(_ lines: String) throws {
        let config = try String(contentsOfFile: configPath, encoding: .utf8)
        let rest = config.components(separatedBy: "\n[extraction]\n").first ?? config
        try (rest + "\n[extraction]\n" + lines + "\n").write(toFile: configPath, atomically: true, encoding: .utf8)
    }
}

extension DaemonHarness {
    /// Adds a table to the configuration, e.g. `appendTable("ocr", "idle_seconds = 2")`.
    func appendTable(_ name: String, _ lines: String) throws {
        let config = try String(contentsOfFile: configPath, encoding: .utf8)
        try (config + "\n[\(name)]\n" + lines + "\n").write(toFile: configPath, atomically: true, encoding: .utf8)
    }
}
