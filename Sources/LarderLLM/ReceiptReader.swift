import LarderCore

/// Runs the offline rules over a receipt's rows, from header to total.
enum ReceiptReader {
    /// Reads every field; never throws, unknowns stay `nil`.
    static func read(_ rows: [ReceiptRow]) -> ExtractedReceipt {
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
            assembler.add(line)
        }
        var warnings = assembler.warnings
        var drafts = assembler.finished(isBounded: isBounded)
        ItemArithmetic.dropUnreadTotalLine(&drafts, totalCents: printedTotal)
        ItemArithmetic.reconcileQuantities(&drafts, warnings: &warnings)
        let total = ItemArithmetic.total(confirmedBy: drafts, printed: printedTotal, paid: paidAmounts)
        receipt.totalCents = total
        ItemArithmetic.reconcileTotal(&drafts, totalCents: total, warnings: &warnings)
        receipt.items = drafts.map(ItemNamer.item(from:))
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
