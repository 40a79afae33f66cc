import ArgumentParser
import Foundation
import LarderCore
import LarderOCR

/// Compares Larder's OCR with the `tesseract` command on the same receipts in one run.
struct OCRBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ocr",
        abstract: "Token F1, total found and seconds per image: Larder's OCR against the tesseract CLI."
    )

    @Option(help: "A development set: sroie-dev (line transcripts and totals) or german-dev (totals).")
    var dataset = "../shared/datasets/sroie-dev"

    @Option(help: "Read only the first N receipts.")
    var limit: Int?

    @Option(help: "Tesseract languages for both tools.")
    var lang = OCRConfiguration().languages

    @Option(help: "Larder's page segmentation mode (the CLI always uses --psm 3).")
    var psm = OCRConfiguration().pageSegmentationMode

    @Option(help: "Larder's binarisation: none, sauvola or otsu.")
    var binarization = OCRConfiguration.Preprocessing().binarization.rawValue

    @Option(help: "Median character height Larder scales to; 0 keeps the size.")
    var characterHeight = OCRConfiguration.Preprocessing().targetCharacterHeight

    @OptionGroup var sauvola: SauvolaOptions

    @OptionGroup var referee: RefereeOptions

    @OptionGroup var budget: ReadingBudgetOptions

    @Option(help: "Larder's minimum word confidence (0-100); 0 keeps every word.")
    var minConfidence = OCRConfiguration().minimumWordConfidence

    @OptionGroup var secondReading: SecondReadingOptions

    @Option(name: .customLong("set"), help: "A Tesseract variable for Larder as NAME=VALUE (repeatable).")
    var variables: [String] = []

    @Flag(help: "Skip Larder's background normalisation.")
    var noBackgroundNormalization = false

    @Flag(help: "Skip Larder's deskew.")
    var noDeskew = false

    @Option(help: "Write each tool's text to DIR/<id>.larder.txt and DIR/<id>.cli.txt for inspection.")
    var saveText: String?

    @Flag(help: "Run only Larder, not the CLI baseline (for quick iteration).")
    var larderOnly = false

    func validate() throws {
        guard OCRConfiguration.Preprocessing.Binarization(rawValue: binarization) != nil else {
            throw ValidationError("--binarization must be none, sauvola or otsu")
        }
        if variables.contains(where: { !$0.contains("=") }) { throw ValidationError("--set takes NAME=VALUE") }
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1") }
    }

    func run() async throws {
        try ThreadLimit.ensureSingleThread()
        var receipts = try ReceiptDataset.load(from: URL(fileURLWithPath: dataset))
        if let limit { receipts = Array(receipts.prefix(limit)) }
        let preprocessing = sauvola.applied(to: OCRConfiguration.Preprocessing(
            targetCharacterHeight: characterHeight,
            normalizesBackground: !noBackgroundNormalization,
            binarization: .init(rawValue: binarization)!,
            deskews: !noDeskew
        ))
        let configuration = budget.applied(to: referee.applied(to: OCRConfiguration(
            languages: lang, pageSegmentationMode: psm, preprocessing: preprocessing,
            minimumWordConfidence: minConfidence, tesseractVariables: tesseractVariables,
            secondReading: secondReading.preprocessing(default: OCRConfiguration().secondReading))))
        let worker = try OCRWorker(configuration: configuration)
        let cli = try TesseractCLI(languages: lang, pageSegmentationMode: 3)

        var larder = Measurement()
        var baseline = Measurement()
        var overran: [String] = []
        for (index, receipt) in receipts.enumerated() {
            let clock = ContinuousClock()
            var text = ""
            var recognized: RecognizedText?
            let larderTime = try await clock.measure { recognized = try await worker.recognize(imageAt: receipt.image) }
            text = recognized?.text ?? ""
            if recognized?.notes != nil { overran.append(receipt.id) }
            larder.add(text, seconds: larderTime, for: receipt)
            try save(text, receipt, "larder")
            if let saveText, let recognized {
                try JSONEncoder().encode(recognized.words).write(
                    to: URL(fileURLWithPath: saveText).appendingPathComponent("\(receipt.id).larder.json"))
            }
            if !larderOnly {
                let cliTime = try clock.measure { text = try cli.recognize(receipt.image) }
                baseline.add(text, seconds: cliTime, for: receipt)
                try save(text, receipt, "cli")
            }
            FileHandle.standardError.write(Data("\r\(index + 1)/\(receipts.count)".utf8))
        }
        FileHandle.standardError.write(Data("\n".utf8))
        print(
            "\(dataset): \(receipts.count) images, -l \(lang); Larder psm \(psm), \(binarization), "
                + "character height \(characterHeight), background normalisation \(!noBackgroundNormalization), "
                + "deskew \(!noDeskew), minimum word confidence \(minConfidence), "
                + "variables \(tesseractVariables), "
                + "second reading \(secondReading.describe(default: OCRConfiguration().secondReading)), "
                + "\(budget.describe(configuration)); CLI psm 3")
        print(
            "Token F1 is micro-averaged (matches, OCR tokens and truth tokens summed over all receipts); "
                + "a token is a run of letters and digits, upper-cased.")
        print(report(larder: larder, baseline: larderOnly ? nil : baseline))
        print("images with a page read in the budget's fallback mode: \(overran.count) \(overran)")
    }

    /// `--set` values, or the configuration's defaults when none are given.
    private var tesseractVariables: [String: String] {
        guard !variables.isEmpty else { return OCRConfiguration().tesseractVariables }
        return Dictionary(variables.map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }, uniquingKeysWith: { $1 })
    }

    private func save(_ text: String, _ receipt: BenchmarkReceipt, _ tool: String) throws {
        guard let saveText else { return }
        let folder = URL(fileURLWithPath: saveText)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("\(receipt.id).\(tool).txt"), atomically: true, encoding: .utf8)
    }

    private func report(larder: Measurement, baseline: Measurement?) -> String {
        var table = ResultTable(columns: ["", "token F1", "precision", "recall", "total found", "s/image"])
        table.add(["Larder"] + larder.figures)
        if let baseline {
            table.add(["tesseract CLI"] + baseline.figures)
            table.add(["Larder / CLI"] + larder.ratios(to: baseline))
        }
        return table.render()
    }
}

