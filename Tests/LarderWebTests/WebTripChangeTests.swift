import Foundation
import LarderPipeline
import LarderStore
import LarderTestSupport
import Testing

/// The trip page's changes beyond its fields: an item added or deleted by hand, and the receipt read again,
/// with the daemon's backends or another one, keeping both.
@Suite struct WebTripChangeTests {
    static let ocrText = """
        REWE Markt GmbH
        Hauptstraße 1
        H-MILCH 3,5% 1,09 B
        BROT 1,49 B
        SUMME EUR 2,58
        05.03.2026 10:15
        """

    private func form(_ fields: [String: String]) -> String {
        fields.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }
            .joined(separator: "&")
    }

    @Test func anAddedAndADeletedItemOutlastReadingTheReceiptAgain() async throws {
        try await WebTestServer.with { server in
            // Given a trip of milk and bread, read from its text
            let tripId = try server.storeTrip(
                store: "REWE", date: "2026-03-05", items: [("milk", "H-MILCH 3,5%", 109), ("bread", "BROT", 149)],
                ocrText: Self.ocrText)
            let cookie = try await server.signIn()
            let page = try await server.send(.GET, "/trips/\(tripId)", token: nil, cookie: cookie).body
            let csrf = try WebTestServer.field("csrf", in: page)
            #expect(page.contains("action=\"/trips/\(tripId)/items\"") && page.contains("Read the receipt again"))

            // When the person adds the butter the reading missed, linked to a food by name
            let added = try await server.postForm(
                "/trips/\(tripId)/items", cookie: cookie,
                form(["csrf": csrf, "name": "butter", "grams": "250", "price": "2,29", "category": "dairy",
                    "food": "butter"]))
            #expect(added.status == 303, "\(added.body)")
            var items = try server.database.trip(id: tripId).items
            #expect(items.map(\.name) == ["milk", "bread", "butter"])
            let butter = try #require(items.last)
            #expect(butter.priceCents == 229 && butter.grams == 250 && butter.foodId != nil)
            #expect(added.headers["Location"].first == "/trips/\(tripId)#item-\(butter.id ?? 0)")

            // And deletes the bread line
            let bread = try #require(items[1].id)
            let deleted = try await server.postForm("/items/\(bread)/delete", cookie: cookie, form(["csrf": csrf]))
            #expect(deleted.status == 303 && deleted.headers["Location"].first == "/trips/\(tripId)")
            #expect(try server.database.trip(id: tripId).items.map(\.name) == ["milk", "butter"])

            // And reads the receipt again with the offline rules
            let receiptId = try server.database.trip(id: tripId).trip.receiptId
            let reread = try await server.postForm(
                "/receipts/\(receiptId)/reread", cookie: cookie, form(["csrf": csrf, "backend": ""]))

            // Then a new reading is stored, the butter is still there and the bread still gone
            #expect(reread.status == 303, "\(reread.body)")
            #expect(reread.headers["Location"].first?.hasPrefix("/trips/\(tripId)?reread=") == true)
            #expect(try server.database.currentRunInput(forReceipt: receiptId)?.run.model != "test")
            items = try server.database.trip(id: tripId).items
            #expect(items.contains { $0.name == "butter" && $0.priceCents == 229 && $0.foodId == butter.foodId })
            #expect(!items.contains { $0.originalText.hasPrefix("BROT") })
            let shown = try await server.send(
                .GET, reread.headers["Location"].first ?? "/", token: nil, cookie: cookie)
            #expect(shown.body.contains("Read again: "))
        }
    }

    @Test func anotherConfiguredBackendReadsTheReceiptAgain() async throws {
        try await withFakeLLMServer { llm in
            // Given a daemon whose chain is a local OpenAI-compatible server, then the offline rules
            llm.enqueue(
                .openAI(
                    content: """
                        {"address": null, "currency": "EUR", "date": "2026-03-05", "store": "REWE City", "total": 2.58,
                         "items": [{"original_text": "H-MILCH 3,5%", "name": "whole milk", "quantity": 1, "grams": 1000,
                                    "grams_source": "stated", "price": 1.09, "category": "dairy", "food_id": null},
                                   {"original_text": "BROT", "name": "bread", "quantity": 1, "grams": 500,
                                    "grams_source": "category_default", "price": 1.49, "category": "bakery",
                                    "food_id": null}]}
                        """))
            let baseURL = llm.baseURL + "/v1"
            try await WebTestServer.with(configure: { configuration in
                configuration.extraction.chain = [.openai, .offline]
                configuration.extraction.baseURL = baseURL
                configuration.extraction.model = "local-model"
            }) { server in
                let tripId = try server.storeTrip(
                    store: "REWE", date: "2026-03-05", items: [("milk", "H-MILCH 3,5%", 109)], ocrText: Self.ocrText)
                let cookie = try await server.signIn()
                let page = try await server.send(.GET, "/trips/\(tripId)", token: nil, cookie: cookie).body
                #expect(page.contains("<option value=\"openai\">openai</option>"))
                #expect(page.contains("as the daemon reads (openai, then offline)"))

                // When the person reads it again with the model alone
                let receiptId = try server.database.trip(id: tripId).trip.receiptId
                let reread = try await server.postForm(
                    "/receipts/\(receiptId)/reread", cookie: cookie,
                    form(["csrf": try WebTestServer.field("csrf", in: page), "backend": "openai"]))

                // Then the model's reading is the trip's, after one request that carried the receipt's text
                #expect(reread.status == 303, "\(reread.body)")
                #expect(reread.headers["Location"].first == "/trips/\(tripId)?reread=changed")
                let trip = try server.database.trip(id: tripId)
                #expect(trip.trip.storeName == "REWE City")
                #expect(trip.items.map(\.name) == ["whole milk", "bread"])
                #expect(llm.requests.count == 1)
                #expect(llm.requests.first?.text.contains("H-MILCH") == true)
                #expect(try server.database.currentRunInput(forReceipt: receiptId)?.run.backend == "openai")
            }
        }
    }

    @Test func refusalsChangeNothing() async throws {
        try await WebTestServer.with { server in
            let tripId = try server.storeTrip(
                store: "REWE", date: "2026-03-05", items: [("milk", "H-MILCH 3,5%", 109)], ocrText: Self.ocrText)
            let cookie = try await server.signIn()
            let page = try await server.send(.GET, "/trips/\(tripId)", token: nil, cookie: cookie).body
            let csrf = try WebTestServer.field("csrf", in: page)
            let receiptId = try server.database.trip(id: tripId).trip.receiptId

            // A backend the page does not offer, an unknown receipt, a new item without a price or on no trip,
            // an unknown item, and a change without the CSRF token
            let answers = [
                try await server.postForm(
                    "/receipts/\(receiptId)/reread", cookie: cookie, form(["csrf": csrf, "backend": "claude"])),
                try await server.postForm("/receipts/999/reread", cookie: cookie, form(["csrf": csrf])),
                try await server.postForm(
                    "/trips/\(tripId)/items", cookie: cookie, form(["csrf": csrf, "name": "butter"])),
                try await server.postForm(
                    "/trips/999/items", cookie: cookie, form(["csrf": csrf, "name": "butter", "price": "1"])),
                try await server.postForm("/items/999/delete", cookie: cookie, form(["csrf": csrf])),
                try await server.postForm(
                    "/trips/\(tripId)/items", cookie: cookie, form(["name": "butter", "price": "1"])),
            ]
            #expect(answers.map(\.status) == [400, 404, 400, 404, 404, 403])
            #expect(answers[0].body.contains("choose one the page offers"))
            #expect(try server.database.trip(id: tripId).items.map(\.name) == ["milk"])
            #expect(try server.database.corrections(forReceipt: receiptId).isEmpty)
            #expect(try server.database.currentRunInput(forReceipt: receiptId)?.run.model == "test")
        }
    }
}

