import ArgumentParser
import Foundation
import GRDB
import LarderLLM
import LarderStore
import LarderTestSupport

/// `larder-bench reprocess`: `larder reprocess --all` with the offline backend on generated databases of stored
/// OCR text, against the offline extractor alone on the same texts in the same run, and memory at 1/10 the size.
struct ReprocessBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reprocess",
        abstract: "Reprocessing throughput and memory on a generated database of stored receipts."
    )

    @Option(help: "Receipts in the large database.")
    var receipts = 10_000

    @Option(help: "The larder binary to run.")
    var larder = ".build/release/larder"

    @Option(help: "Receipts read at the same time (0 = larder's default, one per core).")
    var concurrency = 0

    func run() async throws {
        let folder = try TemporaryDirectory()
        let small = max(1, receipts / 10)
        print("reprocess: \(receipts) generated receipts (stored OCR, offline backend), baseline \(small)")
        var generator = try SyntheticReceipts()
        let readings = try await generator.readings(count: receipts, extractor: OfflineLLMService())
        let extractionOnly = try await extractionSeconds(readings)
        let smallRun = try reprocess(Array(readings.prefix(small)), in: folder.path("small.sqlite"))
        let largeRun = try reprocess(readings, in: folder.path("large.sqlite"))

        var table = ResultTable(columns: ["", "receipts", "seconds", "receipts/s", "peak RSS MB"])
        table.add(["offline extraction alone, 1 core", "\(receipts)", format(extractionOnly),
                   format(Double(receipts) / extractionOnly), "-"])
        for (count, run) in [(small, smallRun), (receipts, largeRun)] {
            table.add(["larder reprocess --all", "\(count)", format(run.seconds), format(Double(count) / run.seconds),
                       format(run.peakMegabytes)])
        }
        print(table.render())
        let rate = Double(receipts) / largeRun.seconds
        print(String(format: "reprocess throughput: %.0f receipts/s (target >= 500)", rate))
        print(String(format: "reprocess / extraction alone: %.2f×", rate / (Double(receipts) / extractionOnly)))
        print(String(format: "peak RSS %d vs %d receipts: %.2f× (flat when near 1)", receipts, small,
                     largeRun.peakMegabytes / smallRun.peakMegabytes))
    }

    private func reprocess(_ readings: [ReceiptReading], in path: String) throws -> MeasuredChild {
        try StoredReceipts.store(readings, in: try LarderDatabase.open(atPath: path))
        var arguments = ["reprocess", "--all", "--json", "--db", path]
        if concurrency > 0 { arguments += ["--concurrency", "\(concurrency)"] }
        let run = try MeasuredChild.run(larder, arguments)
        guard run.exitStatus == 0 else { throw BenchmarkError("larder reprocess exited with \(run.exitStatus)") }
        let moved = try LarderDatabase.open(atPath: path).writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM extractionRun WHERE model = 'rules-1'") ?? 0
        }
        guard moved == readings.count else {
            throw BenchmarkError("reprocess stored \(moved) new runs for \(readings.count) receipts")
        }
        return run
    }

    private func extractionSeconds(_ readings: [ReceiptReading]) async throws -> Double {
        let extractor = OfflineLLMService()
        let start = ContinuousClock.now
        for reading in readings { _ = try await extractor.extractReceipt(from: reading.ocr) }
        return (ContinuousClock.now - start).seconds
    }

    private func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
