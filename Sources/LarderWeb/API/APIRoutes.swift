import Foundation
import Hummingbird
import LarderCore
import LarderReports
import LarderStore

/// The JSON API under `/api/v1`, as `Resources/openapi.json` describes it (a test holds the two together).
struct APIRoutes {
    let database: LarderDatabase
    let upload: InboxUpload
    let rereading: ReceiptRereading
    let suggestions: FoodSuggestions
    let reports: ReportCache

    func register(on router: Router<WebRequestContext>) {
        let api = router.group("/api/v1")
        api.get("/openapi.json") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: PackageResources.openapi_json)))
        }
        api.post("/receipts") { request, context in
            let form = try await MultipartForm(request, maxFileBytes: upload.maxBytes, maxFiles: 1)
            try Self.checkCSRF(of: form, context: context)
            guard let file = form.files(named: "file").first else {
                throw APIError(.badRequest, "send the file in a multipart field named `file`")
            }
            let job = try upload.store(file)
            return EditedResponse(status: .accepted, response: QueuedJSON(jobId: job.id ?? 0))
        }
        api.get("/jobs/:id") { request, context in try job(PageRoutes.id(context)) }
        api.get("/trips") { request, _ in try trips(request) }
        api.get("/trips/:id") { _, context in try trip(PageRoutes.id(context)) }
        api.patch("/items/:id") { request, context in
            let body = try await request.body.collect(upTo: 64 * 1024)
            return try ItemPatch(json: Data(buffer: body)).apply(to: PageRoutes.id(context), in: database)
        }
        TripChangeAPI(database: database, rereading: rereading).register(on: api)
        api.get("/foods") { request, _ in try foods(request) }
        api.get("/reports/nutrition") { request, _ in
            try NutritionJSON(report: reports.report(Self.period(request), in: database))
        }
    }

    /// A multipart form of a browser session carries the session's CSRF token as its `csrf` part.
    static func checkCSRF(of form: MultipartForm, context: WebRequestContext) throws {
        guard case .session(let session) = context.signIn, !context.hasCheckedCSRF else { return }
        guard let given = form.field("csrf"), CSRF.matches(given, session.csrf) else {
            throw APIError(.forbidden, "the form has no valid CSRF token; reload the page and try again")
        }
    }

    private func job(_ id: Int64) throws -> JobJSON {
        guard let job = try database.job(id: id) else { throw APIError(.notFound, "no job \(id)") }
        let trip = try job.receiptId.flatMap { try database.trip(forReceipt: $0) }
        return JobJSON(
            id: id, state: job.state.rawValue, receiptId: OrNull(job.receiptId), tripId: OrNull(trip?.trip.id),
            error: OrNull(job.lastError))
    }

    private func trips(_ request: Request) throws -> PageJSON<TripSummaryJSON> {
        let query = request.uri.queryParameters
        let filter = TripFilter(
            from: try Self.date(query["from"], named: "from"), to: try Self.date(query["to"], named: "to"),
            store: try Self.text(query["store"], named: "store").flatMap { $0.isEmpty ? nil : $0 })
        let page = try PageRequest(request)
        let (trips, total) = try database.tripsNewestFirst(filter, limit: page.pageSize, offset: page.offset)
        return PageJSON(page: trips.map(TripSummaryJSON.init), totalCount: total, request: page)
    }

    private func trip(_ id: Int64) throws -> TripDetailJSON {
        let stored: StoredTrip
        do {
            stored = try database.trip(id: id)
        } catch let error as StoreError where error.code == .notFound {
            throw APIError(.notFound, "no trip \(id)")
        }
        let receipt = try database.receipt(id: stored.trip.receiptId)
        return TripDetailJSON(
            id: id, receiptId: stored.trip.receiptId, date: OrNull(stored.trip.date?.iso),
            store: OrNull(stored.trip.storeName), address: OrNull(stored.trip.storeAddress),
            total: OrNull(amount(stored.trip.totalCents)), currency: OrNull(stored.trip.currency),
            status: receipt?.status.rawValue ?? "done", items: stored.items.map(ItemJSON.init))
    }

    private func foods(_ request: Request) throws -> PageJSON<FoodJSON> {
        let page = try PageRequest(request)
        let query = try Self.text(request.uri.queryParameters["q"], named: "q")?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !query.isEmpty else {
            let foods = try database.foods(limit: page.pageSize, offset: page.offset)
            return PageJSON(page: foods.map(FoodJSON.init), totalCount: try database.foodCount(), request: page)
        }
        // The best thousand, then paged: a page count that depended on the page asked for would never grow. Only
        // the page's foods are read.
        let matches = try suggestions.search(query, limit: 1_000)
        let pageIds = matches.dropFirst(page.offset).prefix(page.pageSize).map(\.foodId)
        return PageJSON(
            page: try database.foods(ids: Array(pageIds)).map(FoodJSON.init), totalCount: matches.count, request: page)
    }

    /// `from` and `to` from the query, by default the seven days up to today (the machine's local day).
    static func period(_ request: Request, now: Date = Date()) throws -> ReportPeriod {
        let query = request.uri.queryParameters
        let today = LocalDay(containing: now)
        let end = try date(query["to"], named: "to") ?? ReceiptDate(year: today.year, month: today.month, day: today.day)!
        let start = try date(query["from"], named: "from") ?? end.adding(days: -6)
        guard start <= end else { throw APIError(.badRequest, "from must not be after to") }
        guard start.days(until: end) < 3_660 else { throw APIError(.badRequest, "a report covers at most ten years") }
        return ReportPeriod(start: start, end: end)
    }

    /// A date of the query, `nil` when absent.
    /// - Throws: ``APIError`` 400 for one not written YYYY-MM-DD, or outside 1900 to 2200.
    static func date(_ text: Substring?, named name: String) throws -> ReceiptDate? {
        guard let text else { return nil }
        guard let date = ReceiptDate(iso: String(text)), (1900...2200).contains(date.year) else {
            throw APIError(.badRequest, "\(name) must be a date written YYYY-MM-DD")
        }
        return date
    }

    /// A search's text, at most 200 characters (the document's limit).
    private static func text(_ text: Substring?, named name: String) throws -> String? {
        guard let text else { return nil }
        guard text.count <= 200 else { throw APIError(.badRequest, "\(name) is longer than 200 characters") }
        return String(text)
    }
}

/// The report exactly as `larder report nutrition --json` prints it.
struct NutritionJSON: ResponseEncodable {
    let report: NutritionReport

    func encode(to encoder: any Encoder) throws {
        try report.encode(to: encoder)
    }
}
