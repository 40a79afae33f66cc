import Foundation
import LarderTestSupport
import Testing

/// `/analysis`: a week, a month or a range beside the period before, as inline SVG charts.
@Suite struct WebAnalysisTests {
    @Test func theAnalysisShowsTheChosenPeriodWithItsChartsAndCurrencies() async throws {
        try await WebTestServer.with { server in
            try server.storeTrip(store: "Aldi", date: "2026-02-10", items: [("milk", "MILCH", 99)])
            let cookie = try await server.signIn()
            for range in ["", "?range=month", "?range=custom&from=2026-02-09&to=2026-02-15"] {
                let page = try await server.send(.GET, "/analysis\(range)", token: nil, cookie: cookie)
                #expect(page.status == 200, "\(range)")
                #expect(page.body.contains("<svg") && page.body.contains("Health markers"), "\(range)")
                #expect(!page.body.contains("<script>") && !page.body.contains("style=\""), "\(range)")
            }
            let custom = try await server.send(
                .GET, "/analysis?range=custom&from=2026-02-09&to=2026-02-15", token: nil, cookie: cookie)
            #expect(custom.body.contains("2026-02-09 to 2026-02-15") && custom.body.contains("Spending by category"))
            #expect(custom.body.contains("EUR"))
            let backwards = try await server.send(
                .GET, "/analysis?range=custom&from=2026-02-15&to=2026-02-09", token: nil, cookie: cookie)
            #expect(backwards.status == 400)
        }
    }
}

/// Finished reports are kept only while nothing they were made from changes: a change made outside the web app
/// (the CLI, another program) shows in the next answer.
@Suite struct WebReportCacheTests {
    /// The report's JSON as a value: its keys come in any order.
    private func report(_ server: WebTestServer, _ path: String) async throws -> NSDictionary {
        let body = try await server.send(.GET, path).body
        return try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? NSDictionary)
    }

    @Test func aKeptReportIsMadeAgainAfterATripItemFoodOrHouseholdChange() async throws {
        try await WebTestServer.with { server in
            let tripId = try server.storeTrip(store: "Aldi", date: "2026-02-10", items: [("milk", "MILCH", 99)])
            let path = "/api/v1/reports/nutrition?from=2026-02-09&to=2026-02-15"
            let first = try await report(server, path)
            #expect(try await report(server, path) == first)

            // An item linked to a food, straight in the database as `larder items link` does
            let itemId = try #require(try server.database.trip(id: tripId).items.first?.id)
            let milk = try #require(try server.database.searchFoods("whole milk", limit: 1).first)
            try server.database.link(itemId: itemId, toFood: milk.foodId)
            let linked = try await report(server, path)
            #expect(linked != first)

            // The food renamed (the line has no grams, so its values count for nothing; its name is a top food)
            var food = try #require(try server.database.food(id: milk.foodId))
            food.name = "farm milk"
            try server.database.updateFood(food)
            let corrected = try await report(server, path)
            #expect(corrected != linked)

            // Another trip in the period
            try server.storeTrip(store: "Lidl", date: "2026-02-11", items: [("bread", "BROT", 149)])
            #expect(try await report(server, path) != corrected)
        }
    }
}
