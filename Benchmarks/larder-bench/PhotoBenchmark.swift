import ArgumentParser
import Foundation
import LarderCore
import LarderLLM
import LarderOCR

/// `larder-bench photos`: the development receipts as phone photos beside the scans they were made from.
///
/// Each scan is turned into a photo-like image (paper on a table, turned, in perspective, lit unevenly, JPEG) by
/// `Tools/photo-receipts/photograph.py`, once, into `--photos` (outside the repository); then scans and photos are read and extracted the
/// same way and scored per half of each set, so a rule tuned on one half can be checked on the other.
struct PhotoBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photos",
        abstract: "Extraction on photo-like versions of the development receipts, beside the scans.")

    @Option(help: "The folder holding sroie-dev/ and german-dev/.")
    var datasets = "../shared/datasets"

    @Option(help: "Where the photo-like images are made (once) and kept; never inside the repository.")
    var photos = "/tmp/larder-bench-photos"

    @Option(help: "Where OCR output is cached between runs (a folder per image kind and setting).")
    var cache = "/tmp/larder-bench-photo-ocr"

    @Option(help: "The photo generator.")
    var generator = "Tools/photo-receipts/photograph.py"

    @Flag(help: "Read photos as they are, without finding the paper first.")
    var noPaperFinding = false

    @Flag(help: "Score the photos only (skip reading the scans).")
    var photosOnly = false

    @Option(help: "Read only the first N receipts of each sroie-dev half (0 = all 75 of each).")
    var perHalf = 0

    @Flag(help: "Print each receipt's misses (store, date, total, articles) under the table.")
    var failures = false

    @OptionGroup var referee: RefereeOptions

    func run() async throws {
        var configuration = referee.applied(to: OCRConfiguration())
        configuration.findsPaper = !noPaperFinding
        let worker = try OCRWorker(configuration: configuration)
        let setting = noPaperFinding ? "as-is" : "paper"
        var kinds: [(name: String, photographed: Bool)] = [("photos", true)]
        if !photosOnly { kinds.insert(("scans", false), at: 0) }
        var scores: [[PhotoScore]] = []
        var misses: [(kind: String, lines: [String])] = []
        for kind in kinds {
            let source = ExtractionOCRWorkerSource(worker: worker, cacheDirectory: "\(cache)/\(kind.name)-\(setting)")
            let scored = try await score(photographed: kind.photographed, source: source)
            scores.append(scored.scores)
            misses.append((kind.name, scored.misses))
        }
        print("Paper finding: \(noPaperFinding ? "off" : "on"); referee: \(referee.noReferee ? "off" : "on")")
        var table = ResultTable(columns: ["measure"] + kinds.map(\.name))
        for row in scores[0].indices {
            table.add([scores[0][row].name] + scores.map { $0[row].value })
        }
        print(table.render())
        guard failures else { return }
        for (kind, lines) in misses {
            print("\n\(kind) misses:")
            for line in lines { print("  " + line) }
        }
    }

    /// The photo of one scan, made by the generator the first time it is asked for.
    private func photo(of scan: String, named name: String, in folder: String) throws -> String {
        let output = "\(photos)/\(folder)/\(URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent).jpg"
        guard !FileManager.default.fileExists(atPath: output) else { return output }
        try FileManager.default.createDirectory(atPath: "\(photos)/\(folder)", withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", generator, scan, output + ".part.jpg"]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("\(generator) failed on \(scan) (it needs Python 3 with Pillow)")
        }
        // Renamed when whole, so an interrupted run leaves no half-written photo to be read next time.
        try FileManager.default.moveItem(atPath: output + ".part.jpg", toPath: output)
        try? FileManager.default.moveItem(
            atPath: output + ".part.corners.json", toPath: output.replacingOccurrences(of: ".jpg", with: ".corners.json"))
        return output
    }

    /// The name of the sroie-dev half starting at `first`, as far as `--per-half` reads it.
    private func sroieHalf(from first: Int) -> String {
        String(format: "sroie %03d-%03d", first, first + (perHalf == 0 ? 75 : min(perHalf, 75)) - 1)
    }

    /// The image to read: the scan itself, or its photo.
    private func image(_ scan: String, named name: String, in folder: String, photographed: Bool) throws -> String {
        photographed ? try photo(of: scan, named: name, in: folder) : scan
    }

    /// The set's figures per half: german-dev files 1-7 and 8-13 by name, sroie-dev 000-074 and 075-149.
    private func score(photographed: Bool, source: any ExtractionTextSource) async throws
        -> (scores: [PhotoScore], misses: [String])
    {
        let service = OfflineLLMService()
        var german = [GermanTally(), GermanTally()]
        let truthFolder = datasets + "/german-dev"
        let rows = try String(contentsOfFile: truthFolder + "/ground_truth.csv", encoding: .utf8)
            .split(whereSeparator: \.isNewline).dropFirst().map { $0.split(separator: ",").map(String.init) }
            .filter { $0.count >= 5 }.sorted { $0[0] < $1[0] }
        for (index, row) in rows.enumerated() {
            let path = try image(truthFolder + "/" + row[0], named: row[0], in: "german-dev", photographed: photographed)
            let receipt = try await service.extractReceipt(from: source.recognizedText(forImageAt: path))
            let items = try GermanItems.prices(in: truthFolder + "/items/" + row[0].replacingOccurrences(
                of: ".jpg", with: ".json"))
            german[index < 7 ? 0 : 1].add(receipt, truth: row, itemPrices: items, id: row[0])
        }
        var sroie = [SROIETally(), SROIETally()]
        let keyFolder = datasets + "/sroie-dev/key"
        let keys = try FileManager.default.contentsOfDirectory(atPath: keyFolder).filter { $0.hasSuffix(".json") }
            .sorted()
        for (index, key) in keys.enumerated() where perHalf == 0 || index % 75 < perHalf {
            let id = String(key.dropLast(5))
            let truth = try JSONDecoder().decode(
                [String: String].self, from: Data(contentsOf: URL(fileURLWithPath: keyFolder + "/" + key)))
            let scan = datasets + "/sroie-dev/img/\(id).jpg"
            let path = try image(scan, named: "\(id).jpg", in: "sroie-dev/img", photographed: photographed)
            let receipt = try await service.extractReceipt(from: source.recognizedText(forImageAt: path))
            sroie[index < 75 ? 0 : 1].add(receipt, truth: truth, id: id)
        }
        let scores =
            german[0].scores(half: "german 1-7") + german[1].scores(half: "german 8-13")
            + sroie[0].scores(half: sroieHalf(from: 0)) + sroie[1].scores(half: sroieHalf(from: 75))
        return (scores, german.flatMap(\.misses) + sroie.flatMap(\.misses))
    }

}

