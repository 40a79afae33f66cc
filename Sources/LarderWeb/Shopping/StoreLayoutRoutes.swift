import Foundation
import Hummingbird
import LarderCore
import LarderStore

/// `/store-layouts`: the order of the aisles in a store, so a list shown "as in" that store runs the way a person
/// walks it. Each aisle gets a number; lower comes first.
struct StoreLayoutRoutes {
    let database: LarderDatabase

    func register(on router: Router<WebRequestContext>) {
        router.get("/store-layouts") { request, context in
            let chosen = FormFields.query(of: request)["store"].flatMap(FormFields.nonEmpty)
            let stores = try Self.storeNames(in: database)
            let layout = try chosen.map { try database.storeLayout(for: $0) }
            let saved = request.uri.queryParameters["saved"] != nil
            return SignInRoutes.html(
                .ok, Self.page(store: chosen, stores: stores, layout: layout, saved: saved, csrf: context.csrf))
        }
        router.post("/store-layouts") { request, _ in
            let fields = try await FormFields.read(request)
            let store = try ShoppingRequests.text(fields["store"] ?? "", named: "the store")
            // "Usual order" forgets the layout whatever the numbers say.
            let order = fields["reset"] == "yes" ? [] : try Self.order(from: fields)
            try database.setStoreLayout(order, for: store)
            let encoded = store.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            return Response(status: .seeOther, headers: [.location: "/store-layouts?store=\(encoded)&saved=1"])
        }
    }

    /// The stores a layout may be set for: those arranged already and those of the trips, each once in any case.
    static func storeNames(in database: LarderDatabase) throws -> [String] {
        var seen: Set<String> = []
        return try (database.storeLayoutNames() + database.tripStoreNames())
            .filter { seen.insert($0.lowercased()).inserted }
            .sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending }
    }

    /// The aisles by the numbers given them (`position-KEY`), ties in the usual order.
    static func order(from fields: FormFields) throws -> [ShoppingCategory] {
        let numbered = try ShoppingCategory.allCases.map { category -> (ShoppingCategory, Int) in
            let text = fields["position-\(category.rawValue)"] ?? ""
            guard let position = Int(text.trimmingCharacters(in: .whitespaces)), (0...99).contains(position) else {
                throw APIError(.badRequest, "give every aisle a number from 0 to 99 (\(category.title) has \"\(text)\")")
            }
            return (category, position)
        }
        return numbered.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.defaultOrder < $1.0.defaultOrder }.map(\.0)
    }

    private static func page(
        store: String?, stores: [String], layout: [ShoppingCategory]?, saved: Bool, csrf: String
    ) -> String {
        let choices = stores.map { "<option value=\"\(HTML.escape($0))\">" }.joined()
        var body = """
            <h1>Store layouts</h1>
            <section><form method="get" action="/store-layouts" class="search">
            <label>Store <input name="store" list="stores" value="\(HTML.escape(store ?? ""))" maxlength="200" required></label>
            <datalist id="stores">\(choices)</datalist><button type="submit" class="secondary">Arrange</button></form></section>
            """
        if let store, let layout {
            let rows = layout.enumerated().map { index, category in
                "<tr><td>\(category.emoji) \(HTML.escape(category.title))</td><td class=\"number\">"
                    + "<input name=\"position-\(category.rawValue)\" value=\"\(index + 1)\" inputmode=\"numeric\" "
                    + "size=\"3\" aria-label=\"Place of \(HTML.escape(category.title))\"></td></tr>"
            }.joined()
            body += """
                \(saved ? "<p class=\"notice\" role=\"status\">Saved.</p>" : "")
                <section><h2>Aisles in \(HTML.escape(store))</h2><p>Number the aisles in the order you walk them.</p>
                <form method="post" action="/store-layouts">\(HTML.csrfField(csrf))
                <input type="hidden" name="store" value="\(HTML.escape(store))">
                <table><tbody>\(rows)</tbody></table>
                <p><button type="submit">Save</button> <button type="submit" name="reset" value="yes" class="secondary">\
                Usual order</button></p></form></section>
                """
        }
        return HTML.signedInPage(title: "Store layouts", body: body, csrf: csrf)
    }
}
