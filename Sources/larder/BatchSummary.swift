import Foundation

/// Counts what a batch command (`reprocess`, `import`) did, by outcome, and prints them at the end.
struct BatchSummary {
    /// The outcomes in the order they are printed; each is counted even when zero.
    let outcomes: [String]
    private(set) var counts: [String: Int] = [:]
    private(set) var done = 0
    let startedAt = Date()

    init(outcomes: [String]) {
        self.outcomes = outcomes
    }

    mutating func count(_ outcome: String) {
        counts[outcome, default: 0] += 1
        done += 1
    }

    var seconds: Double { Date().timeIntervalSince(startedAt) }

    var text: String {
        let parts = outcomes.map { "\(counts[$0] ?? 0) \($0.replacingOccurrences(of: "_", with: " "))" }
        let rate = seconds > 0 ? Double(done) / seconds : 0
        return "\(done) receipts: " + parts.joined(separator: ", ")
            + String(format: " in %.1f s (%.1f/s)", seconds, rate)
    }

    /// The summary as one JSON line: `{"summary":{"receipts":N,"changed":N,...,"seconds":S}}`.
    func jsonLine(extra: [String: Any] = [:]) -> String {
        var summary: [String: Any] = ["receipts": done, "seconds": (seconds * 1000).rounded() / 1000]
        for outcome in outcomes { summary[outcome] = counts[outcome] ?? 0 }
        summary.merge(extra) { $1 }
        return JSONLine.object(["summary": summary])
    }
}

/// One compact JSON object per line, keys sorted, for scripts reading a batch command's output.
enum JSONLine {
    static func object(_ object: [String: Any]) -> String {
        let options: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: options)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    static func encoding(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
