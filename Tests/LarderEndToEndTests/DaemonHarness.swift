import Foundation
import LarderTestSupport
import Testing

/// A daemon's data folder with its configuration, and the ways a test drives and watches it.
struct DaemonHarness {
    let folder: TemporaryDirectory
    let larder: LarderExecutable
    let configPath: String

    /// - Parameter webListen: The web app's address: none by default, so daemons of tests running side by side
    ///   never reach for the same port; `127.0.0.1:0` serves it on a free port (``webPort(in:)`` finds it).
    init(workers: Int = 1, stableSeconds: Double = 0.5, webListen: String = "") throws {
        folder = try TemporaryDirectory()
        larder = try LarderExecutable()
        configPath = folder.path("larder.toml")
        let config = """
            [storage]
            data_dir = "\(folder.path("data"))"
            [daemon]
            workers = \(workers)
            stable_seconds = \(stableSeconds)
            retry_base_seconds = 1
            [web]
            listen = "\(webListen)"
            """
        try folder.write(Data(config.utf8), to: "larder.toml")
        try FileManager.default.createDirectory(atPath: inbox, withIntermediateDirectories: true)
    }

    /// Appends `daemon.watch = mode` to the configuration.
    func setWatch(_ mode: String) throws {
        let config = try String(contentsOfFile: configPath, encoding: .utf8)
        let updated = config.replacingOccurrences(of: "[daemon]\n", with: "[daemon]\nwatch = \"\(mode)\"\n")
        try updated.write(toFile: configPath, atomically: true, encoding: .utf8)
    }

    var data: String { folder.path("data") }
    var inbox: String { folder.path("data/inbox") }
    var databasePath: String { folder.path("data/larder.sqlite") }

    func start(environment: [String: String] = [:]) throws -> RunningLarder {
        try larder.start(
            ["daemon", "--config", configPath], environment: environment.merging(["OMP_THREAD_LIMIT": "1"]) { a, _ in a },
            logIn: folder)
    }

    /// `larder status --json`, parsed.
    func status() throws -> [String: Any] {
        let result = try larder.run(["status", "--json", "--config", configPath])
        let object = try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        return try #require(object, "status printed no JSON: \(result.standardOutput) \(result.standardError)")
    }

    /// The number of jobs in each state; none before the daemon has created the database (`status` only reads).
    func jobs() throws -> [String: Int] {
        guard FileManager.default.fileExists(atPath: databasePath) else { return [:] }
        return try status()["jobs"] as? [String: Int] ?? [:]
    }

    /// Polls `condition` until it holds; fails the test after a generous time (counted on the clock, since each
    /// poll may run `larder status`), or as soon as the daemon has ended without it, rather than hanging.
    func waitUntil(_ what: String, daemon: RunningLarder?, _ condition: () throws -> Bool) throws {
        let deadline = ContinuousClock.now + .seconds(600)
        while ContinuousClock.now < deadline {
            if try condition() { return }
            if let daemon, !daemon.isRunning {
                if try condition() { return }
                Issue.record("the daemon ended before \(what); log:\n\(daemon.log)")
                throw CancellationError()
            }
            Thread.sleep(forTimeInterval: 0.5)
        }
        Issue.record("timed out waiting until \(what); log:\n\(daemon?.log ?? "")")
        throw CancellationError()
    }

    /// Waits until the daemon has started watching its inbox (it has logged so).
    /// The port the daemon says it serves the web app on, once it does.
    func webPort(of daemon: RunningLarder) throws -> Int {
        var port: Int?
        try waitUntil("the web app listens", daemon: daemon) {
            guard let line = daemon.log.split(separator: "\n").first(where: { $0.contains("serving the web app") }),
                let field = line.split(separator: " ").first(where: { $0.hasPrefix("port=") })
            else { return false }
            port = Int(field.dropFirst("port=".count))
            return port != nil
        }
        return try #require(port)
    }

    /// The API token the daemon created in its data folder.
    func webToken() throws -> String {
        try String(contentsOfFile: folder.path("data/web-token"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func waitUntilWatching(_ daemon: RunningLarder) throws {
        try waitUntil("the daemon is watching", daemon: daemon) { daemon.log.contains("watching the inbox") }
    }

    /// Copies a file into the inbox under a temporary name and renames it, as sync tools do.
    func drop(_ source: String, as name: String) throws {
        let staging = URL(fileURLWithPath: inbox).appendingPathComponent(".\(name).part").path
        try FileManager.default.copyItem(atPath: source, toPath: staging)
        let final = URL(fileURLWithPath: inbox).appendingPathComponent(name).path
        try FileManager.default.moveItem(atPath: staging, toPath: final)
    }

    /// Every regular file below `relativeFolder` of the data folder, as paths relative to that folder.
    func files(under relativeFolder: String) -> [String] {
        let root = folder.path("data/\(relativeFolder)")
        let all = (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []
        return all.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
                && !isFolder.boolValue
        }.sorted()
    }
}
