import Hummingbird
import HummingbirdAuth
import LarderPipeline
import LarderStore

/// Every route of the web app and the middleware in front of them, in the order a request meets them: security
/// headers, the session cookie, the sign-in gate.
enum WebRouter {
    static func build(
        configuration: WebConfiguration, database: LarderDatabase, sessions: any PersistDriver,
        health: @escaping @Sendable () -> Bool, metrics: @escaping @Sendable () -> String
    ) -> Router<WebRequestContext> {
        let router = Router(context: WebRequestContext.self)
        router.add(middleware: SecurityHeaders())
        router.add(
            middleware: SessionMiddleware(
                storage: sessions,
                configuration: .init(
                    sessionCookieParameters: .init(
                        name: "larder_session", secure: configuration.secureCookies, sameSite: .strict),
                    defaultSessionExpiration: .seconds(60 * 60 * 24 * 14))))
        router.add(middleware: SignInGate(token: configuration.token))
        router.get("/healthz") { _, _ in
            health() ? SignInRoutes.text(.ok, "ok\n") : SignInRoutes.text(.serviceUnavailable, "unhealthy\n")
        }
        router.get("/metrics") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: metrics())))
        }
        let upload = InboxUpload(
            inboxFolder: configuration.inboxFolder, database: database, maxBytes: configuration.maxUploadBytes,
            maxPixels: configuration.maxPixels, maxPages: configuration.maxPages)
        SignInRoutes(token: configuration.token, failedSignInDelay: configuration.failedSignInDelay)
            .register(on: router)
        let rereading = ReceiptRereading(
            database: database, extraction: configuration.extraction, reviewPolicy: configuration.reviewPolicy,
            matchers: configuration.matchers)
        let suggestions = FoodSuggestions(database: database, matchers: configuration.matchers)
        let reports = ReportCache()
        PageRoutes(
            database: database, upload: upload, rereading: rereading, suggestions: suggestions, reports: reports
        ).register(on: router)
        let labels = configuration.labelsFolder.map {
            InboxUpload(
                inboxFolder: $0, database: database, maxBytes: configuration.maxUploadBytes,
                maxPixels: configuration.maxPixels, maxPages: configuration.maxPages, kind: .label)
        }
        let foodBank = FoodBankRoutes(
            database: database, labels: labels,
            estimating: FoodEstimating(database: database, extraction: configuration.extraction))
        foodBank.register(on: router)
        FoodPages(database: database, options: foodBank.pageOptions, suggestions: suggestions).register(on: router)
        let categorizer = ShoppingCategorizer(
            database: database, matchers: configuration.matchers, extraction: configuration.extraction)
        ShoppingListAPI(database: database, categorizer: categorizer).register(on: router)
        ShoppingListRoutes(database: database, categorizer: categorizer).register(on: router)
        StoreLayoutRoutes(database: database).register(on: router)
        WebManifest.register(on: router)
        let photos = RecipePhotoReading(
            recognizer: configuration.recognizer, checks: upload, database: database, extraction: configuration.extraction)
        let recipes = RecipeAPI(database: database, photos: photos)
        recipes.register(on: router)
        RecipePages(database: database, api: recipes).register(on: router)
        APIRoutes(
            database: database, upload: upload, rereading: rereading, suggestions: suggestions, reports: reports).register(on: router)
        SystemPage(database: database, facts: configuration.system, inbox: configuration.inboxFolder).register(on: router)
        return router
    }
}
