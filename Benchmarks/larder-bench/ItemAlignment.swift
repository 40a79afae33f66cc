import LarderCore
import LarderTestSupport

/// Pairs one receipt's extracted items with its ground-truth items and counts what is right.
struct ItemAlignment {
    private(set) var extractedCount = 0
    private(set) var truthCount = 0
    private(set) var pricesRight = 0
    private(set) var namesRight = 0
    private(set) var statedGramsExtracted = 0
    private(set) var statedGramsTruth = 0
    private(set) var gramsRight = 0
    private(set) var failures: [String] = []

    init(extracted: [ExtractedItem], truth: [GroundTruth.Item]) {
        extractedCount = extracted.count
        truthCount = truth.count
        statedGramsExtracted = extracted.filter { $0.gramsSource == .stated }.count
        statedGramsTruth = truth.filter { $0.grams != nil }.count

        var unpairedTruth = Array(truth.indices)
        for item in extracted {
            // Prefer a true item with the same price, then the one whose printed text is most alike.
            let best = unpairedTruth.max { lhs, rhs in
                ItemAlignment.affinity(item, truth[lhs]) < ItemAlignment.affinity(item, truth[rhs])
            }
            guard let best, ItemAlignment.affinity(item, truth[best]) >= 0.5 else {
                failures.append("extra item \"\(item.originalText)\" \(Money.amount(fromCents: item.priceCents))")
                continue
            }
            unpairedTruth.removeAll { $0 == best }
            let expected = truth[best]
            if item.priceCents == Money.cents(fromAmount: expected.price) {
                pricesRight += 1
            } else {
                failures.append(
                    "price of \"\(expected.originalText)\": \(Money.amount(fromCents: item.priceCents)) vs \(expected.price)"
                )
            }
            if ItemAlignment.namesAgree(item.name, expected.name) {
                namesRight += 1
            } else {
                failures.append("name of \"\(expected.originalText)\": \"\(item.name)\" vs \"\(expected.name)\"")
            }
            if let grams = expected.grams, item.gramsSource == .stated, let found = item.grams,
                abs(found - grams) <= grams * 0.02
            {
                gramsRight += 1
            } else if let grams = expected.grams {
                failures.append("grams of \"\(expected.originalText)\": \(item.grams.map { "\($0)" } ?? "none") vs \(grams)")
            }
        }
        for index in unpairedTruth {
            failures.append("missed item \"\(truth[index].originalText)\" \(truth[index].price)")
        }
    }

    /// How likely two lines are the same article: 1 for the same price, plus text similarity.
    static func affinity(_ item: ExtractedItem, _ truth: GroundTruth.Item) -> Double {
        let samePrice = item.priceCents == Money.cents(fromAmount: truth.price) ? 1.0 : 0.0
        return samePrice + TextSimilarity.trigram(item.originalText, truth.originalText)
    }

    /// Names agree when at least half their words are shared (Dice ≥ 0.5 over words, plurals folded), so
    /// "UHT milk" and "whole milk" agree while "milk" and "bananas" do not: several English names are right
    /// for one German article.
    static func namesAgree(_ lhs: String, _ rhs: String) -> Bool {
        func words(_ text: String) -> Set<String> {
            Set(
                text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { word in
                    word.count > 3 && word.hasSuffix("s") ? String(word.dropLast()) : String(word)
                }
            )
        }
        let left = words(lhs)
        let right = words(rhs)
        guard !left.isEmpty, !right.isEmpty else { return false }
        return 2 * Double(left.intersection(right).count) / Double(left.count + right.count) >= 0.5
    }
}

/// Character-trigram similarity (Dice coefficient) of two strings after folding case and spacing.
enum TextSimilarity {
    static func trigram(_ lhs: String, _ rhs: String) -> Double {
        let left = trigrams(lhs)
        let right = trigrams(rhs)
        guard !left.isEmpty || !right.isEmpty else { return 1 }
        let shared = left.intersection(right).count
        return 2 * Double(shared) / Double(left.count + right.count)
    }

    private static func trigrams(_ text: String) -> Set<String> {
        let folded = Array(" " + text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ") + " ")
        guard folded.count >= 3 else { return [String(folded)] }
        return Set((0...(folded.count - 3)).map { String(folded[$0..<($0 + 3)]) })
    }
}
