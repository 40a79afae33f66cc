import Foundation
import Hummingbird
import LarderCore
import LarderPipeline
import LarderStore

/// The shopping lists' pages: `/lists` and one list, with forms that work without a script; the list's script
/// sends the same forms in the background and follows `/lists/{id}/events`.
struct ShoppingListRoutes {
    let database: LarderDatabase
    let categorizer: ShoppingCategorizer
    let history = PurchaseHistoryCache()

    func register(on router: Router<WebRequestContext>) {
        router.get("/lists") { _, context in
            SignInRoutes.html(.ok, ShoppingListPage.index(try database.shoppingLists(), csrf: context.csrf))
        }
        router.post("/lists") { request, _ in
            let fields = try await FormFields.read(request)
            let name = try fields["name"].flatMap(FormFields.nonEmpty).map { try ShoppingRequests.text($0, named: "name") }
            let list = try database.createShoppingList(name: name ?? "Shopping List")
            return Self.redirect(to: list.summary.id)
        }
        router.get("/lists/:id") { request, context in
            let id = try ShoppingListAPI.parameter("id", context)
            // The version is read first: a change made while the page renders shows as a change to the script.
            guard let version = try database.shoppingListVersion(id: id), let list = try database.shoppingList(id: id)
            else { throw ShoppingListAPI.noList(id) }
            let store = FormFields.query(of: request)["store"].flatMap(FormFields.nonEmpty)
            let stores = try StoreLayoutRoutes.storeNames(in: database)
            return SignInRoutes.html(
                .ok,
                ShoppingListPage.render(
                    list, version: version, layout: try database.storeLayout(for: store), store: store, stores: stores,
                    due: try history.due(in: database, limit: ShoppingListPage.suggestionsShown),
                    csrf: context.csrf))
        }
        router.get("/lists/:id/events") { request, context in
            let id = try ShoppingListAPI.parameter("id", context)
            guard try database.shoppingListVersion(id: id) != nil else { throw ShoppingListAPI.noList(id) }
            return ShoppingListEvents(database: database).stream(listId: id)
        }
        router.post("/lists/:id/items") { request, context in
            let id = try ShoppingListAPI.parameter("id", context)
            let line = try ShoppingRequests.text(try await FormFields.read(request)["line"] ?? "", named: "the item")
            guard let entry = ShoppingListImport.entry(fromLine: line) else {
                throw APIError(.badRequest, "name the item, e.g. \"2 l milk\" or \"bread\"")
            }
            try await add([entry], toList: id)
            return Self.redirect(to: id, from: request)
        }
        router.post("/lists/:id/import") { request, context in
            let id = try ShoppingListAPI.parameter("id", context)
            let text = try ShoppingRequests.text(try await FormFields.read(request)["text"] ?? "", named: "the pasted list", limit: ShoppingRequests.pastedTextLimit)
            let document: ShoppingListDocument
            do {
                document = try ShoppingListImport.document(from: text)
            } catch let error as PipelineError {
                throw APIError(.badRequest, error.message)
            }
            guard !document.items.isEmpty, document.items.count <= 500 else {
                throw APIError(.badRequest, "paste 1 to 500 items, one a line")
            }
            try await add(document.items, toList: id)
            return Self.redirect(to: id, from: request)
        }
        router.get("/lists/:id/export") { request, context in
            let id = try ShoppingListAPI.parameter("id", context)
            guard let list = try database.shoppingList(id: id) else { throw ShoppingListAPI.noList(id) }
            let name = request.uri.queryParameters["format"].map(String.init) ?? "text"
            guard let format = ShoppingListFormat(rawValue: name) else {
                throw APIError(.badRequest, "format must be text, markdown or json")
            }
            let type = format == .json ? "application/json" : "text/plain"
            return Response(
                status: .ok, headers: [.contentType: "\(type); charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: try ShoppingListExport.string(list, as: format))))
        }
        router.post("/lists/:id/suggestions") { request, context in
            let id = try ShoppingListAPI.parameter("id", context)
            let fields = try await FormFields.read(request)
            let due = try history.due(in: database, limit: ShoppingListPage.suggestionsShown)
            let chosen = fields["food"] == "all" ? due : due.filter { "\($0.foodId)" == fields["food"] }
            guard !chosen.isEmpty else { throw APIError(.badRequest, "that food is not due any more; reload the page") }
            try await add(
                chosen.map { ShoppingListEntry(name: $0.name, quantity: nil, unit: nil, category: $0.category, checked: false) },
                toList: id)
            return Self.redirect(to: id, from: request)
        }
        router.post("/lists/:id/items/:itemId/toggle") { request, context in
            let (id, itemId) = try Self.ids(context)
            // The state the person saw, turned over: a tap on a row another phone changed a moment ago, or a
            // second tap sent twice, leaves the item as the person meant rather than flipping it back.
            let wanted: Bool
            switch try await FormFields.read(request)["checked"] {
            case "1": wanted = true
            case "0": wanted = false
            default:
                guard let item = try database.shoppingItem(itemId, inList: id) else { throw Self.noItem(itemId) }
                wanted = !item.checked
            }
            guard try database.updateShoppingItem(itemId, inList: id, ShoppingItemChange(checked: wanted)) != nil
            else { throw Self.noItem(itemId) }
            return Self.redirect(to: id, from: request)
        }
        router.post("/lists/:id/items/:itemId") { request, context in
            let (id, itemId) = try Self.ids(context)
            let fields = try await FormFields.read(request)
            let quantity = try fields["quantity"].flatMap(FormFields.nonEmpty).map { text -> Double in
                guard let value = Double(text.replacingOccurrences(of: ",", with: ".")) else {
                    throw APIError(.badRequest, "the quantity must be a number, e.g. 2 or 1.5")
                }
                return value
            }
            var change = ShoppingItemChange(
                quantity: try ShoppingRequests.quantity(quantity),
                unit: try fields["unit"].flatMap(FormFields.nonEmpty).map(ShoppingRequests.unit),
                notes: try fields["notes"].flatMap(FormFields.nonEmpty).map(ShoppingRequests.notes),
                category: try ShoppingRequests.category(fields["category"]))
            // The form sends every field: one the person emptied is cleared.
            let emptied: [(String, ShoppingItemChange.Field)] = [("quantity", .quantity), ("unit", .unit), ("notes", .notes)]
            for (name, field) in emptied where fields[name].map({ FormFields.nonEmpty($0) == nil }) == true {
                change.cleared.insert(field)
            }
            guard try database.updateShoppingItem(itemId, inList: id, change) != nil else { throw Self.noItem(itemId) }
            return Self.redirect(to: id, from: request)
        }
        router.post("/lists/:id/items/:itemId/delete") { request, context in
            let (id, itemId) = try Self.ids(context)
            guard try database.deleteShoppingItem(itemId, inList: id) else { throw Self.noItem(itemId) }
            return Self.redirect(to: id, from: request)
        }
        router.post("/lists/:id/clear-checked") { request, context in
            let id = try ShoppingListAPI.parameter("id", context)
            guard try database.deleteCheckedShoppingItems(inList: id) != nil else { throw ShoppingListAPI.noList(id) }
            return Self.redirect(to: id, from: request)
        }
        router.post("/lists/:id/rename") { request, context in
            let id = try ShoppingListAPI.parameter("id", context)
            let name = try ShoppingRequests.text(try await FormFields.read(request)["name"] ?? "", named: "name")
            guard try database.renameShoppingList(id: id, to: name) != nil else { throw ShoppingListAPI.noList(id) }
            return Self.redirect(to: id)
        }
        router.post("/lists/:id/delete") { request, context in
            let id = try ShoppingListAPI.parameter("id", context)
            guard try await FormFields.read(request)["confirm"] == "yes" else {
                throw APIError(.badRequest, "tick the box to say the list should go")
            }
            guard try database.deleteShoppingList(id: id) else { throw ShoppingListAPI.noList(id) }
            return Response(status: .seeOther, headers: [.location: "/lists"])
        }
        router.get("/static/list.js") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "max-age=3600"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: ShoppingListScript.source)))
        }
    }

    /// Adds entries, each in its aisle (the backend asked for the ones offline cannot place).
    private func add(_ entries: [ShoppingListEntry], toList id: String) async throws {
        let placed = await categorizer.categorise(entries)
        _ = try PageRoutes.notFound("no shopping list \(id)") {
            try ShoppingListImport.add(placed, toList: id, in: database, categorizer: categorizer)
        }
    }

    private static func ids(_ context: WebRequestContext) throws -> (String, String) {
        (try ShoppingListAPI.parameter("id", context), try ShoppingListAPI.parameter("itemId", context))
    }

    private static func noItem(_ id: String) -> APIError {
        APIError(.notFound, "no item \(id) on this list")
    }

    /// Back to the list, in the store order the person was looking at (the page the form came from).
    private static func redirect(to listId: String, from request: Request? = nil) -> Response {
        let store = request.flatMap { FormFields.query(of: $0)["store"] }.flatMap(FormFields.nonEmpty)
        let path = "/lists/\(listId.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(["-"])) ?? "")"
        return Response(status: .seeOther, headers: [.location: path + ShoppingListPage.storeQuery(store)])
    }
}
