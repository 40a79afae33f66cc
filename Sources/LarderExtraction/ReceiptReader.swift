import LarderCore

/// The offline receipt reader: rules over the OCR words, with no key and no network.
///
/// It reads the shop, address, date, currency, total and article lines of German and English receipts, joins
/// quantity lines, deposits and discounts to their articles, lets arithmetic choose between OCR readings, and
/// names articles in English from a built-in grocery vocabulary. The rules run from header to total.
public enum ReceiptReader {
    /// Reads a grocery trip from one receipt's OCR output.
    ///
    /// - Parameter ocr: The recognised text with word boxes; plain text without words also works.
    /// - Returns: The trip, with unknown values `nil` and doubts in `warnings`.
    /// - Throws: ``ExtractionError`` with code `emptyInput` when the OCR output has nothing to read.
    public static func receipt(from ocr: RecognizedText) throws -> ExtractedReceipt {
        let rows = ReceiptLayout.rows(of: ocr)
        guard hasText(rows) else {
            throw ExtractionError(
                .emptyInput, backend: "offline",
                message: "the OCR output holds no text; check that the image shows a receipt and is readable")
        }
        return read(rows)
    }

    /// Whether any row holds a letter or digit: OCR of a blank or unreadable image gives only noise marks.
    static func hasText(_ rows: [ReceiptRow]) -> Bool {
        rows.contains { $0.text.contains { $0.isLetter || $0.isNumber } }
    }

    /// Reads every field; never throws, unknowns stay `nil`.
    ///
    /// - Parameter namesArticles: Whether articles get their English name, category and weight. The OCR referee's
    ///   checks (``doubts(in:)``, ``provesItsTotal(_:)``) ask only for prices and warnings, many times per receipt, and
    ///   naming (a fuzzy search of the vocabulary per article) was most of their time; unnamed articles keep their
    ///   printed text as their name.
    static func read(_ rows: [ReceiptRow], namesArticles: Bool = true) -> ExtractedReceipt {
        let (store, headerEnd) = StoreDetector.store(in: rows)
        let (printedTotal, totalRow, paidAmounts) = TotalDetector.total(in: rows)
        var receipt = ExtractedReceipt(
            store: store, date: ReceiptDateParser.date(in: rows), currency: CurrencyDetector.currency(in: rows))
        let end = totalRow.flatMap { row in rows.firstIndex { $0.index == row } } ?? rows.count
        var assembler = ItemAssembler()
        var isBounded = totalRow != nil
        for row in rows[min(headerEnd, end)..<end] {
            let line = ReceiptLineClassifier.classify(row)
            // Without a readable total line, the payment or tax block ends the articles.
            if assembler.hasArticle && ReceiptLineClassifier.endsArticleBlock(row) {
                isBounded = true
                break
            }
            assembler.add(line, hasSureWord: row.hasSureWord)
        }
        var warnings = assembler.warnings
        var drafts = assembler.finished(isBounded: isBounded)
        ItemArithmetic.dropUnreadTotalLine(&drafts, totalCents: printedTotal)
        ItemArithmetic.reconcileQuantities(&drafts, warnings: &warnings)
        let total = ItemArithmetic.total(
            confirmedBy: drafts, printed: printedTotal, paid: paidAmounts,
            taxes: { TaxArithmetic.printedTaxes(in: rows) })
        receipt.totalCents = total
        ItemArithmetic.reconcileTotal(
            &drafts, totalCents: total, rounding: TotalDetector.rounding(in: rows), warnings: &warnings)
        receipt.items = drafts.map(namesArticles ? ItemNamer.item(from:) : ItemNamer.unnamedItem(from:))
        if receipt.store.name == nil { warnings.append(Self.noShopWarning) }
        if receipt.date == nil { warnings.append(Self.noDateWarning) }
        if total == nil { warnings.append("total not found") }
        if receipt.items.isEmpty { warnings.append("no article lines found") }
        receipt.warnings = warnings
        return receipt
    }

    static let noShopWarning = "shop name not found"
    static let noDateWarning = "purchase date not found"
    /// The warnings about a field not found, rather than about the numbers.
    static let fieldNotFoundWarnings: Set<String> = [noShopWarning, noDateWarning]
}