/// Accumulated figures for one tool.
private struct Measurement {
    var tokens = TokenScore()
    var hasLines = false
    var totals = 0
    var totalsFound = 0
    var seconds = 0.0
    var images = 0

    mutating func add(_ text: String, seconds elapsed: Duration, for receipt: BenchmarkReceipt) {
        if let lines = receipt.lines {
            tokens.add(recognized: text, truth: lines)
            hasLines = true
        }
        if let cents = receipt.totalCents {
            totals += 1
            if AmountMatcher.text(text, contains: cents) { totalsFound += 1 }
        }
        seconds += Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        images += 1
    }

    var totalShare: Double { totals == 0 ? 0 : Double(totalsFound) / Double(totals) }
    var secondsPerImage: Double { images == 0 ? 0 : seconds / Double(images) }

    var figures: [String] {
        let format = { (value: Double) in String(format: "%.3f", value) }
        return [
            hasLines ? format(tokens.f1) : "n/a", hasLines ? format(tokens.precision) : "n/a",
            hasLines ? format(tokens.recall) : "n/a",
            String(format: "%.1f%% (%d/%d)", 100 * totalShare, totalsFound, totals), format(secondsPerImage),
        ]
    }

    func ratios(to other: Measurement) -> [String] {
        let ratio = { (mine: Double, theirs: Double) in theirs == 0 ? "n/a" : String(format: "%.2f×", mine / theirs) }
        return [
            hasLines ? ratio(tokens.f1, other.tokens.f1) : "n/a",
            hasLines ? ratio(tokens.precision, other.tokens.precision) : "n/a",
            hasLines ? ratio(tokens.recall, other.tokens.recall) : "n/a",
            ratio(totalShare, other.totalShare), ratio(secondsPerImage, other.secondsPerImage),
        ]
    }
}
