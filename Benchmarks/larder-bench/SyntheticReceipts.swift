import Foundation
import LarderCore
import LarderLLM
import LarderStore
import LarderTestSupport

/// Receipt OCR text made from the article lines of TestReceipts/ (their ground truth), shuffled and priced
/// anew with a fixed seed, so every run of the benchmark builds the same database.
struct SyntheticReceipts {
    private let stores: [(name: String, address: String?)]
    private let lines: [String]
    private var random = SplitMix64(seed: 7)

    init() throws {
        let truths = try Fixtures.allTestReceipts().map(\.truth).filter { $0.language == "de" }
        stores = truths.map { ($0.store.name, $0.store.address) }
        lines = truths.flatMap { $0.items.map(\.originalText) }
        guard !stores.isEmpty, !lines.isEmpty else { throw BenchmarkError("TestReceipts/ has no German receipts") }
    }

    /// The stored OCR text of one receipt: store, address, 5 to 25 articles, the total and a date.
    mutating func text() -> String {
        let store = stores[Int(random.next() % UInt64(stores.count))]
        var rows = [store.name] + (store.address.map { [$0] } ?? []) + ["EUR"]
        var total = 0
        for _ in 0..<(5 + Int(random.next() % 21)) {
            let cents = 19 + Int(random.next() % 980)
            total += cents
            rows.append("\(lines[Int(random.next() % UInt64(lines.count))])  \(Self.amount(cents)) A")
        }
        rows.append("SUMME  \(Self.amount(total))")
        let (day, month, minute) = (1 + Int(random.next() % 28), 1 + Int(random.next() % 12), Int(random.next() % 60))
        rows.append(String(format: "%02d.%02d.2024  12:%02d", day, month, minute))
        return rows.joined(separator: "\n")
    }

    /// `count` stored readings, as if an older rule set had read them (so reprocessing rewrites every trip).
    mutating func readings(count: Int, extractor: OfflineLLMService) async throws -> [ReceiptReading] {
        var readings: [ReceiptReading] = []
        for number in 0..<count {
            let ocr = RecognizedText(text: text(), confidence: 90, seconds: 0, pages: 1, words: [])
            let extraction = try await extractor.extractReceipt(from: ocr)
            readings.append(
                ReceiptReading(
                    sha256: String(format: "%064x", number), originalName: "synthetic-\(number).jpg",
                    storedPath: "/nonexistent/synthetic-\(number).jpg", ocr: ocr, backend: "offline",
                    model: "rules-0", startedAt: Date(), finishedAt: Date(), extraction: extraction, status: .done,
                    reviewReason: nil))
        }
        return readings
    }

    private static func amount(_ cents: Int) -> String {
        String(format: "%d,%02d", cents / 100, cents % 100)
    }
}

/// A small seeded generator: the same numbers on every machine and run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
