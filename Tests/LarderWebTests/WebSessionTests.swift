import Foundation
import LarderTestSupport
import Testing

/// A browser's way in: the sign-in page, a session cookie, CSRF tokens on everything that changes something,
/// sign-out; and the headers every answer carries.
@Suite struct WebSessionTests {
    /// Signs in and returns the session cookie (`name=value`) and the CSRF token of the home page.
    private func signIn(_ server: WebTestServer) async throws -> (cookie: String, csrf: String) {
        let answer = try await server.send(
            .POST, "/login", token: nil, headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: Array("token=\(WebTestServer.token)".utf8))
        #expect(answer.status == 303 && answer.headers["Location"].first == "/")
        let setCookie = try #require(answer.headers["Set-Cookie"].first)
        #expect(setCookie.contains("HttpOnly") && setCookie.contains("SameSite=Strict"), "\(setCookie)")
        let cookie = String(setCookie.split(separator: ";")[0])
        let home = try await server.send(.GET, "/", token: nil, cookie: cookie)
        #expect(home.status == 200)
        let marker = "name=\"csrf\" value=\""
        let start = try #require(home.body.range(of: marker)).upperBound
        let csrf = String(home.body[start...].prefix { $0 != "\"" })
        #expect(csrf.count >= 32)
        return (cookie, csrf)
    }

    @Test func aPageWithoutASessionSendsTheBrowserToSignIn() async throws {
        try await WebTestServer.with { server in
            for path in ["/", "/trips", "/trips/1"] {
                let answer = try await server.send(.GET, path, token: nil)
                #expect(answer.status == 303 && answer.headers["Location"].first == "/login", "\(path)")
            }
            let login = try await server.send(.GET, "/login", token: nil)
            #expect(login.status == 200 && login.body.contains("name=\"token\""))
        }
    }

    @Test func aWrongTokenStartsNoSession() async throws {
        try await WebTestServer.with { server in
            let answer = try await server.send(
                .POST, "/login", token: nil, headers: [("Content-Type", "application/x-www-form-urlencoded")],
                body: Array("token=guess".utf8))
            #expect(answer.status == 401 && answer.headers["Set-Cookie"].isEmpty)
            #expect(answer.body.contains("not the token"))
        }
    }

    @Test func aSessionNeedsItsCSRFTokenToChangeAnything() async throws {
        try await WebTestServer.with { server in
            let (cookie, csrf) = try await signIn(server)
            let receipt = Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt("lidl-01.jpg"))))

            // An upload without the token, or with another, is refused and stores nothing
            for fields in [[:], ["csrf": String(repeating: "0", count: csrf.count)]] {
                let form = WebTestServer.multipart(files: [receipt], fields: fields)
                let refused = try await server.send(
                    .POST, "/upload", token: nil, cookie: cookie, headers: [("Content-Type", form.contentType)],
                    body: form.body)
                #expect(refused.status == 403, "\(fields)")
            }
            #expect(server.inboxFiles().isEmpty)
            // A JSON change without the header is refused too
            let patch = try await server.send(
                .PATCH, "/api/v1/items/1", token: nil, cookie: cookie, headers: [("Content-Type", "application/json")],
                body: Array(#"{"grams": 1}"#.utf8))
            #expect(patch.status == 403)

            // A multipart form sent to a route that reads no multipart form is refused without the token too
            let tripId = try server.storeTrip(store: "Aldi", date: "2026-03-10", items: [("milk", "MILCH", 99)])
            let sneaky = WebTestServer.multipart(files: [], fields: ["confirm": "yes"])
            let delete = try await server.send(
                .POST, "/trips/\(tripId)/delete", token: nil, cookie: cookie,
                headers: [("Content-Type", sneaky.contentType)], body: sneaky.body)
            #expect(delete.status == 403)
            #expect(try server.database.trips().count == 1)

            // With it, the form's two photos land in the inbox and the browser goes home
            let form = WebTestServer.multipart(files: [receipt, receipt], fields: ["csrf": csrf])
            let accepted = try await server.send(
                .POST, "/upload", token: nil, cookie: cookie, headers: [("Content-Type", form.contentType)],
                body: form.body)
            #expect(accepted.status == 303 && accepted.headers["Location"].first == "/?queued=2", "\(accepted.body)")
            #expect(server.inboxFiles().count == 2)
            let home = try await server.send(.GET, "/?queued=2", token: nil, cookie: cookie)
            #expect(home.body.contains("2 receipts added to the inbox."))
        }
    }

    @Test func signingOutEndsTheSession() async throws {
        try await WebTestServer.with { server in
            let (cookie, csrf) = try await signIn(server)
            let out = try await server.send(
                .POST, "/logout", token: nil, cookie: cookie,
                headers: [("Content-Type", "application/x-www-form-urlencoded")], body: Array("csrf=\(csrf)".utf8))
            #expect(out.status == 303 && out.headers["Location"].first == "/login")
            let after = try await server.send(.GET, "/", token: nil, cookie: cookie)
            #expect(after.status == 303, "the old cookie still opens the home page")
        }
    }

    @Test func everyAnswerCarriesTheSecurityHeaders() async throws {
        try await WebTestServer.with { server in
            for (path, token) in [("/login", nil), ("/api/v1/trips", WebTestServer.token), ("/api/v1/trips", nil)]
                as [(String, String?)]
            {
                let answer = try await server.send(.GET, path, token: token)
                let policy = answer.headers["Content-Security-Policy"].first ?? ""
                #expect(policy.contains("frame-ancestors 'none'") && policy.contains("script-src 'self'"), "\(path)")
                #expect(answer.headers["X-Content-Type-Options"].first == "nosniff")
                #expect(answer.headers["Referrer-Policy"].first == "no-referrer")
            }
        }
    }

    @Test func storedTextIsEscapedOnThePages() async throws {
        try await WebTestServer.with { server in
            // Given a trip whose shop name holds markup
            let tripId = try server.storeTrip(
                store: "<script>alert(1)</script>", date: "2026-03-04", items: [("<b>milk</b>", "MILCH", 99)])
            let (cookie, _) = try await signIn(server)

            // When its page is shown / Then the markup is text
            let page = try await server.send(.GET, "/trips/\(tripId)", token: nil, cookie: cookie)
            #expect(page.status == 200)
            #expect(!page.body.contains("<script>alert") && page.body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(!page.body.contains("<b>milk</b>"))
        }
    }
}
