import Foundation
import LarderStore
import LarderTestSupport
import Testing

/// The trip page's item form: a correction saved from the page, and one from a stale page refused.
@Suite struct WebItemFormTests {
    /// Signs in; returns the cookie and the trip page's HTML.
    private func tripPage(_ server: WebTestServer, tripId: Int64) async throws -> (cookie: String, page: String) {
        let signIn = try await server.send(
            .POST, "/login", token: nil, headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: Array("token=\(WebTestServer.token)".utf8))
        let cookie = String(try #require(signIn.headers["Set-Cookie"].first).split(separator: ";")[0])
        let page = try await server.send(.GET, "/trips/\(tripId)", token: nil, cookie: cookie)
        #expect(page.status == 200)
        return (cookie, page.body)
    }

    /// The value of the first hidden field `name` on the page.
    private func field(_ name: String, in page: String) throws -> String {
        let marker = "name=\"\(name)\" value=\""
        let start = try #require(page.range(of: marker)).upperBound
        return String(page[start...].prefix { $0 != "\"" })
    }

    private func post(
        _ server: WebTestServer, itemId: Int64, cookie: String, _ fields: [String: String]
    ) async throws -> WebTestServer.Answer {
        let body = fields.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }
            .joined(separator: "&")
        return try await server.send(
            .POST, "/items/\(itemId)", token: nil, cookie: cookie,
            headers: [("Content-Type", "application/x-www-form-urlencoded")], body: Array(body.utf8))
    }

    @Test func anItemIsCorrectedFromItsTripPageAndLinkedToAFoodByName() async throws {
        try await WebTestServer.with { server in
            // Given a trip page with its item's form
            let tripId = try server.storeTrip(store: "Rewe", date: "2026-03-05", items: [("milk", "H-MILCH 3,5%", 109)])
            let itemId = try #require(try server.database.trip(id: tripId).items.first?.id)
            let (cookie, page) = try await tripPage(server, tripId: tripId)
            #expect(page.contains("action=\"/items/\(itemId)\"") && page.contains("data-food-search"))

            // When the person corrects grams and price and names the food
            let answer = try await post(server, itemId: itemId, cookie: cookie, [
                "csrf": try field("csrf", in: page), "version": try field("version", in: page), "name": "whole milk",
                "grams": "1030", "price": "1,19", "category": "dairy", "food": "whole milk",
            ])

            // Then the browser is sent back to the item, which holds the correction and the food
            #expect(answer.status == 303, "\(answer.body)")
            #expect(answer.headers["Location"].first == "/trips/\(tripId)#item-\(itemId)")
            let item = try #require(try server.database.item(id: itemId))
            let milk = try #require(try server.database.searchFoods("whole milk", limit: 1).first)
            #expect(item.grams == 1030 && item.priceCents == 119 && item.name == "whole milk")
            #expect(item.foodId == milk.foodId)
        }
    }

    @Test func aSaveFromAStalePageIsRefusedAndChangesNothing() async throws {
        try await WebTestServer.with { server in
            // Given a trip page opened in one tab
            let tripId = try server.storeTrip(store: "Aldi", date: "2026-03-06", items: [("bread", "BROT", 149)])
            let itemId = try #require(try server.database.trip(id: tripId).items.first?.id)
            let (cookie, page) = try await tripPage(server, tripId: tripId)
            let csrf = try field("csrf", in: page)
            let version = try field("version", in: page)

            // and the item changed from another tab since
            let first = try await post(server, itemId: itemId, cookie: cookie, [
                "csrf": csrf, "version": version, "name": "rye bread", "price": "1.49",
            ])
            #expect(first.status == 303, "\(first.body)")

            // When the first tab saves its stale form / Then it is refused with a message, and the other change stays
            let stale = try await post(server, itemId: itemId, cookie: cookie, [
                "csrf": csrf, "version": version, "name": "toast", "price": "1.49",
            ])
            #expect(stale.status == 409)
            #expect(stale.body.contains("changed elsewhere"), "\(stale.body)")
            #expect(try server.database.item(id: itemId)?.name == "rye bread")
        }
    }

    @Test func theFoodSearchScriptIsServedFromTheAppItself() async throws {
        try await WebTestServer.with { server in
            let script = try await server.send(.GET, "/static/larder.js", token: nil)
            #expect(script.status == 200 && script.body.contains("/api/v1/foods"))
            #expect(script.headers["Content-Type"].first?.hasPrefix("text/javascript") == true)
        }
    }
}
