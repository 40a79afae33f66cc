import Foundation
import LarderCore

/// Reads a receipt's amounts again, one small crop at a time, when its own arithmetic says some were misread.
///
/// A whole-page reading misreads single digits of prices (`3,69` for `5,69`, `0,05` for `0,35`), most often
/// where advertising is printed behind them or the till's font is a hairline. Each amount in the right half of
/// the page is cropped, scaled, smoothed and read again as a single line of digits (a row's price the page
/// dropped or garbled into letters is read by two of three treatments); a re-read is kept only when it makes the
/// articles add up to the total to the cent without a guess, so the receipt itself decides, never the second
/// reading alone.
struct AmountRereader {
    /// One re-read: a word's text replaced, or an amount read where the row had none, put after a word.
    enum Reread {
        case replace(index: Int, text: String)
        case insert(after: Int, word: RecognizedWord)

        /// What the re-read changes: two re-reads of one word or one row are alternatives, never a pair.
        var target: Int {
            switch self {
            case .replace(let index, _): index
            case .insert(let index, _): -1 - index
            }
        }
    }

    let engine: TesseractEngine
    let pages: [LeptonicaImage]
    /// Degrees each page was turned by to straighten it; the reading's boxes lie in the straightened pages.
    let turns: [Double]
    /// Whether a reading proves its numbers; `nil` when it has none to prove.
    let proof: @Sendable (RecognizedText) -> Bool?

    /// The reading with re-read amounts, or `nil` when no re-reading balances it.
    func balanced(_ reading: RecognizedText) throws -> RecognizedText? {
        guard proof(reading) == false else { return nil }
        let changes = try rereadAmounts(of: reading) + (try readMissingPrices(of: reading))
        return Self.smallestProvenChange(among: changes, target: \.target) {
            proof(Self.applying($0, to: reading)) == true
        }.map { Self.applying($0, to: reading) }
    }

    /// Every amount (or what starts like one: `2.258`, `1,4)`) in the right half read again on its own, up to
    /// ``maximumRereadWords`` of them.
    private func rereadAmounts(of reading: RecognizedText) throws -> [Reread] {
        var changes: [Reread] = []
        var read = 0
        for (index, word) in reading.words.enumerated() where Self.startsLikeAmount(word.text) {
            guard word.page < pages.count, read < Self.maximumRereadWords else { continue }
            // Prices and totals stand in the right half; amounts in the left are article text ("SEKT 0,2").
            guard word.box.x + word.box.width > pages[word.page].width / 2 else { continue }
            try Task.checkCancellation()
            read += 1
            let printed = Self.amountPart(of: word.text)
            let box = Self.amountBox(of: word)
            for amount in amounts(onPage: word.page, box: box, printed: printed, treatments: [.smoothed, .thickened]) {
                changes.append(.replace(index: index, text: amount))
            }
        }
        return changes
    }

    /// The part of a word's box that holds its amount: a tax class glued on (`2.258` for `2,25 B`) is cut off,
    /// since read with it the line comes back as noise. Characters are taken as equally wide.
    static func amountBox(of word: RecognizedWord) -> BoundingBox {
        let printed = word.text.count
        let amountLength = amountPart(of: word.text).prefixMatch(of: Self.amount)?.output.count ?? printed
        guard printed > amountLength else { return word.box }
        var box = word.box
        box.width = word.box.width * amountLength / printed
        return box
    }

    /// The amounts other than `printed` that Tesseract reads in `box` (in the straightened page) as a single
    /// line of digits, with each of `treatments` in turn until one finds something new. Each is a candidate the
    /// receipt's arithmetic may take or leave.
    ///
    /// A printed amount is read smoothed, then thickened: read as it is (the first re-read until 2026-11-27), its
    /// crop misread the same hairline digits the page did, and wrong re-reads of right prices (`1,99` as `1,89`)
    /// kept the right ones from proving a receipt. A price the page dropped is read by ``agreedAmount(onPage:box:)``.
    ///
    /// Crops are framed in their paper's grey (``LineFrame/paper``): on a photo's grey paper, framed in white,
    /// Tesseract read `1,39` as nothing or at a confidence under 40.
    func amounts(
        onPage pageIndex: Int, box: BoundingBox, printed: String? = nil,
        treatments: [LinePrint]
    ) -> [String] {
        let page = pages[pageIndex]
        let turn = pageIndex < turns.count ? turns[pageIndex] : 0
        let crop = box.onPageAsItCame(turnedBy: turn, pageWidth: page.width, pageHeight: page.height)
        var found: [String] = []
        for treatment in treatments {
            guard found.isEmpty else { break }
            // A crop that cannot be made (a box at the page's edge) is one amount fewer, never a failed receipt.
            guard
                let reread = (try? engine.rereadLine(
                    in: page, box: crop, characters: Self.amountCharacters, treatment: treatment, frame: .paper))
                    ?? nil,
                let amount = Self.amount(in: reread),
                printed.map({ Self.sameValue($0, amount) }) != true
            else { continue }
            found.append(amount)
        }
        return found
    }

    /// Tax classes are allowed so that a neighbouring "B" is read as a letter, not as an 8 after the cents.
    static let amountCharacters = "0123456789,.-ABCDEFGx*"

