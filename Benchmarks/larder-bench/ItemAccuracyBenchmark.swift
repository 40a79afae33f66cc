import ArgumentParser
import Foundation
import LarderCore
import LarderLLM
import LarderOCR
import LarderPipeline
import LarderTestSupport

/// `larder-bench items`: item-level accuracy of OCR + offline extraction on `TestReceipts/` or on the real
/// german-dev scans (`--set german-dev`, against `german-dev/items/`, read by Larder's OCR or by Textract).
///
/// Each extracted item is paired with at most one ground-truth item (same price first, then the most
/// similar printed text), and precision and recall are counted for prices, English names and stated grams.
struct ItemAccuracyBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "items",
        abstract: "Item name, price and grams precision and recall on TestReceipts/ or german-dev."
    )

    @Option(help: "Which receipts: testreceipts (generated, for tests) or german-dev (real scans).")
    var set: ItemBenchmarkSet = .testReceipts

    @Option(help: "The folder holding german-dev/.")
    var datasets = "../shared/datasets"

    @Option(help: "For german-dev, where the text comes from: larder (Larder's OCR) or textract (AWS's lines).")
    var ocr: ItemBenchmarkOCR = .larder

    @Option(help: "Tesseract languages for Larder's OCR, joined with '+' (default: Larder's own default).")
    var lang: String?

    @Option(help: "Languages of a receipt's first reading, among --lang (default: Larder's own; '' = all of them).")
    var firstReadingLang: String?

    @Flag(help: "Do not read amounts again when a reading does not add up (to measure what that re-reading adds).")
    var noAmountRereading = false

    @Option(help: "Folder of receipt images with ground-truth JSON.")
    var receipts: String = Fixtures.testReceipts.path

    @Flag(help: "List every missed or wrong item.")
    var verbose = false

    @Option(help: "Cache OCR output in this folder between runs, to measure extraction alone (off by default).")
    var cache: String?

    /// The receipt defaults with this run's languages and amount re-reading, for either set.
    private var ocrConfiguration: OCRConfiguration {
        var configuration = OCRConfiguration.receipts
        configuration.rereadsAmounts = !noAmountRereading
        if let lang { configuration.languages = lang }
        if let firstReadingLang { configuration.firstReadingLanguages = firstReadingLang }
        return configuration
    }

    func run() async throws {
        if set == .germanDev {
            try await GermanItemBenchmark(
                germanDev: URL(fileURLWithPath: datasets).appendingPathComponent("german-dev"), ocr: ocr,
                configuration: ocrConfiguration, cache: cache, verbose: verbose
            ).run()
            return
        }
        let samples = try Fixtures.allTestReceipts()
        let worker = try OCRWorker(configuration: ocrConfiguration)
        let source = ExtractionOCRWorkerSource(worker: worker, cacheDirectory: cache)
        let extractor = OfflineLLMService()
        var tally = ItemTally()
        var failures: [String] = []
        for sample in samples {
            let url = URL(fileURLWithPath: sample.imagePath)
            let ocr = try await source.recognizedText(forImageAt: url.path)
            let extraction = try await extractor.extractReceipt(from: ocr)
            let result = ItemAlignment(extracted: extraction.items, truth: sample.truth.items)
            tally.add(result)
            failures += result.failures.map { "\(sample.truth.image): \($0)" }
        }
        print("TestReceipts item accuracy (\(samples.count) receipts, \(tally.truthItems) true items)")
        print("An item is right when its price is; names agree when half their words do; grams within 2%.")
        print(tally.table)
        if verbose || !failures.isEmpty {
            print("\nFailures (\(failures.count)):")
            for failure in failures.prefix(verbose ? failures.count : 40) { print("  \(failure)") }
        }
    }
}

/// Counts across receipts for one benchmark run.
struct ItemTally {
    var extractedItems = 0
    var truthItems = 0
    var pricesRight = 0
    var namesRight = 0
    var statedGramsExtracted = 0
    var statedGramsTruth = 0
    var gramsRight = 0

    mutating func add(_ alignment: ItemAlignment) {
        extractedItems += alignment.extractedCount
        truthItems += alignment.truthCount
        pricesRight += alignment.pricesRight
        namesRight += alignment.namesRight
        statedGramsExtracted += alignment.statedGramsExtracted
        statedGramsTruth += alignment.statedGramsTruth
        gramsRight += alignment.gramsRight
    }

    var table: String {
        func row(_ name: String, right: Int, extracted: Int, truth: Int) -> String {
            let precision = extracted == 0 ? 0 : Double(right) / Double(extracted)
            let recall = truth == 0 ? 0 : Double(right) / Double(truth)
            let f1 = RealReceiptTally.f1(right: right, extracted: extracted, truth: truth)
            return String(
                format: "%-22@ %9.3f %9.3f %9.3f   (%d right, %d extracted, %d true)", name as NSString, precision,
                recall, f1, right, extracted, truth
            )
        }
        return [
            String(format: "%-22@ %9@ %9@ %9@", "measure" as NSString, "precision", "recall", "F1"),
            row("item (price right)", right: pricesRight, extracted: extractedItems, truth: truthItems),
            row("English name", right: namesRight, extracted: extractedItems, truth: truthItems),
            row("stated grams", right: gramsRight, extracted: statedGramsExtracted, truth: statedGramsTruth),
        ].joined(separator: "\n")
    }
}

/// The receipts `larder-bench items` measures.
enum ItemBenchmarkSet: String, ExpressibleByArgument {
    case testReceipts = "testreceipts"
    case germanDev = "german-dev"
}

/// Where `larder-bench items --set german-dev` gets its text.
enum ItemBenchmarkOCR: String, ExpressibleByArgument {
    case larder
    case textract
}
