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