    /// The amount a single-line re-read shows, when its shape and Tesseract's confidence make it one.
    static func amount(in reread: (text: String, confidence: Double)) -> String? {
        // Tesseract's confidence in a whitelisted single line is often near 0 though every character is right, as
        // in "0,79" read at 5: a text that is an amount and nothing else, or with its tax class, is taken on its
        // shape, and the receipt's arithmetic decides. Ragged texts need Tesseract's confidence too.
        guard reread.confidence >= Self.minimumConfidence || reread.text.wholeMatch(of: Self.markedAmount) != nil,
            let amount = reread.text.prefixMatch(of: Self.amount).map({ String($0.output) })
        else { return nil }
        // No price has three decimals: one character after the cents, even a digit, is the tax class beside it,
        // cut by the crop's margin ("2,691" for "2,69 A"); two may be a class and a mark; more is another number.
        let rest = reread.text.dropFirst(amount.count)
        return rest.count <= 1 || rest.count == 2 && !rest.contains(where: \.isNumber) ? amount : nil
    }

    /// Whether two amounts are the same number, whatever their decimal mark: `5,69` and `5.69`.
    static func sameValue(_ one: String, _ other: String) -> Bool {
        one.filter { $0.isNumber || $0 == "-" } == other.filter { $0.isNumber || $0 == "-" }
    }

    /// Beyond this many amounts a page is no receipt that misread a few; each costs two small readings at most.
    static let maximumRereadWords = 40

    /// The fewest re-reads that prove the reading: a re-read is itself a reading and may be wrong, so
    /// one re-read that proves it beats two; of as many, exactly one set must work, or all that work must prove it
    /// together (``agreeing(_:target:proves:)``), or none is taken. Re-reads
    /// of the same `target` are alternatives and never go together. Sets of up to three are tried while at most
    /// `Self.maximumTrials` have been checked, then the first re-read of every target together.
    static func smallestProvenChange<Change>(
        among changes: [Change], target: (Change) -> Int, proves: ([Change]) -> Bool
    ) -> [Change]? {
        guard !changes.isEmpty else { return nil }
        var trials = 0
        sizes: for size in 1...min(3, changes.count) {
            var proven: [[Change]] = []
            for combination in Self.combinations(of: changes.count, size: size) {
                let chosen = combination.map { changes[$0] }
                guard Set(chosen.map(target)).count == chosen.count else { continue }
                trials += 1
                guard trials <= Self.maximumTrials else {
                    if proven.count == 1 { return proven[0] }
                    break sizes
                }
                if proves(chosen) { proven.append(chosen) }
            }
            if proven.count == 1 { return proven[0] }
            if proven.count > 1 { return Self.agreeing(proven, target: target, proves: proves) }
        }
        var seen = Set<Int>()
        let together = changes.filter { seen.insert(target($0)).inserted }
        return together.count > 3 && proves(together) ? together : nil
    }

    /// Sets that each prove the reading, taken together when they change different words and prove it together
    /// too: each mended a misread witness of the same numbers (a card payment's `25,90` and a tax row's gross
    /// `3,49`, both of a bill of 26,90), so they agree. Alternatives that prove it apart but not together (one
    /// article's price or another's) are a tie, and none is taken.
    private static func agreeing<Change>(
        _ proven: [[Change]], target: (Change) -> Int, proves: ([Change]) -> Bool
    ) -> [Change]? {
        let together = proven.flatMap { $0 }
        guard Set(together.map(target)).count == together.count, proves(together) else { return nil }
        return together
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

    private static func applying(_ changes: [Reread], to reading: RecognizedText) -> RecognizedText {
        var words = reading.words
        var insertions: [(after: Int, word: RecognizedWord)] = []
        for change in changes {
            switch change {
            case .replace(let index, let text): words[index].text = text
            case .insert(let index, let word): insertions.append((index, word))
            }
        }
        // From the back, so that every index still points at the word it was found after.
        for insertion in insertions.sorted(by: { $0.after > $1.after }) {
            words.insert(insertion.word, at: insertion.after + 1)
        }
        var changed = reading
        changed.words = words
        changed.text = RecognizedText.joinedText(of: words)
        return changed
    }

    /// An amount as receipts print it, perhaps with a tax mark glued on: `1,29`, `12.90`, `-0,50`, `2,42xB`.
    static func looksLikeAmount(_ text: String) -> Bool {
        text.count <= 10 && amountPart(of: text).wholeMatch(of: Self.amount) != nil
    }

    /// Whether a word begins as an amount does, whatever OCR made of its end: `2,42`, `2.258`, `1,4)`; not a
    /// date (`12.03.2024`) nor a rate (`7,0%`).
    static func startsLikeAmount(_ text: String) -> Bool {
        text.count <= 10 && text.prefixMatch(of: Self.amountStart) != nil && text.firstMatch(of: Self.date) == nil
            && !text.contains("%")
    }

    /// The text without what may follow an amount: tax letters and marks (`2,42xB` gives `2,42`).
    private static func amountPart(of text: String) -> String {
        var part = Substring(text)
        while let last = part.last, !last.isNumber, part.count > 4, last != "-" { part.removeLast() }
        return String(part)
    }

    // Built once: a regex literal is compiled again every time it is evaluated. Immutable once built.
    private nonisolated(unsafe) static let amount = /-?\d{1,4}[.,]\d{2}-?/
    private nonisolated(unsafe) static let amountStart = /-?\d{1,4}[.,]\d/
    private nonisolated(unsafe) static let markedAmount = /-?\d{1,4}[.,]\d{2}-?([x*]?[A-G])?/
    private nonisolated(unsafe) static let date = /\d[.,]\d{1,2}[.,]\d/
}
