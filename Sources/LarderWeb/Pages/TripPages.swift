import LarderCore
import LarderPipeline
import LarderStore

/// The trips, a page at a time, and one trip with its items.
enum TripPages {
    static func list(_ page: PageJSON<TripSummary>, search: TripSearch, csrf: String) -> String {
        let rows = page.items.map { trip -> String in
            "<tr><td><a href=\"/trips/\(trip.id)\">\(HTML.escape(trip.date?.iso ?? "no date"))</a></td>"
                + "<td>\(HTML.escape(trip.storeName ?? "unknown shop"))</td><td class=\"number\">\(trip.itemCount)</td>"
                + "<td class=\"number\">\(HTML.money(trip.totalCents, trip.currency))</td></tr>"
        }.joined()
        var links: [String] = []
        if page.pageIndex > 0 {
            links.append("<a href=\"/trips?\(search.query(pageIndex: page.pageIndex - 1))\">Newer</a>")
        }
        if page.pageIndex + 1 < page.totalPages {
            links.append("<a href=\"/trips?\(search.query(pageIndex: page.pageIndex + 1))\">Older</a>")
        }
        let body = """
            <h1>Trips</h1>\(search.form)<section><p>\(page.totalCount) trip\(page.totalCount == 1 ? "" : "s")</p><table><thead><tr><th>Date</th><th>Shop</th><th class="number">Items</th>
            <th class="number">Total</th></tr></thead><tbody>\(rows.isEmpty ? "<tr><td colspan=\"4\">No trips.</td></tr>" : rows)
            </tbody></table><p>\(links.joined(separator: " "))</p></section>
            """
        return HTML.signedInPage(title: "Larder: trips", body: body, csrf: csrf)
    }

    /// - Parameters:
    ///   - foodNames: The linked food of each item, in order.
    ///   - suggestions: The matcher's best foods for each item, in order, offered in its form.
    ///   - imageFormats: The receipt's file, or its folder's pages, while they are still there: shown beside the
    ///     items (tap one to open it whole, to zoom), or linked when the browser cannot show it.
    ///   - rereadChoices: The backends the receipt can be read again with, the daemon's own way first.
    ///   - notice: What the last change did, shown at the top.
    static func detail(
        _ stored: StoredTrip, foodNames: [String?], suggestions: [[FoodMatch]], imageFormats: [ImageSniffer.Format],
        needsReview: Bool, rereadChoices: [(value: String, label: String)], notice: String?, csrf: String
    ) -> String {
        let trip = stored.trip
        let rows = stored.items.enumerated().map { index, item -> String in
            row(
                item, food: index < foodNames.count ? foodNames[index] : nil,
                suggestions: index < suggestions.count ? suggestions[index] : [], csrf: csrf)
        }.joined()
        let receipt = receiptFigure(receiptId: trip.receiptId, formats: imageFormats)
        let notice = notice.map { "<p class=\"notice\" role=\"status\">\(HTML.escape($0))</p>" } ?? ""
        let body = """
            <h1>\(HTML.escape(trip.storeName ?? "Unknown shop")), \(HTML.escape(trip.date?.iso ?? "no date"))</h1>\(notice)
            <div class="trip">\(receipt)
            <section><p>\(HTML.escape(trip.storeAddress ?? ""))</p>\(TripForm.html(trip, needsReview: needsReview, csrf: csrf))<table><thead><tr><th>Item</th>
            <th class="number">Weight</th><th class="number">Price</th></tr></thead><tbody>\(rows)</tbody>
            <tfoot><tr><th colspan="2">Total</th><th class="number">\(HTML.money(trip.totalCents, trip.currency))</th></tr>
            </tfoot></table>\(NewItemForm.html(tripId: trip.id ?? 0, csrf: csrf))\(
                reread(receiptId: trip.receiptId, choices: rereadChoices, csrf: csrf))</section></div>
            <script src="/static/larder.js" defer></script>
            """
        return HTML.signedInPage(title: "Larder: trip", body: body, csrf: csrf)
    }

    /// The receipt's photo, or each page of a folder receipt, each a link to itself whole; a file the browser
    /// cannot show (a TIFF, a PDF) is a link.
    private static func receiptFigure(receiptId: Int64, formats: [ImageSniffer.Format]) -> String {
        let image = "/receipts/\(receiptId)/image"
        let shown: Set<ImageSniffer.Format> = [.jpeg, .png, .webp]
        switch formats.count {
        case 0:
            return "<p>The receipt's file is no longer in the archive.</p>"
        case 1 where shown.contains(formats[0]):
            return "<figure class=\"receipt\"><a href=\"\(image)\"><img src=\"\(image)\" alt=\"The receipt\"></a></figure>"
        case 1:
            return "<p><a href=\"\(image)\">The receipt's file</a></p>"
        default:
            let pages = formats.enumerated().map { index, format -> String in
                let page = "\(image)?page=\(index)"
                return shown.contains(format)
                    ? "<a href=\"\(page)\"><img src=\"\(page)\" alt=\"Page \(index + 1) of the receipt\"></a>"
                    : "<p><a href=\"\(page)\">Page \(index + 1)</a></p>"
            }.joined()
            return "<figure class=\"receipt\">\(pages)</figure>"
        }
    }

    /// Reading the receipt again, with a choice of backend when the daemon has more than one.
    private static func reread(receiptId: Int64, choices: [(value: String, label: String)], csrf: String) -> String {
        let options = choices.map { "<option value=\"\(HTML.escape($0.value))\">\(HTML.escape($0.label))</option>" }
            .joined()
        return """
            <details><summary>Read the receipt again</summary>\
            <form method="post" action="/receipts/\(receiptId)/reread" class="item">\(HTML.csrfField(csrf))
            <label>With <select name="backend">\(options)</select></label>
            <p><small>Your corrections stay: they are laid over the new reading.</small></p>
            <button type="submit">Read again</button></form></details>
            """
    }

    /// What reading again did, from the `reread` query of the page it sends the browser to.
    static func rereadNotice(_ status: String?) -> String? {
        switch status {
        case "changed": "Read again: the trip changed. Your corrections were kept."
        case "unchanged": "Read again: the reading is the same as before."
        default: nil
        }
    }

    /// An item's row, then its form in a row of its own, the table's whole width, so it stays usable on a phone.
    private static func row(_ item: PurchasedItemRecord, food: String?, suggestions: [FoodMatch], csrf: String)
        -> String
    {
        let id = item.id ?? 0
        let foodNote = food.map { " · \(HTML.escape($0))" } ?? ""
        let grams = item.grams.map { "\(Int($0.rounded())) g" } ?? "–"
        let form = ItemForm.html(item, foodName: food, suggestions: suggestions, csrf: csrf)
        return """
            <tr id="item-\(id)"><td>\(HTML.escape(item.name))<br><small>\(HTML.escape(item.originalText))\(foodNote)\
            </small></td><td class="number">\(grams)</td><td class="number">\(HTML.money(item.priceCents, nil))</td></tr>
            <tr class="edit"><td colspan="3">\(form)</td></tr>
            """
    }
}
