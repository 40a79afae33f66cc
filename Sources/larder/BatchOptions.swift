import ArgumentParser
import Foundation

/// `--concurrency` and `--json`, shared by the commands that work through many receipts.
struct BatchOptions: ParsableArguments {
    @Option(help: "Receipts read at the same time, each reading images with its own Tesseract. (default: CPU cores)")
    var concurrency: Int?

    @Flag(help: "JSON lines even on a terminal.")
    var json = false

    func validate() throws {
        if let concurrency, !(1...64).contains(concurrency) {
            throw ValidationError("--concurrency must be between 1 and 64.")
        }
    }

    /// Lanes for `count` receipts: the flag, else one per core, never more than there are receipts.
    func lanes(for count: Int) -> Int {
        min(concurrency ?? ProcessInfo.processInfo.activeProcessorCount, max(1, count))
    }

    /// JSON lines when asked, or when standard output is not a terminal.
    var isJSON: Bool { json || !ProgressBar.isTerminal }
}
