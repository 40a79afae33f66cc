import Hummingbird
import HummingbirdAuth

/// `/login` and `/logout`: the token in a form field named `token` starts a session; a wrong one is answered
/// only after a delay.
struct SignInRoutes {
    let token: WebToken
    let failedSignInDelay: Duration

    func register(on router: Router<WebRequestContext>) {
        router.get("/login") { _, _ in Self.html(.ok, Self.form(error: nil)) }
        router.post("/login") { request, context in
            let body = try await request.body.collect(upTo: 16 * 1024)
            let given = FormFields(String(buffer: body))["token"] ?? ""
            guard token.matches(given) else {
                // Slowed, so a token cannot be guessed quickly; its 256 bits make guessing hopeless anyway.
                try await Task.sleep(for: failedSignInDelay)
                return Self.html(.unauthorized, Self.form(error: "That is not the token. It is in DATA/web-token."))
            }
            context.sessions.createSession(WebSession(csrf: CSRF.make()))
            return Response(status: .seeOther, headers: [.location: "/"])
        }
        router.post("/logout") { _, context in
            context.sessions.clearSession()
            return Response(status: .seeOther, headers: [.location: "/login"])
        }
        router.get("/static/larder.css") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/css; charset=utf-8", .cacheControl: "max-age=3600"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: HTML.styleSheet)))
        }
    }

    static func html(_ status: HTTPResponse.Status, _ page: String) -> Response {
        Response(
            status: status, headers: [.contentType: "text/html; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: page)))
    }

    private static func form(error: String?) -> String {
        let message = error.map { "<p class=\"error\" role=\"alert\">\(HTML.escape($0))</p>" } ?? ""
        return HTML.page(
            title: "Larder: sign in",
            body: """
                <h1>Sign in to Larder</h1>\(message)
                <section><form method="post" action="/login">
                <label for="token">Token (in the data folder, <code>web-token</code>)</label><br>
                <input id="token" name="token" type="password" autocomplete="current-password" required size="40">
                <p><button type="submit">Sign in</button></p></form></section>
                """)
    }
}
