import ArgumentParser

/// Measures Larder on the real receipts in `../shared/datasets/` (`make bench`).
@main
struct LarderBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "larder-bench",
        abstract: "Measures Larder on real receipts.",
        subcommands: [
            OCRBenchmark.self, ExtractionBenchmark.self, ItemAccuracyBenchmark.self, DaemonBenchmark.self,
            ReprocessBenchmark.self, PhotoBenchmark.self, WholeProcessBenchmark.self,
            FoodSearchBenchmark.self, WebBenchmark.self,
        ]
    )
}
