import Foundation
import LarderTestSupport

/// One `larder daemon` on a fresh data folder, fed and watched the way a user's sync tool would:
/// files appear in the inbox by rename, and a receipt counts once its file has left the inbox for
/// archive/, failed/ or duplicates/ (which happens only after its transaction committed).
struct DaemonRun {
    struct Throughput {
        let seconds: Double
        /// Processor time the daemon spent from the drop until every file was accounted for.
        let cpuSeconds: Double
        let accounted: Int
        /// The daemon's resident memory at its very first start, on an empty data folder (creating the database
        /// and seeding the food bank), once settled.
        let firstStart: Memory
        /// The daemon's resident memory before the batch, started again on that data folder as it is on every
        /// later start, and the anonymous part of it (what it allocated, rather than pages of its program and
        /// libraries, which the system can drop and read again).
        let idle: Memory
        /// The OCR worker processes' resident memory together, as the batch ends (0 when OCR is in-process).
        let workerMegabytes: Double
        /// Resident memory once the batch is done and the daemon has been idle for a while; `nil` if not waited for.
        let idleAfterBatch: Memory?
        /// Worker processes still running then.
        let workersAfterBatch: Int
    }

    struct Memory {
        let resident: Double
        let anonymous: Double
    }

    let folder: URL
    let binary: URL
    let workers: Int

    /// - Parameter inWorkerProcesses: `ocr.worker_processes`: OCR in `larder ocr-worker` processes, or in the daemon.
    init(binary: String, workers: Int, inWorkerProcesses: Bool = true) throws {
        self.binary = URL(fileURLWithPath: binary)
        guard FileManager.default.isExecutableFile(atPath: self.binary.path) else {
            throw BenchmarkError("\(binary) is missing: run `swift build -c release --product larder` first")
        }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("larder-bench-daemon-\(UUID())")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("staging"), withIntermediateDirectories: true)
        // A file of its own keeps a configuration in /etc or ~/.config from changing what is measured.
        // The web app on as by default, on a free port.
        try Data("[ocr]\nworker_processes = \(inWorkerProcesses)\n[web]\nlisten = \"127.0.0.1:0\"\n".utf8)
            .write(to: folder.appendingPathComponent("larder.toml"))
        self.workers = workers
    }

    /// Drops every image at once and waits until each is accounted for.
    /// - Parameter idleAfter: Seconds to wait after the batch before reading resident memory again (0 skips it).
    func process(_ images: [URL], idleAfter: Double = 0) throws -> Throughput {
        defer { try? FileManager.default.removeItem(at: folder) }
        let staged = try stage(images.enumerated().map { ($1, "\($0)-\($1.lastPathComponent)", nil) })
        let first = try start()
        try waitUntilIdle(first)
        let firstStart = memory(of: first.processIdentifier)
        stop(first)
        let daemon = try start()
        defer { stop(daemon) }
        try waitUntilIdle(daemon)
        let idle = memory(of: daemon.processIdentifier)
        let start = ContinuousClock.now
        let cpuBefore = CPUTime.withChildren(of: daemon.processIdentifier)
        try drop(staged)
        try waitUntilAccounted(staged.count, daemon: daemon)
        let seconds = (ContinuousClock.now - start).seconds
        let cpuSeconds = CPUTime.withChildren(of: daemon.processIdentifier) - cpuBefore
        let workerMegabytes = ChildProcesses.of(daemon.processIdentifier, includingZombies: false)
            .map { ProcessMemory.megabytes(of: $0, field: "VmRSS") }.reduce(0, +)
        var idleAfterBatch: Memory?
        if idleAfter > 0 {
            Thread.sleep(forTimeInterval: idleAfter)
            idleAfterBatch = memory(of: daemon.processIdentifier)
        }
        return Throughput(
            seconds: seconds, cpuSeconds: cpuSeconds, accounted: accounted(), firstStart: firstStart, idle: idle,
            workerMegabytes: workerMegabytes, idleAfterBatch: idleAfterBatch,
            workersAfterBatch: ChildProcesses.of(daemon.processIdentifier, includingZombies: false).count)
    }

    /// Drops `count` distinct files (the images with a unique tail, which JPEG decoders ignore) and
    /// returns the daemon's peak resident memory in MB once the first few are stored, and its worker processes'
    /// peaks together.
    func peakWhileQueued(copiesOf images: [URL], count: Int) throws -> (daemon: Double, workers: Double) {
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = (0..<count).map { index in
            (images[index % images.count], "queued-\(index).jpg", Data("larder-bench \(index)".utf8))
        }
        let staged = try stage(files)
        let daemon = try start()
        defer { stop(daemon) }
        try waitUntilIdle(daemon)
        try drop(staged)
        try waitUntilAccounted(min(count, 4 * workers), daemon: daemon)
        let workers = ChildProcesses.of(daemon.processIdentifier, includingZombies: false)
            .map { ProcessMemory.megabytes(of: $0, field: "VmHWM") }.reduce(0, +)
        return (ProcessMemory.megabytes(of: daemon.processIdentifier, field: "VmHWM"), workers)
    }

    private var inbox: URL { folder.appendingPathComponent("data/inbox") }

    private func stage(_ files: [(source: URL, name: String, tail: Data?)]) throws -> [URL] {
        try files.map { source, name, tail in
            let target = folder.appendingPathComponent("staging/\(name)")
            var data = try Data(contentsOf: source)
            if let tail { data.append(tail) }
            try data.write(to: target)
            return target
        }
    }

    private func drop(_ staged: [URL]) throws {
        for file in staged {
            try FileManager.default.moveItem(at: file, to: inbox.appendingPathComponent(file.lastPathComponent))
        }
    }

    private func start() throws -> Process {
        let process = Process()
        process.executableURL = binary
        process.arguments = [
            "daemon", "--config", folder.appendingPathComponent("larder.toml").path,
            "--data-dir", folder.appendingPathComponent("data").path, "--workers", String(workers),
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: logFile())
        try process.run()
        return process
    }

    private func logFile() throws -> URL {
        let log = folder.appendingPathComponent("daemon.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        return log
    }

    private func stop(_ daemon: Process) {
        daemon.terminate()
        daemon.waitUntilExit()
    }

    private func waitUntilIdle(_ daemon: Process) throws {
        try poll("the daemon to start", daemon: daemon) {
            let log = (try? String(contentsOf: folder.appendingPathComponent("daemon.log"), encoding: .utf8)) ?? ""
            return log.contains("watching the inbox")
        }
        // Start-up allocations settle before idle memory is read.
        Thread.sleep(forTimeInterval: 2)
    }

    private func waitUntilAccounted(_ count: Int, daemon: Process) throws {
        try poll("\(count) receipts to be stored", daemon: daemon) { accounted() >= count }
    }

    private func poll(_ what: String, daemon: Process, until condition: () -> Bool) throws {
        while !condition() {
            guard daemon.isRunning else {
                throw BenchmarkError("the daemon stopped while waiting for \(what); see \(folder.path)/daemon.log")
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    private func accounted() -> Int {
        ["archive", "failed", "duplicates"].reduce(0) { total, name in
            let root = folder.appendingPathComponent("data/\(name)")
            let files = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
            return total + files.filter { !$0.hasSuffix(".error.txt") && !isDirectory(root.appendingPathComponent($0)) }.count
        }
    }

    private func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }

    private func memory(of process: Int32) -> Memory {
        Memory(
            resident: ProcessMemory.megabytes(of: process, field: "VmRSS"),
            anonymous: ProcessMemory.megabytes(of: process, field: "RssAnon"))
    }
}
