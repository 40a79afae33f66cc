import Foundation
import Hummingbird
import LarderStore

/// The server-rendered pages of a signed-in browser.
struct PageRoutes {
    let database: LarderDatabase
    let upload: InboxUpload

    func register(on router: Router<WebRequestContext>) {
        router.get("/") { request, context in
            let queued = request.uri.queryParameters["queued"].flatMap { Int($0) }
            let notice = queued.map { "\($0) receipt\($0 == 1 ? "" : "s") added to the inbox." }
            return SignInRoutes.html(.ok, try HomePage(database: database).render(context: context, notice: notice))
        }
        router.post("/upload") { request, context in
            let form = try await MultipartForm(request, maxFileBytes: upload.maxBytes, maxFiles: 10)
            try APIRoutes.checkCSRF(of: form, context: context)
            let files = form.files(named: "file")
            guard !files.isEmpty else { throw APIError(.badRequest, "choose a photo or a PDF of a receipt") }
            // Checked together first: one refused file adds none, so the person knows which state they are in.
            for file in files { try upload.check(file) }
            for file in files { _ = try upload.store(file) }
            return Response(status: .seeOther, headers: [.location: "/?queued=\(files.count)"])
        }
        router.get("/trips") { request, context in
            let page = try PageRequest(request)
            let trips = PageJSON(of: Array(try database.trips().reversed()), request: page)
            return SignInRoutes.html(.ok, TripPages.list(trips, csrf: context.csrf))
        }
        router.get("/trips/:id") { _, context in
            guard let text = context.parameters.get("id"), let id = Int64(text), id > 0 else {
                throw APIError(.notFound, "no such trip")
            }
            let stored: StoredTrip
            do {
                stored = try database.trip(id: id)
            } catch let error as StoreError where error.code == .notFound {
                throw APIError(.notFound, "no trip \(id)")
            }
            let foods = try database.foodLinks(of: stored.items).map { $0?.foodName }
            let suggestions = try database.suggestions(for: stored.items, limit: 8)
            return SignInRoutes.html(
                .ok, TripPages.detail(stored, foodNames: foods, suggestions: suggestions, csrf: context.csrf))
        }
        router.post("/items/:id") { request, context in
            guard let text = context.parameters.get("id"), let id = Int64(text), id > 0 else {
                throw APIError(.notFound, "no such item")
            }
            let body = try await request.body.collect(upTo: 64 * 1024)
            let tripId = try ItemForm.apply(FormFields(String(buffer: body)), to: id, in: database)
            return Response(status: .seeOther, headers: [.location: "/trips/\(tripId)#item-\(id)"])
        }
        router.get("/static/larder.js") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "max-age=3600"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: FoodSearchScript.source)))
        }
    }
}
