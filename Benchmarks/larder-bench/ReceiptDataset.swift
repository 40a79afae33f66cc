import Foundation

/// One receipt of a development set with whatever ground truth the set has.
struct BenchmarkReceipt {
    let id: String
    let image: URL
    /// Transcribed text lines (SROIE `box/*.csv`), or `nil` when the set has none.
    let lines: [String]?
    /// The printed total in cents, or `nil` when unknown.
    let totalCents: Int?
}

/// Loads `sroie-dev` (img/, box/, key/) or `german-dev` (*.jpg + ground_truth.csv).
enum ReceiptDataset {
    static func load(from folder: URL) throws -> [BenchmarkReceipt] {
        let files = FileManager.default
        if files.fileExists(atPath: folder.appendingPathComponent("img").path) {
            return try loadSROIE(folder)
        }
        if files.fileExists(atPath: folder.appendingPathComponent("ground_truth.csv").path) {
            return try loadGerman(folder)
        }
        throw BenchmarkError("\(folder.path) holds neither img/ (SROIE) nor ground_truth.csv (german-dev)")
    }

    private static func loadSROIE(_ folder: URL) throws -> [BenchmarkReceipt] {
        let images = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("img").path)
            .filter { $0.hasSuffix(".jpg") }.sorted()
        return try images.map { file in
            let id = String(file.dropLast(4))
            let box = try String(contentsOf: folder.appendingPathComponent("box/\(id).csv"), encoding: .utf8)
            let lines = box.split(whereSeparator: \.isNewline).map { row in
                // x1,y1,...,y4,transcript: the transcript may itself contain commas.
                row.split(separator: ",", maxSplits: 8, omittingEmptySubsequences: false).dropFirst(8)
                    .joined(separator: ",")
            }
            let keyData = try Data(contentsOf: folder.appendingPathComponent("key/\(id).json"))
            let key = try JSONDecoder().decode([String: String].self, from: keyData)
            return BenchmarkReceipt(
                id: id, image: folder.appendingPathComponent("img/\(file)"), lines: lines,
                totalCents: key["total"].flatMap(AmountMatcher.cents(of:)))
        }
    }

    private static func loadGerman(_ folder: URL) throws -> [BenchmarkReceipt] {
        let csv = try String(contentsOf: folder.appendingPathComponent("ground_truth.csv"), encoding: .utf8)
        return csv.split(whereSeparator: \.isNewline).dropFirst().map { row in
            let fields = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            return BenchmarkReceipt(
                id: fields[0], image: folder.appendingPathComponent(fields[0]), lines: nil,
                totalCents: fields.last.flatMap(AmountMatcher.cents(of:)))
        }
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
