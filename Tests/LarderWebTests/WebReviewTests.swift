import Foundation
import LarderCore
import LarderStore
import LarderTestSupport
import Testing

/// `/review`: receipts that wait with their reasons, food items without a food; non-food lines never wait.
@Suite struct WebReviewTests {
    private func signIn(_ server: WebTestServer) async throws -> String {
        let answer = try await server.send(
            .POST, "/login", token: nil, headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: Array("token=\(WebTestServer.token)".utf8))
        return String(try #require(answer.headers["Set-Cookie"].first).split(separator: ";")[0])
    }

    private func csrf(in page: String) throws -> String {
        let start = try #require(page.range(of: "name=\"csrf\" value=\"")).upperBound
        return String(page[start...].prefix { $0 != "\"" })
    }

    private func post(_ server: WebTestServer, _ path: String, cookie: String, _ body: String) async throws
        -> WebTestServer.Answer
    {
        try await server.send(
            .POST, path, token: nil, cookie: cookie, headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: Array(body.utf8))
    }

    @Test func aReceiptWaitsWithItsReasonUntilItIsMarkedReviewed() async throws {
        try await WebTestServer.with { server in
            // Given a receipt stored for review, beside one that added up
            let tripId = try server.storeTrip(
                store: "Real", date: "2026-02-25", items: [("milk", "MILCH", 99)],
                needsReview: "the items add up to 0.99, the total says 5.47")
            try server.storeTrip(store: "Lidl", date: "2026-02-26", items: [("eggs", "EIER", 199)])
            let cookie = try await signIn(server)

            // When the review page is opened / Then it lists that receipt alone, with its reason
            let page = try await server.send(.GET, "/review", token: nil, cookie: cookie)
            #expect(page.status == 200)
            #expect(page.body.contains("Receipts to check (1)") && page.body.contains("the total says 5.47"))
            #expect(page.body.contains("href=\"/trips/\(tripId)\"") && !page.body.contains("Lidl"), "\(page.body)")
            let receiptId = try server.database.trip(id: tripId).trip.receiptId

            // And once marked reviewed, it is done and waits no more
            let marked = try await post(server, "/receipts/\(receiptId)/reviewed", cookie: cookie, "csrf=\(try csrf(in: page.body))")
            #expect(marked.status == 303 && marked.headers["Location"].first == "/review")
            #expect(try server.database.receipt(id: receiptId)?.status == .done)
            #expect(try server.database.reviewCount() == 0)
            let again = try await post(server, "/receipts/\(receiptId)/reviewed", cookie: cookie, "csrf=\(try csrf(in: page.body))")
            #expect(again.status == 404)
        }
    }

    @Test func foodItemsWithoutAFoodWaitAndNonFoodLinesNever() async throws {
        try await WebTestServer.with { server in
            // Given a trip of unmatched lines: food, and a deposit and soap
            try server.storeTrip(store: "Edeka", date: "2026-03-01", items: [("quark", "QUARK MAGER", 79)], category: .dairy)
            try server.storeTrip(
                store: "Edeka", date: "2026-03-01", items: [("deposit", "PFAND", 25), ("soap", "SEIFE", 99)],
                category: .otherNonFood)
            let cookie = try await signIn(server)

            // When the review page is opened / Then only the food line waits
            let page = try await server.send(.GET, "/review", token: nil, cookie: cookie)
            #expect(page.body.contains("QUARK MAGER"))
            #expect(!page.body.contains("PFAND") && !page.body.contains("SEIFE"))
            #expect(try server.database.items(isUnmatchedOnly: true).map(\.originalText) == ["QUARK MAGER"])

            // And "Needs no food" takes it off the queue
            let quark = try #require(try server.database.items(isUnmatchedOnly: true).first?.id)
            let skipped = try await post(server, "/items/\(quark)/skip", cookie: cookie, "csrf=\(try csrf(in: page.body))")
            #expect(skipped.status == 303)
            #expect(try server.database.items(isUnmatchedOnly: true).isEmpty)
        }
    }

    @Test func aFoodChosenOnTheReviewPageLeadsBackThereAndNeverToAnotherSite() async throws {
        try await WebTestServer.with { server in
            let tripId = try server.storeTrip(store: "Rewe", date: "2026-03-02", items: [("milk", "H-MILCH", 109)])
            let item = try #require(try server.database.trip(id: tripId).items.first)
            let cookie = try await signIn(server)
            let page = try await server.send(.GET, "/review", token: nil, cookie: cookie)
            let csrf = try csrf(in: page.body)

            for (back, expected) in [("/review", "/review"), ("//evil.example/", "/trips/\(tripId)#item-\(item.id!)")] {
                let current = try #require(try server.database.item(id: item.id!))
                let body = "csrf=\(csrf)&version=\(ItemVersionProbe.version(of: current))&name=milk&price=1.09"
                    + "&food=whole%20milk&back=\(back.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)"
                let answer = try await post(server, "/items/\(item.id!)", cookie: cookie, body)
                #expect(answer.status == 303 && answer.headers["Location"].first == expected, "\(back): \(answer.body)")
            }
        }
    }
}
