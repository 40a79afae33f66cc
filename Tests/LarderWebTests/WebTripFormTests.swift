import Foundation
import LarderCore
import LarderStore
import LarderTestSupport
import Testing

/// The trips page's search, and a trip's own form: store, date and total, mark reviewed, delete.
@Suite struct WebTripFormTests {
    @Test func theTripsPageSearchesByStoreAndDatesAndKeepsTheSearchInItsLinks() async throws {
        try await WebTestServer.with { server in
            for day in 1...25 {
                try server.storeTrip(
                    store: day % 2 == 0 ? "Aldi Süd" : "Lidl", date: String(format: "2026-01-%02d", day),
                    items: [("milk", "MILCH", 99)])
            }
            let cookie = try await server.signIn()
            let page = try await server.send(
                .GET, "/trips?store=aldi&from=2026-01-01&to=2026-01-31&pageSize=5", token: nil, cookie: cookie)
            #expect(page.status == 200)
            #expect(page.body.contains("12 trips") && !page.body.contains(">Lidl<"))
            #expect(page.body.contains("href=\"/trips?pageIndex=1&amp;store=aldi&amp;from=2026-01-01&amp;to=2026-01-31\""))
            let bad = try await server.send(.GET, "/trips?from=yesterday", token: nil, cookie: cookie)
            #expect(bad.status == 400)
        }
    }

    @Test func aTripsStoreDateAndTotalAreCorrectedAndAStalePageIsRefused() async throws {
        try await WebTestServer.with { server in
            let tripId = try server.storeTrip(store: "Rewe", date: "2026-02-01", items: [("milk", "MILCH", 99)])
            let cookie = try await server.signIn()
            let page = try await server.send(.GET, "/trips/\(tripId)", token: nil, cookie: cookie)
            let csrf = try WebTestServer.field("csrf", in: page.body)
            let version = try WebTestServer.field("version", in: page.body)  // the trip's form comes first

            let saved = try await server.postForm(
                "/trips/\(tripId)", cookie: cookie,
                "csrf=\(csrf)&version=\(version)&store=REWE%20City&date=2026-02-02&total=12%2C34")
            #expect(saved.status == 303, "\(saved.body)")
            let trip = try server.database.trip(id: tripId).trip
            #expect(trip.storeName == "REWE City" && trip.date?.iso == "2026-02-02" && trip.totalCents == 1234)

            let stale = try await server.postForm(
                "/trips/\(tripId)", cookie: cookie, "csrf=\(csrf)&version=\(version)&store=Edeka")
            #expect(stale.status == 409)
            #expect(try server.database.trip(id: tripId).trip.storeName == "REWE City")
        }
    }

    @Test func aTripIsDeletedOnlyWhenThePersonSaysSo() async throws {
        try await WebTestServer.with { server in
            let tripId = try server.storeTrip(store: "Penny", date: "2026-02-03", items: [("eggs", "EIER", 199)])
            let cookie = try await server.signIn()
            let page = try await server.send(.GET, "/trips/\(tripId)", token: nil, cookie: cookie)
            let csrf = try WebTestServer.field("csrf", in: page.body)

            let unconfirmed = try await server.postForm("/trips/\(tripId)/delete", cookie: cookie, "csrf=\(csrf)")
            #expect(unconfirmed.status == 400)
            #expect(try server.database.trips().count == 1)

            let deleted = try await server.postForm(
                "/trips/\(tripId)/delete", cookie: cookie, "csrf=\(csrf)&confirm=yes")
            #expect(deleted.status == 303 && deleted.headers["Location"].first == "/trips")
            #expect(try server.database.trips().isEmpty)
            #expect(try await server.send(.GET, "/trips/\(tripId)", token: nil, cookie: cookie).status == 404)
        }
    }

    @Test func aTripWaitingForReviewIsMarkedReviewedFromItsPage() async throws {
        try await WebTestServer.with { server in
            let tripId = try server.storeTrip(
                store: "Real", date: "2026-02-04", items: [("milk", "MILCH", 99)], needsReview: "no date found")
            let cookie = try await server.signIn()
            let page = try await server.send(.GET, "/trips/\(tripId)", token: nil, cookie: cookie)
            #expect(page.body.contains("Mark reviewed"))
            let receiptId = try server.database.trip(id: tripId).trip.receiptId
            let marked = try await server.postForm(
                "/receipts/\(receiptId)/reviewed", cookie: cookie,
                "csrf=\(try WebTestServer.field("csrf", in: page.body))&back=%2Ftrips%2F\(tripId)")
            #expect(marked.status == 303 && marked.headers["Location"].first == "/trips/\(tripId)")
            #expect(try server.database.receipt(id: receiptId)?.status == .done)
        }
    }
}
