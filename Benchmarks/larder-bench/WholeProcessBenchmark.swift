import ArgumentParser
import Foundation

/// `larder-bench ocr-process`: the time a user pays for `larder ocr IMAGE` as a whole process (start-up, model
/// loading, every reading), against `tesseract IMAGE - --psm 3` run the same way on the same images.
struct WholeProcessBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ocr-process",
        abstract: "Seconds per image of `larder ocr IMAGE` as a whole process against `tesseract IMAGE - --psm 3`."
    )

    @Option(help: "A development set: sroie-dev (img/) or german-dev (ground_truth.csv).")
    var dataset = "../shared/datasets/sroie-dev"

    @Option(help: "Read only the first N receipts in the set's order (0 = all).")
    var limit = 30

    @Option(help: "The larder binary to run.")
    var larder = ".build/release/larder"

    @Option(help: "An argument added to `larder ocr IMAGE`, e.g. --larder-argument=--no-reading-budget (repeatable).")
    var larderArgument: [String] = []

    @Option(help: "Languages for the tesseract CLI (default: its own default, as `tesseract IMG - --psm 3`).")
    var cliLang: String?

    @Option(help: "Also list the N images with the highest ratio.")
    var slowest = 5

    func validate() throws {
        if limit < 0 { throw ValidationError("--limit must be 0 or more") }
        guard FileManager.default.isExecutableFile(atPath: larder) else {
            throw ValidationError(
                "\(larder) is not an executable; build it with swift build -c release --product larder")
        }
    }

    func run() async throws {
        // Both children inherit it: one OpenMP thread each, as the daemon runs Tesseract.
        try ThreadLimit.ensureSingleThread()
        var receipts = try ReceiptDataset.load(from: URL(fileURLWithPath: dataset))
        if limit > 0 { receipts = Array(receipts.prefix(limit)) }
        let tesseract = try TesseractCLI(languages: cliLang ?? "", pageSegmentationMode: 3).executable.path
        var rows: [ImageTimes] = []
        for (index, receipt) in receipts.enumerated() {
            let image = receipt.image.path
            let runLarder = {
                try Self.checked(MeasuredChild.run(larder, ["ocr", image] + larderArgument), "larder", image)
            }
            let cliArguments = [image, "-", "--psm", "3"] + (cliLang.map { ["-l", $0] } ?? [])
            let runCLI = { try Self.checked(MeasuredChild.run(tesseract, cliArguments), "tesseract", image) }
            // Alternating which runs first, so neither always finds the files and libraries cached by the other.
            let larderRun: MeasuredChild
            let cliRun: MeasuredChild
            if index.isMultiple(of: 2) {
                larderRun = try runLarder()
                cliRun = try runCLI()
            } else {
                cliRun = try runCLI()
                larderRun = try runLarder()
            }
            rows.append(ImageTimes(id: receipt.id, larder: larderRun, cli: cliRun))
            FileHandle.standardError.write(Data("\r\(index + 1)/\(receipts.count)".utf8))
        }
        FileHandle.standardError.write(Data("\n".utf8))
        print(report(rows))
    }

    private static func checked(_ run: MeasuredChild, _ tool: String, _ image: String) throws -> MeasuredChild {
        guard run.exitStatus == 0 else { throw BenchmarkError("\(tool) failed on \(image) (status \(run.exitStatus))") }
        return run
    }

    private func report(_ rows: [ImageTimes]) -> String {
        let count = Double(rows.count)
        let mean = { (value: (ImageTimes) -> Double) in rows.map(value).reduce(0, +) / count }
        let format = { (value: Double) in String(format: "%.2f", value) }
        var table = ResultTable(columns: ["", "s/image", "CPU s/image", "peak MB"])
        table.add(["larder ocr", format(mean(\.larder.seconds)), format(mean(\.larder.cpuSeconds)),
                   String(format: "%.0f", rows.map(\.larder.peakMegabytes).max() ?? 0)])
        table.add(["tesseract --psm 3", format(mean(\.cli.seconds)), format(mean(\.cli.cpuSeconds)),
                   String(format: "%.0f", rows.map(\.cli.peakMegabytes).max() ?? 0)])
        let worst = rows.max { $0.ratio < $1.ratio }
        var lines = [
            "\(dataset): \(rows.count) images, `larder ocr IMG\(larderArgument.map { " " + $0 }.joined())` and "
                + "the CLI each as a whole process, OMP_THREAD_LIMIT=1, alternating order; "
                + "CLI `tesseract IMG - --psm 3\(cliLang.map { " -l \($0)" } ?? "")`",
            table.render(),
            String(format: "mean of per-image ratios: %.2f× the CLI (target <= 1.5); ratio of mean times %.2f×; "
                + "ratio of mean CPU %.2f×", mean(\.ratio), mean(\.larder.seconds) / mean(\.cli.seconds),
                mean(\.larder.cpuSeconds) / mean(\.cli.cpuSeconds)),
        ]
        if let worst {
            lines.append(String(format: "worst image: %@, %.2f× the CLI (%.2f s against %.2f s; target <= 3)",
                worst.id, worst.ratio, worst.larder.seconds, worst.cli.seconds))
        }
        if slowest > 0 {
            var slow = ResultTable(columns: ["image", "larder s", "CLI s", "ratio", "larder CPU s"])
            for row in rows.sorted(by: { $0.ratio > $1.ratio }).prefix(slowest) {
                slow.add([row.id, format(row.larder.seconds), format(row.cli.seconds),
                          String(format: "%.2f×", row.ratio), format(row.larder.cpuSeconds)])
            }
            lines.append(slow.render())
        }
        return lines.joined(separator: "\n")
    }
}

/// One image's two whole-process runs.
private struct ImageTimes {
    let id: String
    let larder: MeasuredChild
    let cli: MeasuredChild

    var ratio: Double { larder.seconds / cli.seconds }
}
