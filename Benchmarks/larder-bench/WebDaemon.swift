import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The release `larder daemon` serving the web app on a free loopback port over a prepared data folder, with
/// the API token it keeps there.
final class WebDaemon {
    let process: Process
    let port: Int
    let token: String
    let logPath: String

    /// Starts the daemon on `dataFolder` and waits until it watches its (empty) inbox and serves the web app.
    init(binary: String, folder: URL, dataFolder: URL) throws {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchmarkError("\(binary) is missing: run `swift build -c release --product larder` first")
        }
        // A file of its own keeps a configuration in /etc or ~/.config from changing what is measured. No daily
        // backup: its copy of the database at start would run beside the first routes measured.
        let config = folder.appendingPathComponent("larder.toml")
        try Data("""
            [storage]
            data_dir = "\(dataFolder.path)"
            [log]
            format = "text"
            [backup]
            enabled = false
            [web]
            listen = "127.0.0.1:0"
            """.utf8).write(to: config)
        logPath = folder.appendingPathComponent("daemon.log").path
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["daemon", "--config", config.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        try process.run()
        var found: Int?
        let deadline = ContinuousClock.now + .seconds(120)
        while found == nil {
            let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
            let web = log.split(separator: "\n").first { $0.contains("serving the web app") }
            if log.contains("watching the inbox"), let field = web?.split(separator: " ").first(where: { $0.hasPrefix("port=") }) {
                found = Int(field.dropFirst("port=".count))
            } else if !process.isRunning || ContinuousClock.now > deadline {
                process.terminate()
                throw BenchmarkError("the daemon did not start serving the web app; see \(logPath)")
            } else {
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
        port = found ?? 0
        token = try String(contentsOf: dataFolder.appendingPathComponent("web-token"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    var authorization: String { "Authorization: Bearer \(token)" }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Resident memory now (`VmRSS`), the part of it allocated (`RssAnon`) and the peak so far (`VmHWM`), in MB.
    var memory: (resident: Double, anonymous: Double, peak: Double) {
        let pid = process.processIdentifier
        return (ProcessMemory.megabytes(of: pid, field: "VmRSS"), ProcessMemory.megabytes(of: pid, field: "RssAnon"),
                ProcessMemory.megabytes(of: pid, field: "VmHWM"))
    }

    /// `GET path` with the token; the size of its answer in bytes.
    /// - Throws: ``BenchmarkError`` unless it answered 200 itself: the sign-in gate sends a request it refuses to
    ///   `/login`, which answers 200 once the redirect is followed.
    func checkedSize(of path: String) async throws -> Int {
        let address = URL(string: url(path))!
        var request = URLRequest(url: address)
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.timeoutInterval = 120
        let (body, response) = try await URLSession.shared.data(for: request)
        let answer = response as? HTTPURLResponse
        guard answer?.statusCode == 200, answer?.url?.path == address.path else {
            throw BenchmarkError("GET \(path) answered \(answer?.statusCode ?? 0) from \(answer?.url?.path ?? "nowhere"), "
                + "not 200 from \(address.path); see \(logPath)")
        }
        return body.count
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}
