import LarderCore

/// Where a page prints its prices: the right-aligned amounts of its right half.
struct PriceColumn {
    let page: Int
    let left: Int
    let right: Int
    /// From the top of the first price (or of prices garbled into letters right above it, see
    /// ``top(above:of:onPage:left:alignedRight:tolerance:)``) to the top of the largest amount, the total: articles
    /// stand above it.
    let top: Int
    let bottom: Int
    let amountHeight: Int
    /// Where the usual price ends (prices are right-aligned).
    let pricesRight: Int

    /// A row to read again: the column's part of it, and the word an amount read there goes after or replaces.
    struct Row {
        let box: BoundingBox
        let lastWordIndex: Int
        /// The word of the row that starts furthest right in the column, when one does: no amount (the row has
        /// none), so what OCR made of its price (`Lidia` for `1,39`), which an amount read there replaces, so that
        /// the price stays the row's last word.
        let columnWordIndex: Int?
    }

    /// The column of the page's amounts, or `nil` when fewer than three line up.
    init?(of words: [RecognizedWord], onPage page: Int, pageWidth: Int) {
        let amounts = words.filter {
            $0.page == page && AmountRereader.looksLikeAmount($0.text) && $0.box.x + $0.box.width > pageWidth / 2
        }
        guard amounts.count >= 3 else { return nil }
        let rights = amounts.map { $0.box.x + $0.box.width }.sorted()
        let medianRight = rights[rights.count / 2]
        let heights = amounts.map(\.box.height).sorted()
        let medianHeight = max(heights[heights.count / 2], 1)
        // Prices are right-aligned; an amount far from the others' right edge is article text or a tax table.
        let aligned = amounts.filter { abs($0.box.x + $0.box.width - medianRight) <= medianHeight * 3 / 2 }
        guard aligned.count >= 3 else { return nil }
        self.page = page
        // The usual price's left edge, not the widest one's: a total printed double-wide reaches far into the
        // articles' text, and a crop that takes in their letters is read as noise.
        let lefts = aligned.map(\.box.x).sorted()
        left = lefts[lefts.count / 2] - medianHeight / 2
        right = aligned.map { $0.box.x + $0.box.width }.sorted()[aligned.count / 2] + medianHeight / 2
        let firstPrice = aligned.map(\.box.y).min()!
        top = Self.top(
            above: firstPrice, of: words, onPage: page, left: left, alignedRight: medianRight,
            tolerance: medianHeight * 3 / 2)
        let largest = aligned.max { Self.value(of: $0.text) < Self.value(of: $1.text) }!
        bottom = largest.box.y
        amountHeight = medianHeight
        pricesRight = medianRight
    }

    /// Lines within the column's height with an article's word left of it and no amount, nor anything that
    /// starts like one, in it, on their own line or on another line that shares the row. What OCR made of a price
    /// it could not read (`Lidia`, `Tee`) may stand there.
    func rowsWithoutPrice(in words: [RecognizedWord]) -> [Row] {
        let lines = Self.lines(of: words, onPage: page)
        return lines.keys.sorted().compactMap { line in
            let indices = lines[line]!
            let boxes = indices.map { words[$0].box }
            // Deskewing leaves a slight slant, and a curled receipt bends: the row's height at the price column is
            // found along the line through its words' centres, and the crop is an amount's height around it
            // (taller, it takes in the rows above and below and reads as noise).
            let middle = Self.height(at: (left + right) / 2, alongCentresOf: boxes)
            guard middle > top, middle < bottom else { return nil }
            let hasArticle = indices.contains { Self.isArticleWord(words[$0], leftOf: left) }
            guard hasArticle, !hasAmount(atHeight: middle, in: words) else { return nil }
            let height = amountHeight * 11 / 10
            // The box ends where the prices do: the crop's side margin then stops short of the tax class beside
            // them, which read with the price garbles it (`1994` for `1,99 C`).
            let box = BoundingBox(
                x: left, y: middle - height / 2, width: pricesRight + amountHeight / 8 - left, height: height)
            let inColumn = indices.filter { words[$0].box.x >= left && words[$0].box.x < right }
            return Row(
                box: box, lastWordIndex: indices.max()!,
                columnWordIndex: inColumn.max { words[$0].box.x < words[$1].box.x })
        }
    }

