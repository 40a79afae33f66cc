import Foundation
import LarderCore

/// How one real receipt's extraction compares with its item-level truth (german-dev/items).
///
/// An extracted article is right when a true article has the same price to the cent and a similar printed
/// text (trigram similarity of the folded texts at least `minimumTextSimilarity`); each true article pairs
/// with at most one extracted one. Deposits and returned empties are scored as adjustments, not articles.
struct RealReceiptScore {
    static let minimumTextSimilarity = 0.4

    var extractedArticles = 0
    var truthArticles = 0
    var articlesRight = 0
    /// Right articles whose truth has an English name, and of those the ones whose name agrees.
    var namedTruth = 0
    var namesRight = 0
    /// True articles with a printed size or weight, and of those the ones read as the same grams (2%).
    var gramsTruth = 0
    var gramsRight = 0
    /// Right articles whose food flag (from the category) agrees with the truth's.
    var foodFlagsRight = 0
    var truthAdjustments = 0
    var adjustmentsRight = 0
    var storeRight = false
    var dateRight = false
    var totalRight = false
    /// Every article and adjustment right, nothing extra, and the total right.
    var fullyRight = false
    /// Whether the review policy would store the receipt `done`.
    var done = false
    var failures: [String] = []

    /// Whether an extracted item is what the truth files list as an adjustment (a deposit, returned empties) or the
    /// offline reader's cash rounding, rather than an article.
    static func isAdjustment(_ item: ExtractedItem) -> Bool {
        ["bottle deposit", "bottle return", "cash rounding"].contains(item.name)
    }

    init(extraction: ExtractedReceipt, truth: GermanItemTruth, reviewReasons: [String]) {
        let articles = extraction.items.filter { !Self.isAdjustment($0) }
        let adjustments = extraction.items.filter(Self.isAdjustment)
        extractedArticles = articles.count
        truthArticles = truth.items.count
        truthAdjustments = truth.adjustments.count
        gramsTruth = truth.items.filter { $0.grams != nil }.count

        var unpaired = Array(truth.items.indices)
        for item in articles {
            let candidates = unpaired.filter { item.priceCents == Money.cents(fromAmount: truth.items[$0].price) }
            let best = candidates.max {
                Self.similarity(item.originalText, truth.items[$0].printed)
                    < Self.similarity(item.originalText, truth.items[$1].printed)
            }
            guard let best, Self.similarity(item.originalText, truth.items[best].printed) >= Self.minimumTextSimilarity
            else {
                failures.append("extra \"\(item.originalText)\" \(Money.amount(fromCents: item.priceCents))")
                continue
            }
            unpaired.removeAll { $0 == best }
            articlesRight += 1
            let expected = truth.items[best]
            if let english = expected.english {
                namedTruth += 1
                if ItemAlignment.namesAgree(item.name, english) {
                    namesRight += 1
                } else {
                    failures.append("name of \"\(expected.printed)\": \"\(item.name)\" vs \"\(english)\"")
                }
            }
            if let grams = expected.grams {
                if item.gramsSource == .stated, let found = item.grams, abs(found - grams) <= grams * 0.02 {
                    gramsRight += 1
                } else {
                    failures.append(
                        "grams of \"\(expected.printed)\" (read \"\(item.originalText)\"): "
                            + "\(item.grams.map { "\(Int($0))" } ?? "none") \(item.gramsSource?.rawValue ?? "") vs \(Int(grams))")
                }
            }
            if (item.category?.isFood ?? true) == expected.food {
                foodFlagsRight += 1
            } else {
                failures.append("food flag of \"\(expected.printed)\": \(!expected.food) vs \(expected.food)")
            }
        }
        for index in unpaired {
            let missed = truth.items[index]
            failures.append("missed \"\(missed.printed)\" \(missed.price)")
            if missed.grams != nil { failures.append("grams of \"\(missed.printed)\": item missed") }
        }

        var unpairedAdjustments = truth.adjustments.map { Money.cents(fromAmount: $0.price) }
        var extraAdjustments = 0
        for adjustment in adjustments {
            if let index = unpairedAdjustments.firstIndex(of: adjustment.priceCents) {
                unpairedAdjustments.remove(at: index)
                adjustmentsRight += 1
            } else {
                extraAdjustments += 1
                failures.append("extra adjustment \"\(adjustment.originalText)\" \(adjustment.priceCents)")
            }
        }
        for cents in unpairedAdjustments { failures.append("missed adjustment \(Money.amount(fromCents: cents))") }

        storeRight = ExtractionScoring.fold(extraction.store.name ?? "").contains(ExtractionScoring.fold(truth.store))
        if !storeRight { failures.append("store '\(extraction.store.name ?? "nil")', want '\(truth.store)'") }
        dateRight = extraction.date == ReceiptDate(iso: truth.date)
        if !dateRight { failures.append("date \(extraction.date?.iso ?? "nil"), want \(truth.date)") }
        totalRight = extraction.totalCents == Money.cents(fromAmount: truth.total)
        if !totalRight {
            failures.append("total \(extraction.totalCents.map { "\(Money.amount(fromCents: $0))" } ?? "nil"), want \(truth.total)")
        }
        fullyRight =
            articlesRight == truthArticles && extractedArticles == truthArticles
            && adjustmentsRight == truthAdjustments && extraAdjustments == 0 && totalRight
        done = reviewReasons.isEmpty
        if !done { failures.append("review: " + reviewReasons.joined(separator: "; ")) }
    }

    /// Trigram similarity of two printed texts with case, accents, punctuation and spaces folded away, so that
    /// OCR's "GEFL./HAHN, FL." still matches the truth's "GEFL./HÄHN. FL." and "SAL ATBAR" matches "SALATBAR".
    static func similarity(_ lhs: String, _ rhs: String) -> Double {
        func fold(_ text: String) -> String {
            text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                .filter { $0.isLetter || $0.isNumber }
        }
        return TextSimilarity.trigram(fold(lhs), fold(rhs))
    }
}
