import Foundation
import LarderStore
import LarderTestSupport
import Testing

/// Seed 002's shopping-list API and the recipes it is made from, over real HTTP with the API token: every
/// endpoint with its status codes, and the seed's testing checklist.
@Suite struct WebShoppingListAPITests {
    private static let json = [("Content-Type", "application/json")]

    private func post(_ server: WebTestServer, _ path: String, _ body: String) async throws -> WebTestServer.Answer {
        try await server.send(.POST, path, headers: Self.json, body: Array(body.utf8))
    }

    private func object(_ answer: WebTestServer.Answer) -> [String: Any] { answer.json }

    private func items(_ list: [String: Any]) -> [[String: Any]] { list["items"] as? [[String: Any]] ?? [] }

    @Test func recipesMakeAListWhoseItemsAreSummedGroupedCheckedAndEdited() async throws {
        try await WebTestServer.with { server in
            // Given two recipes
            let eggs = try await post(
                server, "/v1/recipes", #"{"name": "Scrambled Eggs", "text": "2 eggs\n1 tbsp butter\nsalt"}"#)
            #expect(eggs.status == 201, "\(eggs.body)")
            let ingredients = eggs.json["ingredients"] as? [[String: Any]] ?? []
            #expect(ingredients.map { $0["name"] as? String } == ["eggs", "butter", "salt"])
            #expect(ingredients.first?["grams"] as? Double == 120)
            let toast = try await post(
                server, "/v1/recipes", #"{"name": "French Toast", "text": "3 eggs\n1 cup milk\n4 slices bread"}"#)
            let ids = [eggs.json["id"] as? String ?? "", toast.json["id"] as? String ?? ""]

            // When a list is made from both
            let made = try await post(
                server, "/v1/shoppinglist/from-recipes",
                #"{"recipeIds": ["\#(ids[0])", "\#(ids[1])"], "weekStartDate": "2025-01-06"}"#)

            // Then eggs are one item of 5 from both recipes, in the eggs aisle, and the list names its recipes
            #expect(made.status == 201, "\(made.body)")
            let list = made.json
            #expect(list["name"] as? String == "Meal Plan - Week of 2025-01-06")
            #expect(list["weekStartDate"] as? String == "2025-01-06")
            #expect((list["recipes"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Scrambled Eggs", "French Toast"])
            #expect(list["totalItems"] as? Int == 5 && list["checkedItems"] as? Int == 0)
            let egg = try #require(items(list).first { ($0["ingredient"] as? [String: Any])?["name"] as? String == "eggs" })
            #expect(egg["quantity"] as? Double == 5 && egg["displayQuantity"] as? String == "5")
            #expect((egg["sources"] as? [[String: Any]])?.map { $0["quantity"] as? Double } == [2, 3])
            #expect((egg["category"] as? [String: Any])?["name"] as? String == "Eggs")
            #expect(egg["isCustom"] as? Bool == false && egg["customName"] is NSNull)
            let listId = try #require(list["id"] as? String)
            let eggId = try #require(egg["id"] as? String)

            // And toggling checks and unchecks it
            let toggled = try await server.send(.POST, "/v1/shoppinglist/\(listId)/items/\(eggId)/toggle")
            #expect(toggled.status == 200 && toggled.json["checked"] as? Bool == true)
            #expect(try await server.send(.GET, "/v1/shoppinglist/\(listId)").json["checkedItems"] as? Int == 1)
            #expect(try await server.send(.POST, "/v1/shoppinglist/\(listId)/items/\(eggId)/toggle").json["checked"] as? Bool == false)

            // And a custom item is added, updated and deleted
            let cheese = try await post(
                server, "/v1/shoppinglist/\(listId)/items",
                #"{"customName": "Fancy Cheese", "quantity": 1, "unit": "block", "notes": "Get organic if available"}"#)
            #expect(cheese.status == 201, "\(cheese.body)")
            #expect(cheese.json["isCustom"] as? Bool == true && cheese.json["displayQuantity"] as? String == "1 block")
            #expect(cheese.json["sources"] as? [Any] != nil && cheese.json["ingredient"] is NSNull)
            let cheeseId = try #require(cheese.json["id"] as? String)
            let updated = try await server.send(
                .PATCH, "/v1/shoppinglist/\(listId)/items/\(cheeseId)", headers: Self.json,
                body: Array(#"{"quantity": 2, "checked": true}"#.utf8))
            #expect(updated.status == 200 && updated.json["id"] as? String == cheeseId)
            let afterUpdate = try await server.send(.GET, "/v1/shoppinglist/\(listId)")
            let storedCheese = items(afterUpdate.json).first { $0["id"] as? String == cheeseId }
            #expect(storedCheese?["quantity"] as? Double == 2 && storedCheese?["checked"] as? Bool == true)
            #expect(try await server.send(.DELETE, "/v1/shoppinglist/\(listId)/items/\(cheeseId)").status == 204)
            #expect(try await server.send(.DELETE, "/v1/shoppinglist/\(listId)/items/\(cheeseId)").status == 404)

            // And the list is renamed, then deleted
            let renamed = try await server.send(
                .PATCH, "/v1/shoppinglist/\(listId)", headers: Self.json, body: Array(#"{"name": "Updated Name"}"#.utf8))
            #expect(renamed.status == 200 && renamed.json["name"] as? String == "Updated Name")
            #expect(try await server.send(.DELETE, "/v1/shoppinglist/\(listId)").status == 204)
            #expect(try await server.send(.GET, "/v1/shoppinglist/\(listId)").status == 404)
        }
    }

    @Test func listsPageFromOneAndAnEmptyListIsMadeByDefault() async throws {
        try await WebTestServer.with { server in
            // Empty state
            let none = try await server.send(.GET, "/v1/shoppinglist/")
            #expect(none.status == 200 && (none.json["items"] as? [Any])?.isEmpty == true)
            #expect(none.json["pageIndex"] as? Int == 1 && none.json["totalPages"] as? Int == 0)

            for name in ["A", "B", "C"] {
                #expect(try await post(server, "/v1/shoppinglist/", #"{"name": "\#(name)"}"#).status == 201)
            }
            let unnamed = try await post(server, "/v1/shoppinglist/", "")
            #expect(unnamed.status == 201 && unnamed.json["name"] as? String == "Shopping List")
            #expect(items(unnamed.json).isEmpty && unnamed.json["completedAt"] is NSNull)

            let second = try await server.send(.GET, "/v1/shoppinglist?pageIndex=2&pageSize=3")
            #expect(second.json["totalCount"] as? Int == 4 && second.json["totalPages"] as? Int == 2)
            #expect((second.json["items"] as? [[String: Any]])?.map { $0["name"] as? String } == ["A"])
            #expect(try await server.send(.GET, "/v1/shoppinglist?pageIndex=0").status == 400)
        }
    }

    @Test func refusalsAnswer400404Or401AndChangeNothing() async throws {
        try await WebTestServer.with { server in
            let list = try await post(server, "/v1/shoppinglist/", #"{"name": "Trip"}"#)
            let listId = try #require(list.json["id"] as? String)
            let answers = [
                try await post(server, "/v1/shoppinglist/from-recipes", #"{"recipeIds": []}"#),
                try await post(server, "/v1/shoppinglist/from-recipes", #"{"recipeIds": ["nope"]}"#),
                try await post(server, "/v1/shoppinglist/\(listId)/items", #"{"quantity": 2}"#),
                try await post(server, "/v1/shoppinglist/\(listId)/items", #"{"customName": "x", "quantity": -1}"#),
                try await post(server, "/v1/shoppinglist/missing/items", #"{"customName": "x"}"#),
                try await server.send(.POST, "/v1/shoppinglist/\(listId)/items/missing/toggle"),
                try await server.send(.PATCH, "/v1/shoppinglist/\(listId)", headers: Self.json, body: Array("{}".utf8)),
                try await post(server, "/v1/recipes", #"{"name": "No text"}"#),
                try await server.send(.GET, "/v1/recipes/missing"),
                try await server.send(.GET, "/v1/shoppinglist/", token: nil),
                try await server.send(.GET, "/v1/recipes/", token: "wrong-token-0123456789"),
            ]
            #expect(answers.map(\.status) == [400, 400, 400, 400, 404, 404, 400, 400, 404, 401, 401])
            #expect(answers.allSatisfy { $0.json["error"] is String })
            #expect(try server.database.shoppingList(id: listId)?.items.isEmpty == true)
            #expect(try server.database.recipes().isEmpty)
        }
    }

    @Test func anItemOfflineCannotPlaceIsSortedByTheNetworkBackendAndTheCallIsLedgered() async throws {
        try await withFakeLLMServer { llm in
            llm.enqueue(.openAI(content: #"{"aisles": ["household_supplies"]}"#))
            let baseURL = llm.baseURL + "/v1"
            try await WebTestServer.with(configure: { configuration in
                configuration.extraction.chain = [.openai, .offline]
                configuration.extraction.baseURL = baseURL
            }) { server in
                let list = try await post(server, "/v1/shoppinglist/", #"{"name": "Drogerie"}"#).json
                let listId = try #require(list["id"] as? String)

                // A word the vocabulary and the food bank know needs no call
                let milk = try await post(server, "/v1/shoppinglist/\(listId)/items", #"{"customName": "milk"}"#)
                #expect((milk.json["category"] as? [String: Any])?["name"] as? String == "Milk Products")
                #expect(llm.requests.isEmpty)

                // One they do not know is asked of the model
                let tabs = try await post(server, "/v1/shoppinglist/\(listId)/items", #"{"customName": "Klarspüler"}"#)
                #expect(tabs.status == 201, "\(tabs.body)")
                #expect((tabs.json["category"] as? [String: Any])?["name"] as? String == "Household Supplies")
                #expect(llm.requests.count == 1 && llm.requests.first?.text.contains("Klarspüler") == true)
                #expect(try server.database.usage(from: .distantPast, to: .distantFuture).count == 1)
            }
        }
    }
}
