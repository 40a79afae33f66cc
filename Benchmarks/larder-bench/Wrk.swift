import Foundation

/// Debian's `wrk` (4.1), the load tool: a fixed number of connections, each sending its next request as soon as
/// the last answer arrived, with a Lua script that prints the figures in one line this parses.
struct Wrk {
    struct Result {
        /// Latency percentiles over every request, in milliseconds: the time from sending a request to reading
        /// its whole answer, as the server's answer time plus loopback.
        let p50: Double
        let p95: Double
        let p99: Double
        let requests: Int
        let requestsPerSecond: Double
        /// Answers whose status was not 2xx, plus requests that failed on the socket (connect, read, write,
        /// timeout).
        let failures: Int
    }

    static let path = "/usr/bin/wrk"

    /// Counts non-2xx answers in each thread (wrk's own count only has those of 400 and up) and, once done, sums
    /// them over the threads and prints the latency percentiles in microseconds.
    static let script = """
        local threads = {}
        setup = function(thread) table.insert(threads, thread) end
        init = function(args) failed = 0 end
        response = function(status, headers, body) if status < 200 or status > 299 then failed = failed + 1 end end
        done = function(summary, latency, requests)
          local failed = 0
          for _, thread in ipairs(threads) do failed = failed + thread:get("failed") end
          local errors = summary.errors
          io.write(string.format("larder-bench-wrk p50=%d p95=%d p99=%d requests=%d duration=%d failures=%d\\n",
            latency:percentile(50), latency:percentile(95), latency:percentile(99), summary.requests,
            summary.duration, failed + errors.connect + errors.read + errors.write + errors.timeout))
        end
        """

    let scriptPath: String
    /// Sent with every request, e.g. `Authorization: Bearer TOKEN`.
    let headers: [String]

    /// - Throws: ``BenchmarkError`` when wrk is not installed.
    init(scriptIn folder: URL, headers: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.path) else {
            throw BenchmarkError("wrk is missing: apt-get install -y wrk")
        }
        scriptPath = folder.appendingPathComponent("larder-bench.lua").path
        try Data(Self.script.utf8).write(to: URL(fileURLWithPath: scriptPath))
        self.headers = headers
    }

    /// Loads `url` for `seconds` over `connections` connections shared by `threads` threads (at most one each).
    func run(_ url: String, seconds: Int, connections: Int, threads: Int = 2) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.path)
        let threads = min(threads, connections)
        process.arguments = ["-t", "\(threads)", "-c", "\(connections)", "-d", "\(seconds)s", "--timeout", "10s",
                             "-s", scriptPath] + headers.flatMap { ["-H", $0] } + [url]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, let line = text.split(separator: "\n").first(where: { $0.hasPrefix("larder-bench-wrk ") })
        else { throw BenchmarkError("wrk failed on \(url) (exit \(process.terminationStatus)):\n\(text)") }
        var fields: [String: Double] = [:]
        for field in line.split(separator: " ").dropFirst() {
            let parts = field.split(separator: "=")
            if parts.count == 2 { fields[String(parts[0])] = Double(parts[1]) }
        }
        let value = { (name: String) in fields[name] ?? .nan }
        return Result(
            p50: value("p50") / 1000, p95: value("p95") / 1000, p99: value("p99") / 1000, requests: Int(value("requests")),
            requestsPerSecond: value("requests") / (value("duration") / 1_000_000), failures: Int(value("failures")))
    }
}