/// One printed figure of the photo benchmark.
struct PhotoScore {
    let name: String
    let value: String

    static func fraction(_ name: String, _ right: Int, _ total: Int) -> PhotoScore {
        PhotoScore(name: name, value: "\(right)/\(total) (\(total == 0 ? 0 : right * 100 / total)%)")
    }
}

/// german-dev figures of one half: store, date, total, article count and item F1 (items paired by price).
struct GermanTally {
    var receipts = 0
    var store = 0
    var date = 0
    var total = 0
    var count = 0
    var itemsRight = 0
    var itemsExtracted = 0
    var itemsTrue = 0
    /// One line per receipt with a miss: what was read against what is printed.
    var misses: [String] = []

    mutating func add(_ receipt: ExtractedReceipt, truth row: [String], itemPrices: [Int], id: String) {
        receipts += 1
        // Returns (negative) and the offline reader's cash rounding are no printed articles.
        let articles = receipt.items.filter { $0.priceCents >= 0 && $0.name != "cash rounding" }
        var missed: [String] = []
        if ExtractionScoring.fold(receipt.store.name ?? "").contains(ExtractionScoring.fold(row[1])) {
            store += 1
        } else {
            missed.append("store '\(receipt.store.name ?? "nil")', want '\(row[1])'")
        }
        if receipt.date == ReceiptDate(iso: row[2]) {
            date += 1
        } else {
            missed.append("date \(receipt.date?.iso ?? "nil"), want \(row[2])")
        }
        if receipt.totalCents == ExtractionScoring.cents(row[4]) {
            total += 1
        } else {
            missed.append("total \(receipt.totalCents.map(Money.text(fromCents:)) ?? "nil"), want \(row[4])")
        }
        if articles.count == Int(row[3]) { count += 1 } else { missed.append("\(articles.count) articles, want \(row[3])") }
        // An item is right when a true item of the same price is still unpaired.
        var unpaired = itemPrices
        var unmatched: [Int] = []
        // The truth's item prices leave out deposits and returned empties (its adjustments), as `items` scores them.
        let scoredArticles = articles.filter { !RealReceiptScore.isAdjustment($0) }
        for article in scoredArticles {
            if let match = unpaired.firstIndex(of: article.priceCents) {
                unpaired.remove(at: match)
                itemsRight += 1
            } else {
                unmatched.append(article.priceCents)
            }
        }
        if !unmatched.isEmpty || !unpaired.isEmpty {
            missed.append(
                "prices read but not printed \(unmatched.map(Money.text(fromCents:))), printed but not read \(unpaired.map(Money.text(fromCents:)))")
        }
        if !missed.isEmpty { misses.append("\(id): " + missed.joined(separator: "; ")) }
        itemsExtracted += scoredArticles.count
        itemsTrue += itemPrices.count
    }

