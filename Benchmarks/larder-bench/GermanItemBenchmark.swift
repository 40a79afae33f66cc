import Foundation
import LarderCore
import LarderLLM
import LarderOCR
import LarderPipeline

/// Scores the offline reader on german-dev's real scans against their item-level truth, for the whole set
/// and for each half (tune on one, check on the other).
struct GermanItemBenchmark {
    var germanDev: URL
    var ocr: ItemBenchmarkOCR
    /// How Larder's OCR reads (for `ocr == .larder`).
    var configuration: OCRConfiguration
    /// Where OCR output is cached between runs; `nil` reads every scan afresh.
    var cache: String?
    var verbose: Bool

    func run() async throws {
        let truths = try GermanItemTruth.all(in: germanDev)
        let source: any ExtractionTextSource =
            switch ocr {
            case .larder:
                ExtractionOCRWorkerSource(worker: try OCRWorker(configuration: configuration), cacheDirectory: cache)
            case .textract:
                ReferenceLineSource()
            }
        let extractor = OfflineLLMService()
        let policy = ReviewPolicy()
        var all = RealReceiptTally()
        var halves: [DevelopmentHalf: RealReceiptTally] = [:]
        var failures: [String] = []
        for (index, truth) in truths.enumerated() {
            let text = try await source.recognizedText(forImageAt: germanDev.appendingPathComponent(truth.image).path)
            let extraction = try await extractor.extractReceipt(from: text)
            let score = RealReceiptScore(
                extraction: extraction, truth: truth,
                reviewReasons: policy.reasonsForReview(of: extraction, ocr: text))
            all.add(score)
            halves[DevelopmentHalf.of(index: index, count: truths.count), default: RealReceiptTally()].add(score)
            let marker = score.fullyRight ? "right" : "wrong"
            failures.append("\(truth.image) (\(marker), \(score.done ? "done" : "review")):")
            failures += score.failures.map { "    " + $0 }
        }
        print("german-dev item accuracy, read by \(ocr == .larder ? "Larder's OCR" : "Textract's lines")")
        print("An article is right when its price matches to the cent and its printed text is similar.")
        for (title, tally) in [("all", all), ("first half", halves[.first]), ("second half", halves[.second])] {
            guard let tally else { continue }
            print("\n\(title) (\(tally.receipts) receipts):")
            for line in tally.lines { print("  " + line) }
        }
        print("\nPer receipt:")
        for line in failures { print("  " + line) }
    }
}
