import Foundation
import LarderCore

/// Reads a receipt's amounts again, one small crop at a time, when its own arithmetic says some were misread.
///
/// A whole-page reading misreads single digits of prices (`3,69` for `5,69`, `0,05` for `0,35`), most often
/// where advertising is printed behind them. Each amount in the right half of the page is cropped, scaled
/// and read again as a single line of digits; a re-read is kept only when it makes the articles add up to the
/// total to the cent without a guess, so the receipt itself decides, never the second reading alone.
struct AmountRereader {
    let engine: TesseractEngine
    let pages: [LeptonicaImage]
    /// Whether a reading proves its numbers; `nil` when it has none to prove.
    let proof: @Sendable (RecognizedText) -> Bool?

    /// The reading with re-read amounts, or `nil` when no re-reading balances it.
    func balanced(_ reading: RecognizedText) throws -> RecognizedText? {
        guard proof(reading) == false else { return nil }
        var changes: [(index: Int, text: String)] = []
        for (index, word) in reading.words.enumerated() where Self.looksLikeAmount(word.text) {
            guard word.page < pages.count else { continue }
            let page = pages[word.page]
            // Prices and totals stand in the right half; amounts in the left are article text ("SEKT 0,2").
            guard word.box.x + word.box.width > page.width / 2 else { continue }
            try Task.checkCancellation()
            // Tax classes are allowed so that a neighbouring "B" is read as a letter, not as an 8 after the cents.
            // A crop that cannot be made (a box at the page's edge) is one amount fewer, never a failed receipt.
            guard let reread = (try? engine.rereadLine(in: page, box: word.box, characters: "0123456789,.-ABCDEFGx*"))
                ?? nil,
                reread.confidence >= Self.minimumConfidence,
                let amount = reread.text.prefixMatch(of: Self.amount).map({ String($0.output) }),
                !reread.text.dropFirst(amount.count).contains(where: \.isNumber),
                amount != Self.amountPart(of: word.text)
            else { continue }
            changes.append((index, amount))
        }
        return Self.smallestProvenChange(among: changes) { proof(Self.applying($0, to: reading)) == true }
            .map { Self.applying($0, to: reading) }
    }

    /// The fewest re-reads that prove the reading: a re-read is itself a reading and may be wrong, so
    /// one re-read that proves it beats two; of as many, exactly one set must work, or none is taken.
    /// Sets of up to three are tried, then all together; at most `Self.maximumTrials` readings are checked.
    static func smallestProvenChange<Change>(among changes: [Change], proves: ([Change]) -> Bool) -> [Change]? {
        guard !changes.isEmpty else { return nil }
        var trials = 0
        for size in 1...min(3, changes.count) {
            var proven: [[Change]] = []
            for combination in Self.combinations(of: changes.count, size: size) {
                trials += 1
                guard trials <= Self.maximumTrials else { return nil }
                let chosen = combination.map { changes[$0] }
                if proves(chosen) { proven.append(chosen) }
            }
            if proven.count == 1 { return proven[0] }
            if proven.count > 1 { return nil }
        }
        return changes.count > 3 && proves(changes) ? changes : nil
    }

    static let maximumTrials = 200
    /// Re-reads Tesseract is less sure of (0-100) are noise, not evidence.
    static let minimumConfidence = 50.0

    /// Every way to choose `size` of `count` indices, in increasing order.
    static func combinations(of count: Int, size: Int) -> [[Int]] {
        guard size > 0, size <= count else { return size == 0 ? [[]] : [] }
        var result: [[Int]] = []
        var current: [Int] = []
        func extend(from start: Int) {
            if current.count == size {
                result.append(current)
                return
            }
            for index in start..<count where count - index >= size - current.count {
                current.append(index)
                extend(from: index + 1)
                current.removeLast()
            }
        }
        extend(from: 0)
        return result
    }

    private static func applying(_ changes: [(index: Int, text: String)], to reading: RecognizedText) -> RecognizedText {
        var words = reading.words
        for change in changes { words[change.index].text = change.text }
        var changed = reading
        changed.words = words
        changed.text = RecognizedText.joinedText(of: words)
        return changed
    }

    /// An amount as receipts print it, perhaps with a tax mark glued on: `1,29`, `12.90`, `-0,50`, `2,42xB`.
    static func looksLikeAmount(_ text: String) -> Bool {
        text.count <= 10 && amountPart(of: text).wholeMatch(of: Self.amount) != nil
    }

    /// The text without what may follow an amount: tax letters and marks (`2,42xB` gives `2,42`).
    private static func amountPart(of text: String) -> String {
        var part = Substring(text)
        while let last = part.last, !last.isNumber, part.count > 4, last != "-" { part.removeLast() }
        return String(part)
    }

    // Built once: a regex literal is compiled again every time it is evaluated. Immutable once built.
    private nonisolated(unsafe) static let amount = /-?\d{1,4}[.,]\d{2}-?/
}
