import AsyncHTTPClient
import Foundation
import LarderCore
import LarderStore
import LarderTestSupport
import NIOCore
import Testing

/// The shopping list's page in a signed-in browser, over real HTTP: forms that add, check and arrange items, the
/// event stream another phone follows, store layouts and the home-screen manifest.
@Suite struct WebShoppingListPageTests {
    private func encoded(_ fields: [(String, String)]) -> String {
        fields.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }
            .joined(separator: "&")
    }

    /// Signs in and opens `/lists`; returns the cookie and the CSRF token of its forms.
    private func signedIn(_ server: WebTestServer) async throws -> (cookie: String, csrf: String) {
        let cookie = try await server.signIn()
        let page = try await server.send(.GET, "/lists", token: nil, cookie: cookie)
        #expect(page.status == 200)
        return (cookie, try WebTestServer.field("csrf", in: page.body))
    }

    @Test func aListIsMadeFilledAndCheckedFromItsPageWithItemsUnderTheirAisles() async throws {
        try await WebTestServer.with { server in
            let (cookie, csrf) = try await signedIn(server)

            // When a person makes a list and types three lines into it
            let made = try await server.postForm("/lists", cookie: cookie, encoded([("csrf", csrf), ("name", "Weekend")]))
            #expect(made.status == 303)
            let location = try #require(made.headers["Location"].first)
            let listId = String(location.dropFirst("/lists/".count))
            for line in ["2 l milk", "500 g Äpfel", "batteries"] {
                let added = try await server.postForm(
                    "\(location)/items", cookie: cookie, encoded([("csrf", csrf), ("line", line)]))
                #expect(added.status == 303 && added.headers["Location"].first == location)
            }

            // Then the list holds them read as quantities, units and aisles
            let list = try #require(try server.database.shoppingList(id: listId))
            #expect(list.summary.name == "Weekend")
            let milk = try #require(list.items.first { $0.name == "milk" })
            #expect(milk.quantity == 2 && milk.unit == "l" && milk.category == .milkProducts)
            #expect(list.items.first { $0.name == "Äpfel" }?.category == .vegetablesAndFruits)

            // And the page shows each under its aisle, with the row as the button that checks it
            let page = try await server.send(.GET, location, token: nil, cookie: cookie).body
            #expect(page.contains("<h2>🥛 Milk Products</h2>") && page.contains("<h2>🥬 Vegetables and Fruits</h2>"))
            #expect(page.contains("action=\"\(location)/items/\(milk.id)/toggle\" data-quick"))
            #expect(page.contains("<span class=\"quantity\">2 l</span>"))
            #expect(page.contains("data-list-events=\"\(location)/events\""))
            #expect(!page.contains("In the basket"))

            // When the milk is tapped
            let tapped = try await server.postForm(
                "\(location)/items/\(milk.id)/toggle", cookie: cookie, encoded([("csrf", csrf)]))
            #expect(tapped.status == 303)

            // Then it is checked and folded into the basket at the bottom, and tapping again takes it out
            #expect(try server.database.shoppingItem(milk.id, inList: listId)?.checked == true)
            let after = try await server.send(.GET, location, token: nil, cookie: cookie).body
            let basket = try #require(after.range(of: "In the basket (1)"))
            #expect(after.range(of: "milk</span>")!.lowerBound > basket.lowerBound)
            #expect(!after.contains("<h2>🥛 Milk Products</h2>"))
            _ = try await server.postForm("\(location)/items/\(milk.id)/toggle", cookie: cookie, encoded([("csrf", csrf)]))
            #expect(try server.database.shoppingItem(milk.id, inList: listId)?.checked == false)

            // And a tap sent twice from a page that showed it open checks it once, not twice over
            for _ in 0..<2 {
                _ = try await server.postForm(
                    "\(location)/items/\(milk.id)/toggle", cookie: cookie, encoded([("csrf", csrf), ("checked", "1")]))
            }
            #expect(try server.database.shoppingItem(milk.id, inList: listId)?.checked == true)

            // And a form without the session's CSRF token changes nothing
            let forged = try await server.postForm(
                "\(location)/items/\(milk.id)/toggle", cookie: cookie, encoded([("csrf", "forged")]))
            #expect(forged.status == 403)
            #expect(try server.database.shoppingItem(milk.id, inList: listId)?.checked == true)

            // And "Remove checked items" takes the checked milk off in one change, leaving the open items
            let before = try #require(try server.database.shoppingListVersion(id: listId))
            let removed = try await server.postForm("\(location)/clear-checked", cookie: cookie, encoded([("csrf", csrf)]))
            #expect(removed.status == 303)
            #expect(try server.database.shoppingList(id: listId)?.items.map(\.name) == ["Äpfel", "batteries"])
            #expect(try server.database.shoppingListVersion(id: listId) == before + 1)
        }
    }

    @Test func anItemIsMovedToAnotherAisleEditedAndRemoved() async throws {
        try await WebTestServer.with { server in
            let (cookie, csrf) = try await signedIn(server)
            let list = try server.database.createShoppingList(name: "Shop")
            let item = try #require(try server.database.addShoppingItem(NewShoppingItem(customName: "oat drink"), toList: list.summary.id))
            let path = "/lists/\(list.summary.id)/items/\(item.id)"

            let saved = try await server.postForm(
                path, cookie: cookie,
                encoded([("csrf", csrf), ("category", "lactose_free"), ("quantity", "1,5"), ("unit", "l"), ("notes", "barista")]))
            #expect(saved.status == 303, "\(saved.body)")
            let edited = try #require(try server.database.shoppingItem(item.id, inList: list.summary.id))
            #expect(edited.category == .lactoseFree && edited.quantity == 1.5 && edited.unit == "l" && edited.notes == "barista")

            // Emptied fields are cleared
            let cleared = try await server.postForm(
                path, cookie: cookie,
                encoded([("csrf", csrf), ("category", "lactose_free"), ("quantity", "1.5"), ("unit", "l"), ("notes", " ")]))
            #expect(cleared.status == 303)
            #expect(try server.database.shoppingItem(item.id, inList: list.summary.id)?.notes == nil)

            let refused = try await server.postForm(path, cookie: cookie, encoded([("csrf", csrf), ("quantity", "lots")]))
            #expect(refused.status == 400 && refused.body.contains("quantity must be a number"))

            #expect(try await server.postForm("\(path)/delete", cookie: cookie, encoded([("csrf", csrf)])).status == 303)
            #expect(try server.database.shoppingList(id: list.summary.id)?.items.isEmpty == true)
            #expect(try await server.postForm("\(path)/delete", cookie: cookie, encoded([("csrf", csrf)])).status == 404)
        }
    }

    @Test func theEventStreamTellsAWatchingPhoneOfEveryChangeWhoeverMadeIt() async throws {
        try await WebTestServer.with { server in
            let cookie = try await server.signIn()
            let list = try server.database.createShoppingList(name: "Shared")
            let listId = list.summary.id
            let item = try #require(try server.database.addShoppingItem(NewShoppingItem(customName: "bread"), toList: listId))
            let start = try #require(try server.database.shoppingListVersion(id: listId))

            // Given a phone following the list's events
            var request = HTTPClientRequest(url: "http://127.0.0.1:\(server.port)/lists/\(listId)/events")
            request.headers.add(name: "Cookie", value: cookie)
            let response = try await server.client.execute(request, timeout: .seconds(30))
            #expect(response.status == .ok)
            #expect(response.headers["Content-Type"].first?.hasPrefix("text/event-stream") == true)
            var events = EventReader(response.body.makeAsyncIterator())

            // Then it is told the list's version first
            #expect(try await events.next() == .init(name: "changed", data: "\(start)"))

            // When another process checks the item straight in the database (as the daemon does for a receipt)
            _ = try server.database.updateShoppingItem(item.id, inList: listId, ShoppingItemChange(checked: true))

            // Then the phone hears of it, with the new version (how fast is the browser check's and the benchmark's)
            #expect(try await events.next() == .init(name: "changed", data: "\(start + 1)"))

            // And when the list is deleted the stream says so and ends
            #expect(try server.database.deleteShoppingList(id: listId))
            #expect(try await events.next() == .init(name: "deleted", data: listId))
            #expect(try await events.next() == nil)

            // And a list that does not exist has no stream
            #expect(try await server.send(.GET, "/lists/\(listId)/events", token: nil, cookie: cookie).status == 404)
        }
    }

    @Test func aStoreLayoutOrdersTheAislesOfAListShownAsInThatStore() async throws {
        try await WebTestServer.with { server in
            let (cookie, csrf) = try await signedIn(server)
            let list = try server.database.createShoppingList(name: "Aldi run")
            for name in ["apples", "milk"] {
                _ = try server.database.addShoppingItem(
                    NewShoppingItem(customName: name, category: name == "milk" ? .milkProducts : .vegetablesAndFruits),
                    toList: list.summary.id)
            }
            let path = "/lists/\(list.summary.id)"
            let usual = try await server.send(.GET, path, token: nil, cookie: cookie).body
            #expect(try #require(usual.range(of: "<h2>🥬 Vegetables and Fruits")).lowerBound
                < (try #require(usual.range(of: "<h2>🥛 Milk Products")).lowerBound))

            // When the person numbers Aldi's aisles with the dairy first
            var fields = [("csrf", csrf), ("store", "Aldi Süd")]
            for category in ShoppingCategory.allCases {
                fields.append(("position-\(category.rawValue)", category == .milkProducts ? "1" : "5"))
            }
            let saved = try await server.postForm("/store-layouts", cookie: cookie, encoded(fields))
            #expect(saved.status == 303, "\(saved.body)")
            #expect(try server.database.storeLayout(for: "aldi süd").prefix(2) == [.milkProducts, .uncategorised])

            // Then the list shown as in Aldi Süd has the dairy first, and its forms keep that order
            // (as the page's GET form sends it: a space is "+")
            let aldi = try await server.send(.GET, "\(path)?store=Aldi+S%C3%BCd", token: nil, cookie: cookie).body
            #expect(try #require(aldi.range(of: "<h2>🥛 Milk Products")).lowerBound
                < (try #require(aldi.range(of: "<h2>🥬 Vegetables and Fruits")).lowerBound))
            #expect(aldi.contains("/toggle?store=Aldi%20S%C3%BCd\""))
            #expect(aldi.contains("<option value=\"Aldi Süd\" selected>"))
            let arranged = try await server.send(.GET, "/store-layouts?store=Aldi+S%C3%BCd", token: nil, cookie: cookie).body
            #expect(arranged.contains("Aisles in Aldi Süd"))

            // And a number that is not one is refused, naming the aisle
            let bad = try await server.postForm(
                "/store-layouts", cookie: cookie, encoded([("csrf", csrf), ("store", "Lidl"), ("position-eggs", "x")]))
            #expect(bad.status == 400 && bad.body.contains("Uncategorised"))
        }
    }

    @Test func theManifestAndIconAreServedWithoutSignInAndEveryPageLinksThem() async throws {
        try await WebTestServer.with { server in
            let manifest = try await server.send(.GET, "/manifest.webmanifest", token: nil)
            #expect(manifest.status == 200)
            #expect(manifest.headers["Content-Type"].first == "application/manifest+json")
            let fields = try #require(try JSONSerialization.jsonObject(with: Data(manifest.body.utf8)) as? [String: Any])
            #expect(fields["start_url"] as? String == "/lists" && fields["display"] as? String == "standalone")
            let icon = try await server.send(.GET, "/static/icon.svg", token: nil)
            #expect(icon.status == 200 && icon.body.hasPrefix("<svg"))
            let login = try await server.send(.GET, "/login", token: nil)
            #expect(login.body.contains("<link rel=\"manifest\" href=\"/manifest.webmanifest\">"))
            // The list's page itself still needs a session
            #expect(try await server.send(.GET, "/lists", token: nil).status == 303)
        }
    }

    @Test func aListIsSharedAsTextAndMarkdownAndAPastedListAddsItsLinesUnderTheirAisles() async throws {
        try await WebTestServer.with { server in
            let (cookie, csrf) = try await signedIn(server)
            let list = try server.database.createShoppingList(name: "Paste")
            let path = "/lists/\(list.summary.id)"

            // When a list copied from a messenger is pasted, with its headings and a checked line
            let pasted = """
                🥛 Milk Products
                • 2 l milk
                ✓ butter
                Household:
                - dish soap
                3 Äpfel
                """
            let answer = try await server.postForm("\(path)/import", cookie: cookie, encoded([("csrf", csrf), ("text", pasted)]))
            #expect(answer.status == 303, "\(answer.body)")

            // Then each line is an item, under its heading's aisle or the one its words say
            let items = try #require(try server.database.shoppingList(id: list.summary.id)).items
            #expect(items.map(\.name) == ["milk", "butter", "dish soap", "Äpfel"])
            #expect(items[0].quantity == 2 && items[0].unit == "l" && items[0].category == .milkProducts)
            #expect(items[1].checked && items[1].category == .milkProducts)
            #expect(items[3].category == .vegetablesAndFruits && items[3].quantity == 3)

            // And it is shared as text and Markdown with its aisles, quantities and checks
            let text = try await server.send(.GET, "\(path)/export?format=text", token: nil, cookie: cookie)
            #expect(text.status == 200 && text.headers["Content-Type"].first?.hasPrefix("text/plain") == true)
            #expect(text.body.contains("🥛 Milk Products") && text.body.contains("• milk") && text.body.contains("✓ butter"))
            let markdown = try await server.send(.GET, "\(path)/export?format=markdown", token: nil, cookie: cookie).body
            #expect(markdown.contains("- [x] butter"), "\(markdown)")
            let json = try await server.send(.GET, "\(path)/export?format=json", token: nil, cookie: cookie)
            #expect((json.json["items"] as? [Any])?.count == 4)
            #expect(try await server.send(.GET, "\(path)/export?format=pdf", token: nil, cookie: cookie).status == 400)

            // And a pasted quantity no kitchen has is no quantity, so the item stays editable
            let huge = try await server.postForm(
                "\(path)/import", cookie: cookie,
                encoded([("csrf", csrf), ("text", #"{"items": [{"name": "sugar", "quantity": -5, "unit": "kg"}]}"#)]))
            #expect(huge.status == 303)
            let sugar = try server.database.shoppingList(id: list.summary.id)?.items.last
            #expect(sugar?.name == "sugar" && sugar?.quantity == nil && sugar?.unit == nil)

            // And broken JSON is refused saying what to paste
            let broken = try await server.postForm(
                "\(path)/import", cookie: cookie, encoded([("csrf", csrf), ("text", "{\"items\": 3}")]))
            #expect(broken.status == 400 && broken.body.contains("one item a line"))
        }
    }

    @Test func aFoodBoughtAgainIsNoLongerOfferedThoughThePagesKeepTheHistory() async throws {
        try await WebTestServer.with { server in
            let cookie = try await server.signIn()
            let milk = try #require(try server.database.searchFoods("whole milk", limit: 1).first)
            let food = try #require(try server.database.food(id: milk.foodId))
            for days in [26, 20, 14, 8] {
                try PurchaseHistory.buy([food], on: PurchaseHistory.day(days), in: server.database)
            }
            let path = "/lists/\(try server.database.createShoppingList(name: "Week").summary.id)"
            #expect(try await server.send(.GET, path, token: nil, cookie: cookie).body.contains("every 6 days"))

            // When milk is bought today (a receipt the daemon stores, behind the web app's back)
            try PurchaseHistory.buy([food], on: PurchaseHistory.day(0), in: server.database)

            // Then the next page knows it, and offers it no more
            #expect(!(try await server.send(.GET, path, token: nil, cookie: cookie).body.contains("Due again")))
        }
    }

    @Test func foodsBoughtRegularlyAndDueAreOfferedWithWhyAndAddedInOneTap() async throws {
        try await WebTestServer.with { server in
            let (cookie, csrf) = try await signedIn(server)
            // Given milk bought every 6 days, last 8 days ago
            let milk = try #require(try server.database.searchFoods("whole milk", limit: 1).first)
            let food = try #require(try server.database.food(id: milk.foodId))
            for days in [26, 20, 14, 8] {
                try PurchaseHistory.buy([food], on: PurchaseHistory.day(days), in: server.database)
            }
            let list = try server.database.createShoppingList(name: "Week")
            let path = "/lists/\(list.summary.id)"

            // Then the list's page offers it with the reason
            let page = try await server.send(.GET, path, token: nil, cookie: cookie).body
            #expect(page.contains("Due again") && page.contains("every 6 days, last bought 8 days ago"), "\(page)")

            // When the person adds it, it is on the list and no longer offered
            let added = try await server.postForm(
                "\(path)/suggestions", cookie: cookie, encoded([("csrf", csrf), ("food", "\(milk.foodId)")]))
            #expect(added.status == 303, "\(added.body)")
            let items = try #require(try server.database.shoppingList(id: list.summary.id)).items
            #expect(items.map(\.name) == [food.name] && items.first?.category == .milkProducts)
            #expect(!(try await server.send(.GET, path, token: nil, cookie: cookie).body.contains("Due again")))

            // And "Add all" adds every food shown as due, and only those
            let butterMatch = try #require(try server.database.searchFoods("butter", limit: 1).first)
            let butter = try #require(try server.database.food(id: butterMatch.foodId))
            for days in [21, 14, 7] { try PurchaseHistory.buy([butter], on: PurchaseHistory.day(days), in: server.database) }
            let all = try await server.postForm("\(path)/suggestions", cookie: cookie, encoded([("csrf", csrf), ("food", "all")]))
            #expect(all.status == 303)
            #expect(try server.database.shoppingList(id: list.summary.id)?.items.map(\.name) == [food.name, butter.name])
        }
    }
}

/// Reads Server-Sent Events off a streamed body: one `event:`/`data:` pair at a time, `nil` when it ends.
private struct EventReader {
    struct Event: Equatable {
        var name: String
        var data: String
    }

    var iterator: HTTPClientResponse.Body.AsyncIterator
    var pending = ""

    init(_ iterator: HTTPClientResponse.Body.AsyncIterator) {
        self.iterator = iterator
    }

    mutating func next() async throws -> Event? {
        while true {
            while let end = pending.range(of: "\n\n") {
                let block = pending[..<end.lowerBound]
                pending = String(pending[end.upperBound...])
                var event = Event(name: "", data: "")
                for line in block.split(separator: "\n") {
                    if line.hasPrefix("event: ") { event.name = String(line.dropFirst(7)) }
                    if line.hasPrefix("data: ") { event.data = String(line.dropFirst(6)) }
                }
                if !event.name.isEmpty { return event }
            }
            guard let buffer = try await iterator.next() else { return nil }
            pending += String(buffer: buffer)
        }
    }
}
