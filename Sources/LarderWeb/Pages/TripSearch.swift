import Foundation
import Hummingbird
import LarderCore
import LarderStore

/// The trips page's search: part of a store's name and a range of dates, kept in the page's links.
struct TripSearch {
    var store: String
    var from: ReceiptDate?
    var to: ReceiptDate?

    /// - Throws: ``APIError`` 400 for a date that is not one.
    init(_ request: Request) throws {
        // As the search form sends it: "Aldi+Süd" is "Aldi Süd".
        let query = FormFields.query(of: request)
        store = String((query["store"] ?? "").prefix(200)).trimmingCharacters(in: .whitespaces)
        // A browser sends an empty date field as an empty value: no bound.
        from = try APIRoutes.date(query["from"].flatMap { $0.isEmpty ? nil : Substring($0) }, named: "from")
        to = try APIRoutes.date(query["to"].flatMap { $0.isEmpty ? nil : Substring($0) }, named: "to")
    }

    var filter: TripFilter {
        TripFilter(from: from, to: to, store: store.isEmpty ? nil : store)
    }

    /// The query of another page of the same search.
    func query(pageIndex: Int) -> String {
        var parts = ["pageIndex=\(pageIndex)"]
        if !store.isEmpty { parts.append("store=\(store.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")") }
        if let from { parts.append("from=\(from.iso)") }
        if let to { parts.append("to=\(to.iso)") }
        return parts.joined(separator: "&amp;")
    }

    var form: String {
        """
        <section><form method="get" action="/trips" class="search">
        <label>Store <input name="store" value="\(HTML.escape(store))" maxlength="200"></label>
        <label>From <input name="from" type="date" value="\(from?.iso ?? "")"></label>
        <label>To <input name="to" type="date" value="\(to?.iso ?? "")"></label>
        <button type="submit">Search</button></form></section>
        """
    }
}