    /// The top of the rows above the first price that print a word where prices stand, right-aligned with them,
    /// beside an article: a first price OCR garbled into letters (`Rae!` for `5,69`) would otherwise lie above the
    /// column and never be read again. Rows are taken upwards while each is such a row.
    static func top(
        above firstPrice: Int, of words: [RecognizedWord], onPage page: Int, left: Int, alignedRight: Int,
        tolerance: Int
    ) -> Int {
        let lines = Self.lines(of: words, onPage: page).values.map { $0.map { words[$0] } }
        // Above means every word's centre above the first price's top: a word of the price's own row may stand a
        // pixel higher than the price.
        let above = lines.filter { line in line.allSatisfy { $0.box.y + $0.box.height / 2 < firstPrice } }
        var top = firstPrice
        for line in above.sorted(by: { $0.map(\.box.y).min()! > $1.map(\.box.y).min()! }) {
            let printsInColumn = line.contains { word in
                word.box.x >= left && abs(word.box.x + word.box.width - alignedRight) <= tolerance
            }
            guard printsInColumn, line.contains(where: { isArticleWord($0, leftOf: left) }) else { break }
            top = line.map(\.box.y).min()!
        }
        return top
    }

    /// The indices of a page's words by the line Tesseract read them in.
    private static func lines(of words: [RecognizedWord], onPage page: Int) -> [Int: [Int]] {
        var lines: [Int: [Int]] = [:]
        for index in words.indices where words[index].page == page {
            lines[words[index].line, default: []].append(index)
        }
        return lines
    }

    /// Whether `word` is part of an article's name: three letters or more, wholly left of the column.
    private static func isArticleWord(_ word: RecognizedWord, leftOf left: Int) -> Bool {
        word.box.x + word.box.width < left && word.text.filter(\.isLetter).count >= 3
    }

    /// Where the least-squares line through the boxes' centres passes `x`: the mean centre when the boxes do not
    /// stand apart, 0 without boxes.
    static func height(at x: Int, alongCentresOf boxes: [BoundingBox]) -> Int {
        guard !boxes.isEmpty else { return 0 }
        let points = boxes.map { (x: Double($0.x) + Double($0.width) / 2, y: Double($0.y) + Double($0.height) / 2) }
        let meanX = points.map(\.x).reduce(0, +) / Double(points.count)
        let meanY = points.map(\.y).reduce(0, +) / Double(points.count)
        let spread = points.map { ($0.x - meanX) * ($0.x - meanX) }.reduce(0, +)
        guard spread > 0 else { return Int(meanY.rounded()) }
        let slope = points.map { ($0.x - meanX) * ($0.y - meanY) }.reduce(0, +) / spread
        // A row is never steeper than a few degrees; a wild slope is words of two rows read as one line.
        let bounded = min(max(slope, -0.1), 0.1)
        return Int((meanY + bounded * (Double(x) - meanX)).rounded())
    }

    /// An amount's value, for finding the largest; a garbled one counts as nothing.
    private static func value(of text: String) -> Double {
        Double(text.filter { $0.isNumber || $0 == "," || $0 == "." }.replacingOccurrences(of: ",", with: ".")) ?? 0
    }

    /// Whether any word of the page at this height in the column is, or starts like, an amount.
    private func hasAmount(atHeight centre: Int, in words: [RecognizedWord]) -> Bool {
        words.contains { word in
            word.page == page && word.box.y <= centre && word.box.y + word.box.height >= centre
                && word.box.x < right && word.box.x + word.box.width > left
                && AmountRereader.startsLikeAmount(word.text)
        }
    }
}
