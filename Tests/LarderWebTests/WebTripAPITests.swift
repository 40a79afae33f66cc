import Foundation
import LarderStore
import LarderTestSupport
import Testing

/// Trips, items, foods and the report through the JSON API, over a real SQLite file.
@Suite struct WebTripAPITests {
    @Test func tripsPageNewestFirstWithTheirCounts() async throws {
        try await WebTestServer.with { server in
            // Given 25 trips on 25 days
            for day in 1...25 {
                try server.storeTrip(
                    store: "Shop \(day)", date: String(format: "2026-03-%02d", day), items: [("milk", "MILCH", 99)])
            }

            // When the second page of ten is asked for
            let answer = try await server.send(.GET, "/api/v1/trips?pageIndex=1&pageSize=10")

            // Then it holds trips 15 to 6, newest first, and says how many there are
            #expect(answer.status == 200)
            let items = try #require(answer.json["items"] as? [[String: Any]])
            #expect(items.compactMap { $0["store"] as? String } == (6...15).reversed().map { "Shop \($0)" })
            #expect(answer.json["totalCount"] as? Int == 25 && answer.json["totalPages"] as? Int == 3)
            #expect(answer.json["pageIndex"] as? Int == 1 && answer.json["pageSize"] as? Int == 10)
            // And a store filter and a date range narrow the list
            let filtered = try await server.send(.GET, "/api/v1/trips?store=shop%202&from=2026-03-20&to=2026-03-31")
            #expect(filtered.json["totalCount"] as? Int == 6)
        }
    }

    @Test func malformedPagesAndDatesAreRefusedWithAMessage() async throws {
        try await WebTestServer.with { server in
            for query in ["pageSize=0", "pageSize=1000", "pageIndex=-1", "pageIndex=x", "from=2026-13-01", "to=yesterday"] {
                let answer = try await server.send(.GET, "/api/v1/trips?\(query)")
                #expect(answer.status == 400, "\(query)")
                #expect((answer.json["error"] as? String)?.isEmpty == false, "\(query)")
            }
        }
    }

    @Test func aTripShowsItsItemsAndAnItemIsCorrected() async throws {
        try await WebTestServer.with { server in
            // Given a trip of two items
            let tripId = try server.storeTrip(
                store: "Edeka", date: "2026-03-02", items: [("milk", "H-MILCH 1L", 109), ("butter", "BUTTER", 239)])
            let trip = try await server.send(.GET, "/api/v1/trips/\(tripId)")
            #expect(trip.status == 200)
            #expect(trip.json["store"] as? String == "Edeka" && trip.json["total"] as? Double == 3.48)
            let items = try #require(trip.json["items"] as? [[String: Any]])
            #expect(items.map { $0["originalText"] as? String } == ["H-MILCH 1L", "BUTTER"])
            let itemId = try #require(items.first?["id"] as? Int)
            let milk = try #require(try server.database.searchFoods("whole milk", limit: 1).first)

            // When its name, grams, price and food are corrected
            let body = #"{"name": "whole milk", "grams": 1030, "price": 1.19, "foodId": \#(milk.foodId)}"#
            let answer = try await server.send(
                .PATCH, "/api/v1/items/\(itemId)", headers: [("Content-Type", "application/json")], body: Array(body.utf8))

            // Then the item answers as stored, and the database holds it so
            #expect(answer.status == 200, "\(answer.body)")
            #expect(answer.json["grams"] as? Double == 1030 && answer.json["price"] as? Double == 1.19)
            #expect(answer.json["foodId"] as? Int == Int(milk.foodId) && answer.json["name"] as? String == "whole milk")
            let stored = try #require(try server.database.item(id: Int64(itemId)))
            #expect(stored.priceCents == 119 && stored.grams == 1030 && stored.foodId == milk.foodId)
        }
    }

    @Test func aPatchWithUnknownFieldsOrWrongValuesChangesNothing() async throws {
        try await WebTestServer.with { server in
            let tripId = try server.storeTrip(store: "Lidl", date: "2026-03-03", items: [("eggs", "EIER", 199)])
            let itemId = try #require(try server.database.trip(id: tripId).items.first?.id)
            let bodies = [
                #"{"colour": "red"}"#, #"{}"#, #"{"grams": -5}"#, #"{"grams": true}"#, #"{"price": "1,99"}"#,
                #"{"category": "sweets and more"}"#, #"{"foodId": 999999}"#, #"{"name": ""}"#, "not json",
            ]
            for body in bodies {
                let answer = try await server.send(
                    .PATCH, "/api/v1/items/\(itemId)", headers: [("Content-Type", "application/json")],
                    body: Array(body.utf8))
                #expect(answer.status == 400, "\(body): \(answer.body)")
            }
            let stored = try #require(try server.database.item(id: itemId))
            #expect(stored.priceCents == 199 && stored.name == "eggs" && stored.grams == nil)
        }
    }

    @Test func unknownAndOddIdsAreNotFound() async throws {
        try await WebTestServer.with { server in
            for path in [
                "/api/v1/trips/424242", "/api/v1/jobs/7", "/api/v1/trips/abc", "/api/v1/trips/-1",
                "/api/v1/trips/..%2F..%2Fetc%2Fpasswd", "/api/v1/jobs/99999999999999999999",
            ] {
                let answer = try await server.send(.GET, path)
                #expect(answer.status == 404, "\(path): \(answer.status) \(answer.body)")
            }
            let patch = try await server.send(
                .PATCH, "/api/v1/items/5", headers: [("Content-Type", "application/json")], body: Array(#"{"grams": 1}"#.utf8))
            #expect(patch.status == 404)
        }
    }

    @Test func foodsAreFoundBestFirst() async throws {
        try await WebTestServer.with { server in
            let answer = try await server.send(.GET, "/api/v1/foods?q=vollmilch&pageSize=5")
            #expect(answer.status == 200)
            let names = try #require(answer.json["items"] as? [[String: Any]]).compactMap { $0["name"] as? String }
            #expect(names.first == "whole milk", "\(names)")
            let all = try await server.send(.GET, "/api/v1/foods?pageSize=1")
            #expect((all.json["totalCount"] as? Int ?? 0) > 100)
        }
    }

    @Test func theNutritionReportCoversThePeriodAsked() async throws {
        try await WebTestServer.with { server in
            try server.storeTrip(store: "Rewe", date: "2026-02-10", items: [("milk", "MILCH", 99)])
            let answer = try await server.send(.GET, "/api/v1/reports/nutrition?from=2026-02-09&to=2026-02-15")
            #expect(answer.status == 200, "\(answer.body)")
            let period = try #require(answer.json["period"] as? [String: Any])
            #expect(period["start"] as? String == "2026-02-09" && period["end"] as? String == "2026-02-15")
            let summary = try #require(answer.json["summary"] as? [String: Any])
            #expect(summary["spentCents"] as? Int == 99)
            let backwards = try await server.send(.GET, "/api/v1/reports/nutrition?from=2026-02-15&to=2026-02-09")
            #expect(backwards.status == 400)
        }
    }
}
