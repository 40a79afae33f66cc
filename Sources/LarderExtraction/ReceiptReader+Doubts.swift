import LarderCore

extension ReceiptReader {
    /// How much the reading of `ocr` seems to have lost, money first: twice 0 when its articles add up to
    /// its total (or to more), twice 1 when they come to less than the total, twice 2 when it finds no total at
    /// all; and 1 more when it finds no date. So of two readings that lost as much money, the one with a date wins.
    ///
    /// Lets OCR choose between two readings of one receipt by the receipt's own arithmetic
    /// (``LarderOCR/OCRConfiguration/readingDoubts``): a price hidden by background print leaves its article
    /// out of the sum, so the sum falls short. A sum above the total means rows were taken for articles that
    /// are none; reading again does not find those, so it does not count. On the saved readings of the
    /// development sets (first 30 sroie-dev, 13 german-dev), counting every warning instead sent 42 receipts of
    /// 43 to a second reading and kept worse text (token F1 0.789 against 0.819); this reads 16 twice (see
    /// "Refereed readings" in `docs/ocr-tuning.md`; figures from before a missing date counted).
    public static func doubts(in ocr: RecognizedText) -> Int {
        let rows = ReceiptLayout.rows(of: ocr)
        guard hasText(rows) else { return 5 }
        let receipt = read(rows, namesArticles: false)
        let missingDate = receipt.date == nil ? 1 : 0
        guard let total = receipt.totalCents else { return 4 + missingDate }
        // A price taken from the total was not read: the sum then meets the total only because it was made to.
        let tookFromTotal = receipt.warnings.contains { $0.hasSuffix(ItemArithmetic.takenFromTotal) }
        let lostMoney = receipt.items.reduce(0) { $0 + $1.priceCents } < total || tookFromTotal
        return (lostMoney ? 2 : 0) + missingDate
    }

    /// Whether the reading of `ocr` proves its numbers: its articles add up to its total to the cent
    /// without a price guessed from the total or a digit changed to make them; `nil` when it finds no total or
    /// no articles, so there is nothing to prove. What ``LarderOCR/AmountRereader`` must reach.
    public static func provesItsTotal(_ ocr: RecognizedText) -> Bool? {
        let rows = ReceiptLayout.rows(of: ocr)
        guard hasText(rows) else { return nil }
        let receipt = read(rows, namesArticles: false)
        guard let total = receipt.totalCents, !receipt.items.isEmpty else { return nil }
        let sum = receipt.items.reduce(0) { $0 + $1.priceCents }
        // Every warning but a missing shop or date is a doubt about the numbers.
        let doubts = receipt.warnings.filter { !fieldNotFoundWarnings.contains($0) }
        return sum == total && doubts.isEmpty
    }
}
