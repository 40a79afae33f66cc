import ArgumentParser
import Foundation
import LarderCore
import LarderLLM
import LarderOCR

/// Measures the offline extractor on the real receipts of `sroie-dev` and `german-dev`.
///
/// Prints each field's score and the list of failures, so they can be studied.
struct ExtractionBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extraction",
        abstract: "Measure store, address, date, total and article lines of the offline extractor.")

    @Option(help: "The folder holding sroie-dev/ and german-dev/.")
    var datasets = "../shared/datasets"

    @Option(help: "Where OCR output is cached between runs.")
    var cache = "/tmp/larder-bench-ocr"

    @Option(help: "Where OCR text comes from: larder (Larder's own OCR, as in production) or tesseract-cli.")
    var ocr: ExtractionOCRChoice = .larder

    @Option(help: "Tesseract page segmentation mode for the CLI text source.")
    var psm = 4

    @Option(help: "Read only the first N receipts of each set (0 = all).")
    var limit = 0

    @Option(help: "Drop OCR words below this confidence (default: Larder's own default).")
    var minConfidence: Double?

    @Option(help: "Tesseract languages for Larder's OCR, joined with '+' (default: Larder's own default).")
    var lang: String?

    @Option(help: "Languages of a receipt's first reading, among --lang (default: Larder's own; '' = all of them).")
    var firstReadingLang: String?

    @Option(help: "Median character height OCR scales to (default: Larder's own default).")
    var characterHeight: Int?

    @Option(help: "OCR binarisation: none, sauvola or otsu (default: Larder's own default).")
    var binarization: OCRConfiguration.Preprocessing.Binarization?

    @OptionGroup var secondReading: SecondReadingOptions

    @OptionGroup var sauvola: SauvolaOptions

    @OptionGroup var referee: RefereeOptions

    @OptionGroup var budget: ReadingBudgetOptions

    @Flag(help: "Read SROIE receipts from their ground-truth OCR boxes, to measure extraction without OCR errors.")
    var useSROIEBoxes = false

    @Option(help: "Print the full reading of one image (a path under --datasets) and stop.")
    var show: String?

    @Flag(help: "Print every failure, not only the first 40 per field.")
    var allFailures = false

    func validate() throws {
        guard FileManager.default.fileExists(atPath: datasets + "/sroie-dev/key") else {
            throw ValidationError(
                "no sroie-dev/key under '\(datasets)'; pass --datasets with the shared datasets folder")
        }
    }

    func run() async throws {
        let source = try makeTextSource()
        let service = OfflineLLMService()
        if let show {
            let receipt = try await service.extractReceipt(
                from: source.recognizedText(forImageAt: datasets + "/" + show))
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(receipt), as: UTF8.self))
            return
        }
        var fields = try await measureSROIE(source: source, service: service)
        fields += try await measureGerman(source: source, service: service)
        for field in fields {
            print(field.line)
        }
        for field in fields where !field.failures.isEmpty {
            print("\n\(field.name) failures:")
            for failure in allFailures ? field.failures : Array(field.failures.prefix(40)) {
                print("  " + failure)
            }
        }
    }

    /// The one place that decides how images become OCR output.
    func makeTextSource() throws -> any ExtractionTextSource {
        let images: any ExtractionTextSource
        switch ocr {
        case .larder:
            var configuration = OCRConfiguration()
            if let minConfidence { configuration.minimumWordConfidence = minConfidence }
            if let lang { configuration.languages = lang }
            if let firstReadingLang { configuration.firstReadingLanguages = firstReadingLang }
            if let characterHeight { configuration.preprocessing.targetCharacterHeight = characterHeight }
            if let binarization { configuration.preprocessing.binarization = binarization }
            configuration.preprocessing = sauvola.applied(to: configuration.preprocessing)
            configuration.secondReading = secondReading.preprocessing(default: configuration.secondReading)
            configuration = budget.applied(to: referee.applied(to: configuration))
            images = ExtractionOCRWorkerSource(worker: try OCRWorker(configuration: configuration), cacheDirectory: cache)
        case .tesseractCLI:
            images = ExtractionTesseractCLISource(pageSegmentationMode: psm, cacheDirectory: cache)
        }
        return useSROIEBoxes ? ExtractionTranscriptBoxSource(fallback: images) : images
    }

    private func measureSROIE(source: any ExtractionTextSource, service: OfflineLLMService) async throws
        -> [ExtractionFieldScore]
    {
        var store = ExtractionFieldScore(name: "sroie store")
        var address = ExtractionFieldScore(name: "sroie address")
        var date = ExtractionFieldScore(name: "sroie date")
        var total = ExtractionFieldScore(name: "sroie total")
        let keyFolder = datasets + "/sroie-dev/key"
        var keys = try FileManager.default.contentsOfDirectory(atPath: keyFolder).filter { $0.hasSuffix(".json") }
            .sorted()
        if limit > 0 { keys = Array(keys.prefix(limit)) }
        for (index, key) in keys.enumerated() {
            let half = DevelopmentHalf.of(index: index, count: keys.count)
            let id = String(key.dropLast(5))
            let truth = try JSONDecoder().decode(
                [String: String].self, from: Data(contentsOf: URL(fileURLWithPath: keyFolder + "/" + key)))
            let ocr = try await source.recognizedText(forImageAt: datasets + "/sroie-dev/img/\(id).jpg")
            let receipt = try await service.extractReceipt(from: ocr)
            let company = truth["company"] ?? ""
            store.record(
                half: half,
                ExtractionScoring.fold(receipt.store.name ?? "") == ExtractionScoring.fold(company),
                "\(id): got '\(receipt.store.name ?? "nil")', want '\(company)'")
            let place = truth["address"] ?? ""
            address.record(
                half: half,
                ExtractionScoring.fold(receipt.store.address ?? "") == ExtractionScoring.fold(place),
                "\(id): got '\(receipt.store.address ?? "nil")', want '\(place)'")
            let wantDate = ExtractionScoring.date(truth["date"] ?? "")
            date.record(
                half: half,
                receipt.date == wantDate, "\(id): got \(receipt.date?.iso ?? "nil"), want \(truth["date"] ?? "")")
            if let want = ExtractionScoring.cents(truth["total"] ?? "") {
                total.record(
                    half: half,
                    receipt.totalCents == want,
                    "\(id): got \(receipt.totalCents.map(String.init) ?? "nil"), want \(want)")
            }
        }
        return [store, address, date, total]
    }

    private func measureGerman(source: any ExtractionTextSource, service: OfflineLLMService) async throws
        -> [ExtractionFieldScore]
    {
        var merchant = ExtractionFieldScore(name: "german merchant")
        var date = ExtractionFieldScore(name: "german date")
        var total = ExtractionFieldScore(name: "german total")
        var count = ExtractionFieldScore(name: "german article count")
        let folder = datasets + "/german-dev"
        var rows = try String(contentsOfFile: folder + "/ground_truth.csv", encoding: .utf8)
            .split(whereSeparator: \.isNewline).dropFirst().map { $0.split(separator: ",").map(String.init) }
        if limit > 0 { rows = Array(rows.prefix(limit)) }
        // In file name order, the same halves as `larder-bench items --set german-dev`.
        rows = rows.filter { $0.count >= 5 }.sorted { $0[0] < $1[0] }
        for (index, row) in rows.enumerated() {
            let half = DevelopmentHalf.of(index: index, count: rows.count)
            let ocr = try await source.recognizedText(forImageAt: folder + "/" + row[0])
            let receipt = try await service.extractReceipt(from: ocr)
            let id = row[0]
            // The truth names the merchant in one lower-case word ("aldi", "apotheke"); it must appear in the name.
            merchant.record(
                half: half,
                ExtractionScoring.fold(receipt.store.name ?? "").contains(ExtractionScoring.fold(row[1])),
                "\(id): got '\(receipt.store.name ?? "nil")', want '\(row[1])'")
            date.record(
                half: half,
                receipt.date == ReceiptDate(iso: row[2]), "\(id): got \(receipt.date?.iso ?? "nil"), want \(row[2])")
            let want = ExtractionScoring.cents(row[4])
            total.record(
                half: half,
                receipt.totalCents == want, "\(id): got \(receipt.totalCents.map(String.init) ?? "nil"), want \(row[4])"
            )
            let articles = receipt.items.filter { $0.priceCents >= 0 }
            count.record(
                half: half,
                articles.count == Int(row[3]),
                "\(id): got \(articles.count), want \(row[3]): " + articles.map(\.originalText).joined(separator: " | ")
            )
        }
        return [merchant, date, total, count]
    }
}

/// The OCR the extraction benchmark reads receipts with.
enum ExtractionOCRChoice: String, ExpressibleByArgument {
    case larder
    case tesseractCLI = "tesseract-cli"
}
