import ArgumentParser
import Foundation
import LarderOCR
import LarderPipeline

/// `larder-bench daemon`: receipts per minute from drop to commit, beside the `tesseract` CLI run
/// sequentially and Larder's own OCR alone on the same images in the same run, plus the daemon's
/// resident memory when idle and with a thousand files queued.
struct DaemonBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daemon",
        abstract: "Daemon throughput and memory on sroie-dev, against the tesseract CLI and Larder's OCR alone."
    )

    @Option(help: "The folder holding sroie-dev/.")
    var datasets = "../shared/datasets"

    @Option(help: "The larder binary to run as the daemon.")
    var larder = ".build/release/larder"

    @Option(help: "Read only the first N distinct receipts (0 = all).")
    var limit = 0

    @Option(help: "Daemon and OCR workers (0 = one per core, the daemon's default).")
    var workers = 0

    @Option(help: "Files dropped at once for the memory measurement (0 skips it).")
    var queued = 1000

    @Option(help: """
        Seconds to leave the daemon idle after the batch before reading its memory again (0 skips it); the \
        daemon frees its OCR engines after a minute without work.
        """)
    var idleAfter = 70.0

    func run() async throws {
        try ThreadLimit.ensureSingleThread()
        let images = try distinctImages()
        let workerCount = workers > 0 ? workers : ProcessInfo.processInfo.activeProcessorCount
        print("daemon throughput: \(images.count) distinct sroie-dev receipts, \(workerCount) workers")

        let cliCPUBefore = CPUTime.ofFinishedChildren()
        let cli = try measure { for image in images { _ = try cliRecognizer().recognize(image) } }
        let cliCPU = CPUTime.ofFinishedChildren() - cliCPUBefore
        let ocrCPUBefore = CPUTime.ofThisProcess()
        let ocrOnly = try await measureAsync { try await recognizeInParallel(images, workers: workerCount) }
        let ocrCPU = CPUTime.ofThisProcess() - ocrCPUBefore
        let run = try DaemonRun(binary: larder, workers: workerCount).process(images, idleAfter: idleAfter)
        // The same daemon reading in its own process, as it did before OCR moved to worker processes.
        let inProcess = try DaemonRun(binary: larder, workers: workerCount, inWorkerProcesses: false)
            .process(images, idleAfter: idleAfter)
        let memory = queued > 0 ? try DaemonRun(binary: larder, workers: workerCount).peakWhileQueued(
            copiesOf: images, count: queued) : nil

        var table = ResultTable(columns: ["", "seconds", "receipts/min", "vs CLI", "CPU s/receipt"])
        for (name, seconds, cpu) in [
            ("tesseract CLI, sequential", cli, cliCPU), ("Larder OCR only, \(workerCount) workers", ocrOnly, ocrCPU),
            ("larder daemon, drop to commit", run.seconds, run.cpuSeconds),
            ("larder daemon, OCR in-process", inProcess.seconds, inProcess.cpuSeconds),
        ] {
            table.add([
                name, String(format: "%.1f", seconds), String(format: "%.1f", Double(images.count) / seconds * 60),
                String(format: "%.2f×", cli / seconds), String(format: "%.2f", cpu / Double(images.count)),
            ])
        }
        print(table.render())
        print(String(format: "daemon / OCR only: %.1f%% of OCR-only throughput (target >= 95%%)", ocrOnly / run.seconds * 100))
        // Wall time on a shared machine moves with whatever else runs; processor time barely does, so this
        // ratio shows the pipeline's own cost even when the throughput figures are disturbed.
        print(String(format: "daemon / OCR only, processor time: %.1f%% (the pipeline's own cost: %+.1f%%)",
            ocrCPU / run.cpuSeconds * 100, (run.cpuSeconds / ocrCPU - 1) * 100))
        print(String(format: "daemon / CLI: %.2f× the sequential CLI (target >= 2)", cli / run.seconds))
        print("stored: \(run.accounted) of \(images.count) accounted for (archive, failed, duplicates)")
        print(String(format: "worker processes / in-process OCR: %.1f%% of the throughput (target >= 95%%), processor time %+.1f%%",
            inProcess.seconds / run.seconds * 100, (run.cpuSeconds / inProcess.cpuSeconds - 1) * 100))
        for (name, daemon) in [("OCR in worker processes", run), ("OCR in-process", inProcess)] {
            print("\(name):")
            print(String(format: "  resident memory at the first start (new database, food bank seeded): %.1f MB, "
                + "%.1f MB anonymous", daemon.firstStart.resident, daemon.firstStart.anonymous))
            print(String(format: "  resident memory idle, started again: %.1f MB, %.1f MB of it anonymous (target <= 40)",
                daemon.idle.resident, daemon.idle.anonymous))
            if daemon.workerMegabytes > 0 {
                print(String(format: "  worker processes at the end of the batch: %.1f MB resident together",
                    daemon.workerMegabytes))
            }
            if let after = daemon.idleAfterBatch {
                print(String(format: "  resident memory %.0f s after the batch: %.1f MB, %.1f MB anonymous (target <= 60); "
                    + "%d worker processes left", idleAfter, after.resident, after.anonymous, daemon.workersAfterBatch))
            }
        }
        if let memory {
            print(String(format: "peak resident memory with %d files queued: %.1f MB (target <= 300), its worker "
                + "processes' peaks %.1f MB together", queued, memory.daemon, memory.workers))
        }
    }

    private func cliRecognizer() throws -> TesseractCLI {
        try TesseractCLI(languages: OCRConfiguration().languages, pageSegmentationMode: 3)
    }

    /// The set's images without byte-identical copies, which the daemon would rightly skip as duplicates.
    private func distinctImages() throws -> [URL] {
        let receipts = try ReceiptDataset.load(from: URL(fileURLWithPath: datasets).appendingPathComponent("sroie-dev"))
        var seen = Set<Data>()
        var images: [URL] = []
        for receipt in receipts where seen.insert(try Data(contentsOf: receipt.image)).inserted {
            images.append(receipt.image)
            if limit > 0, images.count == limit { break }
        }
        return images
    }

    private func recognizeInParallel(_ images: [URL], workers: Int) async throws {
        let ocrWorkers = try (0..<workers).map { _ in try OCRWorker(configuration: .receipts) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, worker) in ocrWorkers.enumerated() {
                let share = images.enumerated().filter { $0.offset % workers == index }.map(\.element)
                group.addTask { for image in share { _ = try await worker.recognize(imageAt: image) } }
            }
            try await group.waitForAll()
        }
    }

    private func measure(_ body: () throws -> Void) throws -> Double {
        let start = ContinuousClock.now
        try body()
        return (ContinuousClock.now - start).seconds
    }

    private func measureAsync(_ body: () async throws -> Void) async throws -> Double {
        let start = ContinuousClock.now
        try await body()
        return (ContinuousClock.now - start).seconds
    }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
