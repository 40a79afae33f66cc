import LarderCore

extension AmountRereader {
    /// Rows between a page's first price and its total that show an article but nothing readable in the price
    /// column, read again there: Tesseract drops a faint or overprinted price as a word it is unsure of, which
    /// no re-read of the words it kept can bring back.
    func readMissingPrices(of reading: RecognizedText) throws -> [Reread] {
        var changes: [Reread] = []
        for (pageIndex, page) in pages.enumerated() {
            try Task.checkCancellation()
            guard let column = PriceColumn(of: reading.words, onPage: pageIndex, pageWidth: page.width) else {
                continue
            }
            let rows = column.rowsWithoutPrice(in: reading.words)
            guard rows.count <= Self.maximumMissingPrices else { continue }
            for row in rows {
                try Task.checkCancellation()
                for amount in amounts(onPage: pageIndex, box: row.box, treatments: [.asPrinted, .thickened]) {
                    var word = reading.words[row.lastWordIndex]
                    word.text = amount
                    word.box = row.box
                    changes.append(.insert(after: row.lastWordIndex, word: word))
                }
            }
        }
        return changes
    }

    /// Beyond this many rows without a price, a page is no receipt that lost a few prices but another layout.
    static let maximumMissingPrices = 12
}
