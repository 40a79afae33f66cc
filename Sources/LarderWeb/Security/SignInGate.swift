import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdAuth

/// Lets a request through only when it is signed in: by the API token, or by a browser session whose unsafe
/// requests carry its CSRF token. `/healthz`, the sign-in page and the style sheet are open.
///
/// Refused API requests get 401 with a JSON error; refused pages send the browser to `/login`.
struct SignInGate: RouterMiddleware {
    typealias Context = WebRequestContext

    let token: WebToken

    static let openPaths = Set(["/healthz", "/login", "/static/larder.css", "/static/larder.js"])
        .union(WebManifest.paths)

    /// The routes that take a multipart form and check the session's CSRF token in it (`APIRoutes.checkCSRF`).
    static let multipartRoutes: Set<String> = [
        "/upload", "/foods/label", "/api/v1/receipts", "/v1/recipes", "/v1/recipes/", "/recipes/photo",
    ]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        if Self.openPaths.contains(request.uri.path) { return try await next(request, context) }
        var context = context
        var request = request
        if let bearer = request.headers.bearer, token.matches(bearer.token) {
            context.signIn = .token
        } else if request.headers.bearer == nil, let session = context.sessions.session {
            context.signIn = .session(session)
            if !Self.isSafe(request.method) {
                context.hasCheckedCSRF = try await Self.carriesCSRF(session.csrf, in: &request)
                // Only the upload routes (receipts, labels, recipe photos) read a multipart form, and check its `csrf` part themselves.
                let checksItsOwnForm = Self.isMultipart(request) && Self.multipartRoutes.contains(request.uri.path)
                if !context.hasCheckedCSRF, !checksItsOwnForm {
                    throw APIError(.forbidden, "the form or request has no valid CSRF token; reload the page and try again")
                }
            }
        } else if Self.isAPI(request.uri.path) {
            var response = try APIError(
                .unauthorized, "sign in: send the API token (DATA/web-token) as Authorization: Bearer TOKEN"
            ).response(from: request, context: context)
            response.headers[.wwwAuthenticate] = "Bearer"
            return response
        } else {
            return Response(status: .seeOther, headers: [.location: "/login"])
        }
        return try await next(request, context)
    }

    static func isAPI(_ path: String) -> Bool {
        path.hasPrefix("/api/") || path.hasPrefix("/v1/") || path == "/metrics"
    }

    private static func isSafe(_ method: HTTPRequest.Method) -> Bool {
        method == .get || method == .head || method == .options
    }

    static func isMultipart(_ request: Request) -> Bool {
        request.headers[.contentType]?.lowercased().hasPrefix("multipart/form-data") == true
    }

    /// Whether the request carries `csrf` in the `X-CSRF-Token` header or, for a URL-encoded form, its `csrf`
    /// field (the form's body is read here and handed on whole).
    private static func carriesCSRF(_ csrf: String, in request: inout Request) async throws -> Bool {
        if let header = request.headers[.xCSRFToken] { return CSRF.matches(header, csrf) }
        guard request.headers[.contentType]?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true
        else { return false }
        let body = try await request.body.collect(upTo: 64 * 1024)
        request.body = RequestBody(buffer: body)
        let fields = FormFields(String(buffer: body))
        return fields["csrf"].map { CSRF.matches($0, csrf) } ?? false
    }
}

/// CSRF tokens: random, compared in constant time.
enum CSRF {
    static func make() -> String {
        (0..<24).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max)) }.joined()
    }

    static func matches(_ given: String, _ expected: String) -> Bool {
        let given = Array(given.utf8)
        let expected = Array(expected.utf8)
        guard given.count == expected.count else { return false }
        return zip(given, expected).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