    func scores(half: String) -> [PhotoScore] {
        let precision = itemsExtracted == 0 ? 0 : Double(itemsRight) / Double(itemsExtracted)
        let recall = itemsTrue == 0 ? 0 : Double(itemsRight) / Double(itemsTrue)
        let f1 = precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall)
        return [
            .fraction("\(half) store", store, receipts), .fraction("\(half) date", date, receipts),
            .fraction("\(half) total", total, receipts), .fraction("\(half) article count", count, receipts),
            PhotoScore(name: "\(half) item F1 (by price)", value: String(format: "%.2f", f1)),
        ]
    }
}

/// sroie-dev figures of one half: store, date and total, scored as `larder-bench extraction` does.
struct SROIETally {
    var receipts = 0
    var store = 0
    var date = 0
    var totals = 0
    var total = 0
    /// One line per receipt with a miss: what was read against what is printed.
    var misses: [String] = []

    mutating func add(_ receipt: ExtractedReceipt, truth: [String: String], id: String) {
        receipts += 1
        var missed: [String] = []
        if ExtractionScoring.fold(receipt.store.name ?? "") == ExtractionScoring.fold(truth["company"] ?? "") {
            store += 1
        } else {
            missed.append("store '\(receipt.store.name ?? "nil")', want '\(truth["company"] ?? "")'")
        }
        if receipt.date == ExtractionScoring.date(truth["date"] ?? "") {
            date += 1
        } else {
            missed.append("date \(receipt.date?.iso ?? "nil"), want \(truth["date"] ?? "")")
        }
        if let want = ExtractionScoring.cents(truth["total"] ?? "") {
            totals += 1
            if receipt.totalCents == want {
                total += 1
            } else {
                missed.append("total \(receipt.totalCents.map(Money.text(fromCents:)) ?? "nil"), want \(Money.text(fromCents: want))")
            }
        }
        if !missed.isEmpty { misses.append("\(id): " + missed.joined(separator: "; ")) }
    }

    func scores(half: String) -> [PhotoScore] {
        [
            .fraction("\(half) store", store, receipts), .fraction("\(half) date", date, receipts),
            .fraction("\(half) total", total, totals),
        ]
    }
}

/// The article prices of a german-dev receipt's item ground truth (`items/NAME.json`), in cents.
enum GermanItems {
    private struct Truth: Decodable {
        struct Item: Decodable { var price: Double }
        var items: [Item]
    }

    static func prices(in path: String) throws -> [Int] {
        try JSONDecoder().decode(Truth.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
            .items.map { Money.cents(fromAmount: $0.price) }
    }
}
