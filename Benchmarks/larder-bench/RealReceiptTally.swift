import Foundation

/// Sums `RealReceiptScore`s over a set of receipts and prints them as one table row per measure.
struct RealReceiptTally {
    private(set) var receipts = 0
    private var scores: [RealReceiptScore] = []

    mutating func add(_ score: RealReceiptScore) {
        receipts += 1
        scores.append(score)
    }

    private func sum(_ value: (RealReceiptScore) -> Int) -> Int { scores.map(value).reduce(0, +) }
    private func count(_ test: (RealReceiptScore) -> Bool) -> Int { scores.filter(test).count }

    /// Item F1 over all receipts (price to the cent and similar printed text).
    var itemF1: Double {
        Self.f1(right: sum(\.articlesRight), extracted: sum(\.extractedArticles), truth: sum(\.truthArticles))
    }

    static func f1(right: Int, extracted: Int, truth: Int) -> Double {
        let precision = extracted == 0 ? 0 : Double(right) / Double(extracted)
        let recall = truth == 0 ? 0 : Double(right) / Double(truth)
        return precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall)
    }

    /// The measures as printable lines.
    var lines: [String] {
        let right = sum(\.articlesRight)
        let extracted = sum(\.extractedArticles)
        let truth = sum(\.truthArticles)
        let precision = extracted == 0 ? 0 : Double(right) / Double(extracted)
        let recall = truth == 0 ? 0 : Double(right) / Double(truth)
        func share(_ part: Int, _ whole: Int) -> String {
            String(format: "%d/%d (%.1f%%)", part, whole, whole == 0 ? 0 : Double(part) * 100 / Double(whole))
        }
        let done = count(\.done)
        return [
            String(
                format: "items: precision %.3f recall %.3f F1 %.3f (%d right, %d extracted, %d true)", precision, recall,
                itemF1, right, extracted, truth),
            "English name of right items: " + share(sum(\.namesRight), sum(\.namedTruth)),
            "printed sizes/weights as grams: " + share(sum(\.gramsRight), sum(\.gramsTruth)),
            "food flag of right items: " + share(sum(\.foodFlagsRight), right),
            "adjustments (deposits, returns): " + share(sum(\.adjustmentsRight), sum(\.truthAdjustments)),
            "receipts with every item right: " + share(count(\.fullyRight), receipts),
            "total / date / store: " + share(count(\.totalRight), receipts) + " / " + share(count(\.dateRight), receipts)
                + " / " + share(count(\.storeRight), receipts),
            "stored done: " + share(done, receipts) + ", of them fully right: "
                + share(count { $0.done && $0.fullyRight }, done),
        ]
    }
}
