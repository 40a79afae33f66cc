import Foundation
import LarderCore
import LarderStore

/// `/review`: the receipts stored as `needs_review` with their reasons, and the food items no food was found
/// for, oldest first. Non-food lines (deposits, soap, batteries) need no food and never wait here.
struct ReviewPage {
    let database: LarderDatabase
    let suggestions: FoodSuggestions

    /// At most this many items are shown at once; the rest wait for the next visit.
    static let itemLimit = 30

    func render(csrf: String) throws -> String {
        let receipts = try database.receiptsToReview()
        let items = try database.items(isUnmatchedOnly: true, limit: Self.itemLimit)
        let suggestions = try suggestions(for: items, limit: 6)
        // `-> String`: GRDB's `SQL` is built from string interpolation too, and would otherwise be inferred.
        let receiptRows = receipts.map { receipt -> String in
            let what = [receipt.storeName, receipt.date?.iso].compactMap { $0 }.joined(separator: ", ")
            let link = receipt.tripId.map { "<a href=\"/trips/\($0)\">\(HTML.escape(what.isEmpty ? "the trip" : what))</a>" }
                ?? HTML.escape(receipt.originalName)
            return """
                <li>\(link) · \(HTML.money(receipt.totalCents, receipt.currency))<br>\
                <small>\(HTML.escape(receipt.reason ?? "no reason recorded"))</small>
                <form method="post" action="/receipts/\(receipt.receiptId)/reviewed" class="inline">\(HTML.csrfField(csrf))\
                <button type="submit">Mark reviewed</button></form></li>
                """
        }.joined()
        let itemRows = zip(items, suggestions).map { item, choices -> String in
            let id = item.id ?? 0
            return """
                <li id="item-\(id)">\(HTML.escape(item.name)) <small>\(HTML.escape(item.originalText)) · \
                \(HTML.money(item.priceCents, nil))</small>\
                \(ItemForm.foodHTML(item, suggestions: choices, csrf: csrf, back: "/review"))
                <form method="post" action="/items/\(id)/skip" class="inline">\(HTML.csrfField(csrf))\
                <button type="submit">Needs no food</button></form></li>
                """
        }.joined()
        let body = """
            <h1>Review</h1>
            <section><h2>Receipts to check (\(receipts.count))</h2>\
            \(receipts.isEmpty ? "<p>None: every stored receipt adds up.</p>" : "<ol>\(receiptRows)</ol>")</section>
            <section><h2>Items without a food</h2>\
            \(items.isEmpty ? "<p>None: every food item has its food.</p>" : "<ol>\(itemRows)</ol>")</section>
            <script src="/static/larder.js" defer></script>
            """
        return HTML.signedInPage(title: "Larder: review", body: body, csrf: csrf)
    }
}
