import Foundation
import GRDB
import LarderCore
import LarderStore
import LarderTestSupport

/// A real database holding one receipt read from a TestReceipts image by the built `larder`, plus helpers to
/// run `larder reprocess` on it and read what it printed.
struct ReprocessFixture {
    let folder: TemporaryDirectory
    let larder: LarderExecutable
    let databasePath: String
    /// The image as `larder process` read it, in a folder of the test's own.
    let imagePath: String

    init(sample: String = "aldi-sued-01.jpg") throws {
        folder = try TemporaryDirectory()
        larder = try LarderExecutable()
        databasePath = folder.path("larder.sqlite")
        imagePath = try folder.copy(Fixtures.testReceipt(sample), to: sample)
        let result = try larder.run(["process", "--db", databasePath, imagePath])
        guard result.exitCode == 0 else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: result.standardError])
        }
    }

    func database() throws -> LarderDatabase {
        try LarderDatabase.open(atPath: databasePath)
    }

    /// Makes every stored run look as if an older rule set had read it, so reprocessing has work to do.
    func ageRuns() throws {
        try database().writer.write { db in try db.execute(sql: "UPDATE extractionRun SET model = 'rules-0'") }
    }

    /// Adds `count` copies of the first receipt, read by `rules-0`.
    func addCopies(_ count: Int) throws {
        let store = try database()
        let receipt = try require(try store.receipt(id: 1))
        let trip = try require(try store.trip(forReceipt: 1))
        let reading = ReceiptReading(
            sha256: receipt.sha256, originalName: receipt.originalName, storedPath: receipt.storedPath,
            ocr: try require(receipt.recognizedText), backend: "offline", model: "rules-0", startedAt: Date(),
            finishedAt: Date(), extraction: trip.extraction, status: receipt.status, reviewReason: receipt.error,
            foodLinks: try store.foodLinks(of: trip.items)
        )
        let copies = (1...count).lazy.map { StoredReceipts.copy(of: reading, number: $0, model: "rules-0") }
        try StoredReceipts.store(copies, in: store)
    }

    /// Runs `larder reprocess ARGS --db ... --json`: the per-receipt objects and the summary.
    func reprocess(_ arguments: [String]) throws -> Reprocessed {
        let result = try larder.run(["reprocess"] + arguments + ["--db", databasePath, "--json"])
        return Reprocessed(result: result)
    }

    func number(_ sql: String) throws -> Int? {
        try database().writer.read { db in try Int.fetchOne(db, sql: sql) }
    }

    func text(_ sql: String) throws -> String? {
        try database().writer.read { db in try String.fetchOne(db, sql: sql) }
    }
}

/// What one `larder reprocess --json` printed.
struct Reprocessed {
    let result: LarderExecutable.Result
    let receipts: [[String: Any]]
    let summary: [String: Any]

    init(result: LarderExecutable.Result) {
        self.result = result
        let objects = Self.objects(result.standardOutput)
        receipts = objects.filter { $0["summary"] == nil }
        summary = objects.compactMap { $0["summary"] as? [String: Any] }.last ?? [:]
    }

    static func objects(_ output: String) -> [[String: Any]] {
        output.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    func count(_ key: String) -> Int { summary[key] as? Int ?? -1 }
}

/// `#require` outside a test function: throws instead of recording.
private func require<T>(_ value: T?, _ what: String = "value") throws -> T {
    guard let value else { throw CocoaError(.coderValueNotFound, userInfo: [NSLocalizedDescriptionKey: what]) }
    return value
}
