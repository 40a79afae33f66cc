import Foundation
import NIOHTTP1
import Hummingbird
import LarderStore
import LarderTestSupport
import Testing

@testable import LarderWeb

/// The OpenAPI document and the routes the server has are the same list, and no documented route answers
/// without the token.
@Suite struct WebRouteDocumentTests {
    /// Every (method, path) of the document.
    private static func documentedRoutes() throws -> Set<String> {
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(PackageResources.openapi_json)) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        return Set(
            paths.flatMap { path, operations in
                operations.keys.map { "\($0.uppercased()) \(path)" }
            })
    }

    @Test func theDocumentNamesEveryAPIRouteAndNoOther() throws {
        // Given the router the server runs
        let folder = try TemporaryDirectory()
        let configuration = WebConfiguration(
            address: "127.0.0.1:0", token: WebToken(value: WebTestServer.token, source: "test"),
            inboxFolder: folder.path("inbox"))
        let router = WebRouter.build(
            configuration: configuration, database: try LarderDatabase.open(atPath: folder.path("larder.sqlite")),
            sessions: MemoryPersistDriver(), health: { true }, metrics: { "" })

        // When its API routes (and /healthz, /metrics) are listed / Then they are exactly the document's
        let routes = Set(
            router.routes.map { "\($0.method.rawValue) \($0.path)" }
                .filter {
                    $0.contains(" /api/") || $0.contains(" /v1/") || $0.hasSuffix(" /healthz") || $0.hasSuffix(" /metrics")
                })
        let documented = try Self.documentedRoutes()
        #expect(routes == documented, "only routed: \(routes.subtracting(documented)); only documented: \(documented.subtracting(routes))")
        #expect(documented.count >= 10)
    }

    @Test func everyDocumentedRouteButHealthRefusesNoTokenAndAWrongOne() async throws {
        let routes = try Self.documentedRoutes().filter { !$0.hasSuffix("/healthz") }
        try await WebTestServer.with { server in
            for route in routes {
                let parts = route.split(separator: " ")
                let method = HTTPMethod(rawValue: String(parts[0]))
                let path = parts[1].replacingOccurrences(of: "{id}", with: "1").replacingOccurrences(of: "{itemId}", with: "1")
                for token in [nil, "wrong-token-0123456789abcdef0123"] {
                    // When it is asked without the token, or with another
                    let answer = try await server.send(method, path, token: token, body: method == .GET ? nil : [])
                    // Then it refuses with 401 and a JSON error that says how to sign in
                    #expect(answer.status == 401, "\(route) with \(token ?? "no token")")
                    #expect((answer.json["error"] as? String)?.contains("Bearer") == true, "\(route): \(answer.body)")
                    #expect(answer.headers["WWW-Authenticate"].first == "Bearer")
                }
            }
            // And /healthz answers anyone
            #expect(try await server.send(.GET, "/healthz", token: nil).status == 200)
        }
    }

    @Test func theDocumentIsServedToASignedInClient() async throws {
        try await WebTestServer.with { server in
            let answer = try await server.send(.GET, "/api/v1/openapi.json")
            #expect(answer.status == 200)
            #expect(answer.json["openapi"] as? String == "3.0.3")
        }
    }
}
