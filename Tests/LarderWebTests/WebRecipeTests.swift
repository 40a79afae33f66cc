import Foundation
import LarderOCR
import LarderStore
import LarderTestSupport
import Testing

/// Recipes in the web app and `/v1/recipes`: typed, and read off a photo by real Tesseract; a list made of them.
@Suite struct WebRecipeTests {
    private static func photo(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt("recipes/\(name)"))))
    }

    /// A server whose photos are read by an OCR engine in the test's own process (the daemon's is a worker).
    private static func withOCR(_ body: @Sendable (WebTestServer) async throws -> Void) async throws {
        let engine = try OCRWorker(configuration: OCRConfiguration())
        try await WebTestServer.with(configure: { $0.recognizer = engine }, body)
    }

    /// A server with OCR in the test's process and a fake OpenAI server first in its chain, answering `replies`.
    private static func withOCRAndModel(
        replies: [FakeReply], _ body: @Sendable @escaping (WebTestServer, FakeLLMServer) async throws -> Void
    ) async throws {
        try await withFakeLLMServer { llm in
            for reply in replies { llm.enqueue(reply) }
            let baseURL = llm.baseURL + "/v1"
            let engine = try OCRWorker(configuration: OCRConfiguration())
            try await WebTestServer.with(configure: { configuration in
                configuration.recognizer = engine
                configuration.extraction.chain = [.openai, .offline]
                configuration.extraction.baseURL = baseURL
            }) { server in try await body(server, llm) }
        }
    }

    @Test func aPrintedRecipePhotoBecomesARecipeWithItsIngredientsInGrams() async throws {
        try await Self.withOCR { server in
            // When a cookbook page is sent to the API as a photo
            let form = WebTestServer.multipart(files: [try Self.photo("pancakes.png")], fileName: "pancakes.png")
            let answer = try await server.send(
                .POST, "/v1/recipes", headers: [("Content-Type", form.contentType)], body: form.body)

            // Then the recipe has the page's title and the ingredients of the hand-written truth, not its method
            #expect(answer.status == 201, "\(answer.body)")
            #expect(answer.json["name"] as? String == "Pancakes")
            let truth = try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt("recipes/pancakes.json")))) as? [String: Any]
            // "plain flour" is the page's word for flour: the truth names the ingredient, the reading keeps the words.
            let expected = (truth?["ingredients"] as? [[String: Any]] ?? []).map {
                "\($0["name"] as? String ?? "") \(($0["quantity"] as? NSNumber)?.doubleValue ?? -1) \($0["unit"] as? String ?? "")"
            }
            let read = (answer.json["ingredients"] as? [[String: Any]] ?? []).map {
                "\(($0["name"] as? String ?? "").replacingOccurrences(of: "plain ", with: "")) "
                    + "\($0["quantity"] as? Double ?? -1) \($0["unit"] as? String ?? "")"
            }
            #expect(read == expected)
            let milk = (answer.json["ingredients"] as? [[String: Any]])?.first { $0["name"] as? String == "milk" }
            #expect(milk?["grams"] as? Double == 360)
        }
    }

    @Test func aGermanRecipePhotoFromThePageIsTranslatedAndOpensItsRecipe() async throws {
        try await Self.withOCR { server in
            let cookie = try await server.signIn()
            let page = try await server.send(.GET, "/recipes", token: nil, cookie: cookie)
            #expect(page.body.contains("action=\"/recipes/photo\""))
            let csrf = try WebTestServer.field("csrf", in: page.body)
            let form = WebTestServer.multipart(
                files: [try Self.photo("kartoffelsuppe.png")], fields: ["csrf": csrf], fileName: "suppe.png")
            let answer = try await server.send(
                .POST, "/recipes/photo", token: nil, cookie: cookie, headers: [("Content-Type", form.contentType)],
                body: form.body)
            #expect(answer.status == 303, "\(answer.body)")
            let recipe = try #require(try server.database.recipes().first)
            #expect(answer.headers["Location"].first == "/recipes/\(recipe.id)")
            #expect(recipe.name == "Kartoffelsuppe")
            let names = recipe.ingredients.map(\.name)
            #expect(names.contains("potatoes") && names.contains("onions") && names.contains("cream"))
            #expect(recipe.ingredients.first { $0.name == "potatoes" }?.grams == 1000)
            #expect(!recipe.text.contains("schälen"), "the method is no ingredient: \(recipe.text)")

            // And without the form's CSRF token the page's upload is refused
            let forged = WebTestServer.multipart(files: [try Self.photo("kartoffelsuppe.png")], fields: ["csrf": "x"])
            let refused = try await server.send(
                .POST, "/recipes/photo", token: nil, cookie: cookie, headers: [("Content-Type", forged.contentType)],
                body: forged.body)
            #expect(refused.status == 403)
        }
    }

    @Test func aPhotoWithoutIngredientsOrNoImageIsRefusedSayingWhatToDo() async throws {
        try await Self.withOCR { server in
            let receipt = WebTestServer.multipart(files: [Array("%PDF-1.4\n".utf8)], fileName: "recipe.pdf")
            let pdf = try await server.send(
                .POST, "/v1/recipes", headers: [("Content-Type", receipt.contentType)], body: receipt.body)
            #expect(pdf.status == 415 && pdf.body.contains("not a PDF"), "\(pdf.body)")
            let text = WebTestServer.multipart(files: [Array("just text".utf8)], fileName: "recipe.txt")
            let notImage = try await server.send(
                .POST, "/v1/recipes", headers: [("Content-Type", text.contentType)], body: text.body)
            #expect(notImage.status == 415)
            let lidl = WebTestServer.multipart(files: [try Array(Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt("lidl-01.jpg")))) ])
            let noIngredients = try await server.send(
                .POST, "/v1/recipes", headers: [("Content-Type", lidl.contentType)], body: lidl.body)
            #expect(noIngredients.status == 422, "\(noIngredients.body)")
            #expect(noIngredients.body.contains("no ingredients could be read"))
            #expect(try server.database.recipes().isEmpty)
        }
        // A server without an OCR engine says so
        try await WebTestServer.with { server in
            let form = WebTestServer.multipart(files: [try Self.photo("pancakes.png")])
            let answer = try await server.send(.POST, "/v1/recipes", headers: [("Content-Type", form.contentType)], body: form.body)
            #expect(answer.status == 503 && answer.body.contains("send the recipe's text"))
        }
    }

    @Test func tickedRecipesMakeAShoppingListFromTheRecipesPage() async throws {
        try await WebTestServer.with { server in
            let cookie = try await server.signIn()
            let csrf = try WebTestServer.field("csrf", in: try await server.send(.GET, "/recipes", token: nil, cookie: cookie).body)
            for (name, text) in [("Omelette", "3 eggs\n50 ml milk"), ("Pancakes", "2 eggs\n1 cup milk")] {
                let added = try await server.postForm(
                    "/recipes", cookie: cookie,
                    "csrf=\(csrf)&name=\(name)&text=\(text.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)")
                #expect(added.status == 303)
            }
            let ids = try server.database.recipes().map(\.id)
            let made = try await server.postForm(
                "/recipes/to-list", cookie: cookie, "csrf=\(csrf)&" + ids.map { "recipe=\($0)" }.joined(separator: "&"))
            #expect(made.status == 303, "\(made.body)")
            let list = try #require(try server.database.shoppingLists().first)
            #expect(made.headers["Location"].first == "/lists/\(list.id)")
            let items = try #require(try server.database.shoppingList(id: list.id)).items
            #expect(items.first { $0.name == "eggs" }?.quantity == 5)
            #expect(items.first { $0.name == "milk" }?.grams == 290)
        }
    }

    @Test func withANetworkBackendTheModelReadsThePhotoItSeesAndTheLinesAreParsedHere() async throws {
        // Given a model that reads a handwritten card Tesseract could not
        let reply = FakeReply.openAI(
            content: #"{"title": "Oma's Waffeln", "ingredients": ["250 g Mehl", "3 Eier", "1/2 l Milch"]}"#)
        try await Self.withOCRAndModel(replies: [reply]) { server, llm in
                let form = WebTestServer.multipart(files: [try Self.photo("pancakes.png")], fileName: "card.png")
                let answer = try await server.send(
                    .POST, "/v1/recipes", headers: [("Content-Type", form.contentType)], body: form.body)

                // Then the model saw the photo and the OCR text, and its lines were read by Larder's parser
                #expect(answer.status == 201, "\(answer.body)")
                let request = try #require(llm.requests.first)
                #expect(request.text.contains("data:image/png;base64,") && request.text.contains("200 g plain flour"))
                #expect(answer.json["name"] as? String == "Oma's Waffeln")
                let ingredients = answer.json["ingredients"] as? [[String: Any]] ?? []
                #expect(ingredients.map { $0["name"] as? String } == ["flour", "eggs", "milk"])
                #expect(ingredients.map { $0["grams"] as? Double } == [250, 180, 500])
                #expect(try server.database.usage(from: .distantPast, to: .distantFuture).count == 1)
        }
    }

    @Test func aTitleTooLongIsCutAndAnAbsurdQuantityIsNoneSoThePageStillShows() async throws {
        let title = String(repeating: "Sehr lange Überschrift ", count: 20)
        let reply = FakeReply.openAI(
            content: #"{"title": "\#(title)", "ingredients": ["99999999999999999999 kg Mehl", "2 Eier"]}"#)
        try await Self.withOCRAndModel(replies: [reply]) { server, _ in
            let form = WebTestServer.multipart(files: [try Self.photo("pancakes.png")], fileName: "card.png")
            let answer = try await server.send(
                .POST, "/v1/recipes", headers: [("Content-Type", form.contentType)], body: form.body)
            #expect(answer.status == 201, "\(answer.body)")
            #expect((answer.json["name"] as? String)?.count == 200)
            let recipe = try #require(try server.database.recipes().first)
            #expect(recipe.ingredients.first?.quantity == nil && recipe.ingredients.first?.grams == nil)
            let cookie = try await server.signIn()
            #expect(try await server.send(.GET, "/recipes/\(recipe.id)", token: nil, cookie: cookie).status == 200)
        }
    }

    @Test func aModelThatFailsLeavesTheOfflineReadingInItsPlace() async throws {
        try await Self.withOCRAndModel(replies: [.openAI(content: "not json"), .openAI(content: "still not json")]) {
            server, _ in
                let form = WebTestServer.multipart(files: [try Self.photo("pancakes.png")], fileName: "pancakes.png")
                let answer = try await server.send(
                    .POST, "/v1/recipes", headers: [("Content-Type", form.contentType)], body: form.body)
                #expect(answer.status == 201, "\(answer.body)")
                #expect(answer.json["name"] as? String == "Pancakes")
                #expect((answer.json["ingredients"] as? [Any])?.count == 6)
        }
    }
}