/// The same changes through the JSON API.
@Suite struct WebTripChangeAPITests {
    @Test func itemsAreAddedAndDeletedAndTheReceiptReadAgain() async throws {
        try await WebTestServer.with { server in
            let tripId = try server.storeTrip(
                store: "REWE", date: "2026-03-05", items: [("milk", "H-MILCH 3,5%", 109), ("bread", "BROT", 149)],
                ocrText: WebTripChangeTests.ocrText)
            let json = [("Content-Type", "application/json")]

            // An item added: 201 with the item
            let added = try await server.send(
                .POST, "/api/v1/trips/\(tripId)/items", headers: json,
                body: Array(#"{"name": "butter", "price": 2.29, "grams": 250, "category": "dairy"}"#.utf8))
            #expect(added.status == 201, "\(added.body)")
            #expect(added.json["name"] as? String == "butter" && added.json["price"] as? Double == 2.29)

            // One deleted: 204, and a second time 404
            let bread = try #require(try server.database.trip(id: tripId).items[1].id)
            #expect(try await server.send(.DELETE, "/api/v1/items/\(bread)").status == 204)
            #expect(try await server.send(.DELETE, "/api/v1/items/\(bread)").status == 404)

            // Read again with the offline rules: both changes kept
            let receiptId = try server.database.trip(id: tripId).trip.receiptId
            let reread = try await server.send(
                .POST, "/api/v1/receipts/\(receiptId)/reprocess", headers: json, body: Array(#"{"backend": "offline"}"#.utf8))
            #expect(reread.status == 200, "\(reread.body)")
            #expect(reread.json["tripId"] as? Int == Int(tripId))
            #expect(["changed", "unchanged"].contains(reread.json["status"] as? String))
            let names = try server.database.trip(id: tripId).items.map(\.originalText)
            #expect(names.contains("butter") && !names.contains("BROT"))

            // Refusals: a new item without a price, an unknown food, an unknown backend, a receipt with no text
            let noText = try server.storeTrip(store: "Aldi", date: "2026-03-06", items: [("egg", "EIER", 199)])
            let noTextReceipt = try server.database.trip(id: noText).trip.receiptId
            let refused = [
                try await server.send(
                    .POST, "/api/v1/trips/\(tripId)/items", headers: json, body: Array(#"{"name": "jam"}"#.utf8)),
                try await server.send(
                    .POST, "/api/v1/trips/\(tripId)/items", headers: json,
                    body: Array(#"{"name": "jam", "price": 1, "foodId": 99999999}"#.utf8)),
                try await server.send(
                    .POST, "/api/v1/receipts/\(receiptId)/reprocess", headers: json,
                    body: Array(#"{"backend": "gpt"}"#.utf8)),
                try await server.send(.POST, "/api/v1/receipts/\(noTextReceipt)/reprocess"),
            ]
            #expect(refused.map(\.status) == [400, 400, 400, 422])
            #expect(try server.database.trip(id: tripId).items.count == 2)
        }
    }
}
