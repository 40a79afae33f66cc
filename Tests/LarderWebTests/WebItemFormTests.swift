import Foundation
import LarderStore
import LarderTestSupport
import Testing

/// The trip page's item form: a correction saved from the page, and one from a stale page refused.
@Suite struct WebItemFormTests {
    /// Signs in; returns the cookie and the trip page's HTML.
    private func tripPage(_ server: WebTestServer, tripId: Int64) async throws -> (cookie: String, page: String) {
        let cookie = try await server.signIn()
        let page = try await server.send(.GET, "/trips/\(tripId)", token: nil, cookie: cookie)
        #expect(page.status == 200)
        return (cookie, page.body)
    }

    private func post(
        _ server: WebTestServer, itemId: Int64, cookie: String, _ fields: [String: String]
    ) async throws -> WebTestServer.Answer {
        let body = fields.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }
        return try await server.postForm("/items/\(itemId)", cookie: cookie, body.joined(separator: "&"))
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
                "csrf": try WebTestServer.field("csrf", in: page), "version": try WebTestServer.field("version", in: page, after: "action=\"/items/\(itemId)\""), "name": "whole milk",
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
            let csrf = try WebTestServer.field("csrf", in: page)
            let version = try WebTestServer.field("version", in: page, after: "action=\"/items/\(itemId)\"")

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
