import Foundation
import LarderCore
import LarderStore
import LarderTestSupport
import Testing

/// `/review`: receipts that wait with their reasons, food items without a food; non-food lines never wait.
@Suite struct WebReviewTests {
    @Test func aReceiptWaitsWithItsReasonUntilItIsMarkedReviewed() async throws {
        try await WebTestServer.with { server in
            // Given a receipt stored for review, beside one that added up
            let tripId = try server.storeTrip(
                store: "Real", date: "2026-02-25", items: [("milk", "MILCH", 99)],
                needsReview: "the items add up to 0.99, the total says 5.47")
            try server.storeTrip(store: "Lidl", date: "2026-02-26", items: [("eggs", "EIER", 199)])
            let cookie = try await server.signIn()

            // When the review page is opened / Then it lists that receipt alone, with its reason
            let page = try await server.send(.GET, "/review", token: nil, cookie: cookie)
            #expect(page.status == 200)
            #expect(page.body.contains("Receipts to check (1)") && page.body.contains("the total says 5.47"))
            #expect(page.body.contains("href=\"/trips/\(tripId)\"") && !page.body.contains("Lidl"), "\(page.body)")
            let receiptId = try server.database.trip(id: tripId).trip.receiptId

            // And once marked reviewed, it is done and waits no more
            let csrf = try WebTestServer.field("csrf", in: page.body)
            let marked = try await server.postForm("/receipts/\(receiptId)/reviewed", cookie: cookie, "csrf=\(csrf)")
            #expect(marked.status == 303 && marked.headers["Location"].first == "/review")
            #expect(try server.database.receipt(id: receiptId)?.status == .done)
            #expect(try server.database.reviewCount() == 0)
            let again = try await server.postForm("/receipts/\(receiptId)/reviewed", cookie: cookie, "csrf=\(csrf)")
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
            let cookie = try await server.signIn()

            // When the review page is opened / Then only the food line waits
            let page = try await server.send(.GET, "/review", token: nil, cookie: cookie)
            #expect(page.body.contains("QUARK MAGER"))
            #expect(!page.body.contains("PFAND") && !page.body.contains("SEIFE"))
            #expect(try server.database.items(isUnmatchedOnly: true).map(\.originalText) == ["QUARK MAGER"])

            // And "Needs no food" takes it off the queue
            let quark = try #require(try server.database.items(isUnmatchedOnly: true).first?.id)
            let csrf = try WebTestServer.field("csrf", in: page.body)
            let skipped = try await server.postForm("/items/\(quark)/skip", cookie: cookie, "csrf=\(csrf)")
            #expect(skipped.status == 303)
            #expect(try server.database.items(isUnmatchedOnly: true).isEmpty)
        }
    }

    @Test func aFoodChosenOnTheReviewPageLeadsBackThereAndNeverToAnotherSite() async throws {
        try await WebTestServer.with { server in
            let tripId = try server.storeTrip(store: "Rewe", date: "2026-03-02", items: [("milk", "H-MILCH", 109)])
            let item = try #require(try server.database.trip(id: tripId).items.first)
            let cookie = try await server.signIn()
            let page = try await server.send(.GET, "/review", token: nil, cookie: cookie)
            let csrf = try WebTestServer.field("csrf", in: page.body)

            let own = "/trips/\(tripId)#item-\(item.id!)"
            for (back, expected) in [
                ("/review", "/review"), ("//evil.example/", own), ("/\t/evil.example", own), ("https://evil.example", own),
            ] {
                let current = try #require(try server.database.item(id: item.id!))
                let body = "csrf=\(csrf)&version=\(ItemVersionProbe.version(of: current))&name=milk&price=1.09"
                    + "&food=whole%20milk&back=\(back.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)"
                let answer = try await server.postForm("/items/\(item.id!)", cookie: cookie, body)
                #expect(answer.status == 303 && answer.headers["Location"].first == expected, "\(back): \(answer.body)")
            }
        }
    }

    @Test func theReviewPagesFoodFieldAloneLinksTheFoodAndLeavesTheRestAsItWas() async throws {
        try await WebTestServer.with { server in
            let tripId = try server.storeTrip(store: "Rewe", date: "2026-03-02", items: [("milk", "H-MILCH", 109)])
            let item = try #require(try server.database.trip(id: tripId).items.first)
            let cookie = try await server.signIn()
            let page = try await server.send(.GET, "/review", token: nil, cookie: cookie).body
            // The line's form is its food field, with the full form a link away
            #expect(page.contains("href=\"/trips/\(tripId)#item-\(item.id!)\">All fields</a>"))
            #expect(!page.contains("name=\"grams\""))
            let version = try WebTestServer.field("version", in: page, after: "action=\"/items/\(item.id!)\"")
            let csrf = try WebTestServer.field("csrf", in: page)

            let answer = try await server.postForm(
                "/items/\(item.id!)", cookie: cookie, "csrf=\(csrf)&version=\(version)&back=%2Freview&food=whole+milk")

            #expect(answer.status == 303 && answer.headers["Location"].first == "/review", "\(answer.body)")
            let linked = try #require(try server.database.item(id: item.id!))
            #expect(linked.foodId != nil && linked.name == "milk" && linked.priceCents == 109)
            #expect(try server.database.items(isUnmatchedOnly: true).isEmpty)
        }
    }
}
