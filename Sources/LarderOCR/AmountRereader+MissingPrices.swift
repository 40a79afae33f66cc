import LarderCore

extension AmountRereader {
    /// Rows between a page's first price (or a first price garbled into letters above it) and its total that show an
    /// article but no amount in the price column, read again there: Tesseract drops a faint or overprinted price as a
    /// word it is unsure of, or reads it as letters (`Lidia`), which no re-read of the amounts it kept brings back.
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
                guard let amount = agreedAmount(onPage: pageIndex, box: row.box) else { continue }
                // A word OCR garbled where the price stands is the price: the amount replaces it, so that the
                // price stays the row's last word.
                if let garbled = row.columnWordIndex {
                    changes.append(.replace(index: garbled, text: amount))
                    continue
                }
                var word = reading.words[row.lastWordIndex]
                word.text = amount
                word.box = row.box
                changes.append(.insert(after: row.lastWordIndex, word: word))
            }
        }
        return changes
    }

    /// The amount two of three re-reads of `box` agree on as a number (as printed, smoothed, thickened; the third read
    /// only when the first two differ), or else the first amount any of them reads. A price the page dropped has nothing
    /// printed to compare with, and one treatment alone misreads a digit now and then (`1,59` for `1,39` as printed,
    /// where smoothed and thickened read it right); the first amount read is kept for a faint price only one reads.
    func agreedAmount(onPage pageIndex: Int, box: BoundingBox) -> String? {
        Self.agreedAmount { amounts(onPage: pageIndex, box: box, treatments: [$0]).first }
    }

    /// ``agreedAmount(onPage:box:)`` with `reading` giving the amount a treatment reads, if any.
    static func agreedAmount(reading: (LinePrint) -> String?) -> String? {
        var first: String?
        let agreed = TesseractEngine.agreedText(printed: "", agree: sameValue) { treatment in
            let amount = reading(treatment)
            if first == nil { first = amount }
            return amount
        }
        return agreed ?? first
    }

    /// Beyond this many rows without a price, a page is no receipt that lost a few prices but another layout.
    static let maximumMissingPrices = 12
}
