import Foundation
import Hummingbird
import LarderStore

/// The server-rendered pages of a signed-in browser.
struct PageRoutes {
    let database: LarderDatabase
    let upload: InboxUpload
    let rereading: ReceiptRereading
    let suggestions: FoodSuggestions
    let reports: ReportCache

    func register(on router: Router<WebRequestContext>) {
        router.get("/") { request, context in
            let queued = request.uri.queryParameters["queued"].flatMap { Int($0) }
            let notice = queued.map { "\($0) receipt\($0 == 1 ? "" : "s") added to the inbox." }
            return SignInRoutes.html(.ok, try HomePage(database: database, reports: reports).render(context: context, notice: notice))
        }
        router.post("/upload") { request, context in
            // A few photos at once: the whole form is held in memory while it is checked.
            let form = try await MultipartForm(request, maxFileBytes: upload.maxBytes, maxFiles: 4)
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
            let search = try TripSearch(request)
            let (found, total) = try database.tripsNewestFirst(search.filter, limit: page.pageSize, offset: page.offset)
            let trips = PageJSON(page: found, totalCount: total, request: page)
            return SignInRoutes.html(.ok, TripPages.list(trips, search: search, csrf: context.csrf))
        }
        router.post("/trips/:id") { request, context in
            let id = try Self.id(context)
            let body = try await request.body.collect(upTo: 64 * 1024)
            try TripForm.apply(FormFields(String(buffer: body)), to: id, in: database)
            return Response(status: .seeOther, headers: [.location: "/trips/\(id)"])
        }
        router.post("/trips/:id/delete") { request, context in
            let id = try Self.id(context)
            let body = try await request.body.collect(upTo: 64 * 1024)
            guard FormFields(String(buffer: body))["confirm"] == "yes" else {
                throw APIError(.badRequest, "tick the box to say the trip should go")
            }
            try Self.notFound("no trip \(id)") { try database.deleteTrip(id: id) }
            return Response(status: .seeOther, headers: [.location: "/trips"])
        }
        router.get("/trips/:id") { request, context in
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
            let suggestions = try suggestions(for: stored.items, limit: 8, linkedToo: false)
            let images = try ReceiptImage.formats(of: stored.trip.receiptId, in: database)
            let needsReview = try database.receipt(id: stored.trip.receiptId)?.status == .needsReview
            return SignInRoutes.html(
                .ok,
                TripPages.detail(
                    stored, foodNames: foods, suggestions: suggestions, imageFormats: images, needsReview: needsReview,
                    rereadChoices: rereading.choices,
                    notice: TripPages.rereadNotice(request.uri.queryParameters["reread"].map(String.init)),
                    csrf: context.csrf))
        }
        router.post("/items/:id") { request, context in
            guard let text = context.parameters.get("id"), let id = Int64(text), id > 0 else {
                throw APIError(.notFound, "no such item")
            }
            let body = try await request.body.collect(upTo: 64 * 1024)
            let fields = FormFields(String(buffer: body))
            let tripId = try ItemForm.apply(fields, to: id, in: database)
            let back = fields["back"].flatMap(Self.localPath) ?? "/trips/\(tripId)#item-\(id)"
            return Response(status: .seeOther, headers: [.location: back])
        }
        router.post("/items/:id/skip") { _, context in
            let id = try Self.id(context)
            try Self.notFound("no item \(id)") { _ = try database.skip(itemId: id) }
            return Response(status: .seeOther, headers: [.location: "/review"])
        }
        TripChangeRoutes(database: database, rereading: rereading).register(on: router)
        ReceiptImage.register(on: router, database: database)
        HouseholdPage(database: database, extraction: rereading.extraction).register(on: router)
        router.get("/analysis") { request, context in
            SignInRoutes.html(.ok, try AnalysisPage(database: database, reports: reports).render(request, csrf: context.csrf))
        }
        router.get("/review") { _, context in
            SignInRoutes.html(
                .ok, try ReviewPage(database: database, suggestions: suggestions).render(csrf: context.csrf))
        }
        router.post("/receipts/:id/reviewed") { request, context in
            let id = try Self.id(context)
            let body = try await request.body.collect(upTo: 64 * 1024)
            try Self.notFound("receipt \(id) does not wait for review") { try database.markReviewed(receiptId: id) }
            let back = FormFields(String(buffer: body))["back"].flatMap(Self.localPath) ?? "/review"
            return Response(status: .seeOther, headers: [.location: back])
        }
        router.get("/static/larder.js") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "max-age=3600"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: FoodSearchScript.source)))
        }
    }

    /// A path of this site to send the browser back to: never another site (`//host`, `https:`, or `/\t/host`,
    /// which a browser reads as `//host` once it drops the tab). Only the characters of this app's own paths.
    static func localPath(_ text: String) -> String? {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/_-.#?=&")
        guard text.hasPrefix("/"), !text.hasPrefix("//"), text.allSatisfy(allowed.contains) else { return nil }
        return text
    }

    /// Runs `body`, a store's "no such row" answered as 404 with `message`.
    static func notFound<Value>(_ message: String, _ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let error as StoreError where error.code == .notFound {
            throw APIError(.notFound, message)
        }
    }

    static func id(_ context: WebRequestContext) throws -> Int64 {
        guard let text = context.parameters.get("id"), let id = Int64(text), id > 0 else {
            throw APIError(.notFound, "no such id; ids are whole numbers from 1")
        }
        return id
    }
}
