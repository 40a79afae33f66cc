import Foundation
import LarderCore
import LarderStore
import LarderTestSupport
import Testing

/// The food pages' changes beyond a food's values: names taught and forgotten, duplicates merged, foods deleted,
/// a label photo sent to the labels folder, and a new food's values estimated by a model.
@Suite struct WebFoodBankTests {
    private func form(_ fields: [String: String]) -> String {
        fields.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }
            .joined(separator: "&")
    }

    @Test func aNameIsTaughtAndForgottenAndADuplicateMergedThenDeleted() async throws {
        try await WebTestServer.with { server in
            // Given a duplicate of whole milk, and a receipt item linked to it
            let milk = try #require(try server.database.searchFoods("whole milk", limit: 1).first?.foodId)
            let duplicate = try #require(
                try server.database.addFood(
                    Food(name: "Vollmilch Hof", category: .dairy, nutrition: Nutrition(kcal: 65), source: "user")
                ).id)
            let tripId = try server.storeTrip(store: "Rewe", date: "2026-03-05", items: [("milk", "HOFMILCH", 119)])
            let itemId = try #require(try server.database.trip(id: tripId).items.first?.id)
            try server.database.link(itemId: itemId, toFood: duplicate)
            let cookie = try await server.signIn()
            let page = try await server.send(.GET, "/foods/\(duplicate)", token: nil, cookie: cookie).body
            let csrf = try WebTestServer.field("csrf", in: page)
            #expect(page.contains("Also known as") && page.contains("action=\"/foods/\(duplicate)/merge\""))

            // When a name is taught, then forgotten
            let taught = try await server.postForm(
                "/foods/\(duplicate)/aliases", cookie: cookie, form(["csrf": csrf, "alias": "BERGBAUERN MILCH"]))
            #expect(taught.status == 303)
            #expect(try server.database.aliases(ofFood: duplicate).map(\.alias).contains("BERGBAUERN MILCH"))
            let forgotten = try await server.postForm(
                "/foods/\(duplicate)/aliases", cookie: cookie,
                form(["csrf": csrf, "alias": "BERGBAUERN MILCH", "remove": "yes"]))
            #expect(forgotten.status == 303)
            #expect(!(try server.database.aliases(ofFood: duplicate).map(\.alias).contains("BERGBAUERN MILCH")))

            // And the duplicate is merged into whole milk, named as the person typed it
            let unconfirmed = try await server.postForm(
                "/foods/\(duplicate)/merge", cookie: cookie, form(["csrf": csrf, "into": "whole milk"]))
            #expect(unconfirmed.status == 400)
            let merged = try await server.postForm(
                "/foods/\(duplicate)/merge", cookie: cookie, form(["csrf": csrf, "into": "whole milk", "confirm": "yes"]))

            // Then the item feeds whole milk, the duplicate is gone, and its name matches whole milk
            #expect(merged.status == 303 && merged.headers["Location"].first == "/foods/\(milk)")
            #expect(try server.database.item(id: itemId)?.foodId == milk)
            #expect(try server.database.food(id: duplicate) == nil)
            #expect(try server.database.aliases(ofFood: milk).map(\.alias).contains("Vollmilch Hof"))

            // And deleting a food leaves its items without one
            let deleted = try await server.postForm(
                "/foods/\(milk)/delete", cookie: cookie, form(["csrf": csrf, "confirm": "yes"]))
            #expect(deleted.status == 303)
            #expect(try server.database.food(id: milk) == nil)
            #expect(try server.database.item(id: itemId)?.foodId == nil)
        }
    }

    @Test func aLabelPhotoGoesToTheLabelsFolderAsALabelJob() async throws {
        let labelsName = "labels-\(UUID().uuidString)"
        try await WebTestServer.with(configure: { configuration in
            configuration.labelsFolder = configuration.inboxFolder + "/" + labelsName
        }) { server in
            let labels = server.inbox + "/" + labelsName
            try FileManager.default.createDirectory(atPath: labels, withIntermediateDirectories: true)
            let cookie = try await server.signIn()
            let page = try await server.send(.GET, "/foods/new", token: nil, cookie: cookie).body
            #expect(page.contains("action=\"/foods/label\"") && page.contains("capture=\"environment\""))
            let csrf = try WebTestServer.field("csrf", in: page)

            // When a photo of a label is sent
            let photo = try [UInt8](Data(contentsOf: URL(fileURLWithPath: try #require(try LabelSample.all().first).imagePath)))
            let upload = WebTestServer.multipart(files: [photo], fields: ["csrf": csrf], fileName: "label.png")
            let sent = try await server.send(
                .POST, "/foods/label", token: nil, cookie: cookie, headers: [("Content-Type", upload.contentType)],
                body: upload.body)

            // Then it waits in the labels folder as a label job, and the foods page says so
            #expect(sent.status == 303, "\(sent.body)")
            #expect(sent.headers["Location"].first == "/foods?label=queued")
            let files = try FileManager.default.contentsOfDirectory(atPath: labels)
            #expect(files.count == 1 && files.first?.hasSuffix(".png") == true)
            let job = try #require(try server.database.pendingJob(sourcePath: labels + "/" + (files.first ?? "")))
            #expect(job.kind == .label)
            let notice = try await server.send(.GET, "/foods?label=queued", token: nil, cookie: cookie)
            #expect(notice.body.contains("The label is with the daemon"))

            // And a file that is no image is refused, adding nothing
            let text = WebTestServer.multipart(files: [Array("not a photo".utf8)], fields: ["csrf": csrf])
            let refused = try await server.send(
                .POST, "/foods/label", token: nil, cookie: cookie, headers: [("Content-Type", text.contentType)],
                body: text.body)
            #expect(refused.status == 415)
            #expect(try FileManager.default.contentsOfDirectory(atPath: labels).count == 1)
        }
    }

    @Test func withoutALabelsFolderOrANetworkBackendThePageOffersNeither() async throws {
        try await WebTestServer.with { server in
            let cookie = try await server.signIn()
            let page = try await server.send(.GET, "/foods/new", token: nil, cookie: cookie).body
            #expect(!page.contains("/foods/label") && !page.contains("/foods/estimate"))
            let csrf = try WebTestServer.field("csrf", in: page)
            let estimate = try await server.postForm(
                "/foods/estimate", cookie: cookie, form(["csrf": csrf, "name": "oat milk", "category": "dairy"]))
            #expect(estimate.status == 404)
        }
    }

    @Test func aNewFoodsValuesAreEstimatedByTheModelThenSavedAsAnEstimate() async throws {
        try await withFakeLLMServer { llm in
            llm.enqueue(
                .openAI(
                    content: """
                        {"kcal": 46, "protein": 1.0, "carbohydrates": 6.7, "fat": 1.5, "saturated_fat": 0.2,
                         "sugar": 4.0, "fibre": 0.8, "sodium_mg": 40}
                        """))
            let baseURL = llm.baseURL + "/v1"
            try await WebTestServer.with(configure: { configuration in
                configuration.extraction.chain = [.openai, .offline]
                configuration.extraction.baseURL = baseURL
            }) { server in
                let cookie = try await server.signIn()
                let page = try await server.send(.GET, "/foods/new", token: nil, cookie: cookie).body
                #expect(page.contains("formaction=\"/foods/estimate\""))
                let csrf = try WebTestServer.field("csrf", in: page)

                // When the person names a food and asks for an estimate
                let estimated = try await server.postForm(
                    "/foods/estimate", cookie: cookie, form(["csrf": csrf, "name": "barista nut blend", "category": "dairy"]))

                // Then the form comes back filled in, marked as an estimate, and the call is in the ledger
                #expect(estimated.status == 200, "\(estimated.body)")
                #expect(estimated.body.contains("Estimated by openai"))
                #expect(estimated.body.contains("name=\"kcal\" type=\"number\" min=\"0\" step=\"any\" value=\"46.0\""))
                #expect(llm.requests.first?.text.contains("barista nut blend") == true)
                #expect(try server.database.usage(from: .distantPast, to: .distantFuture).count == 1)
                #expect(try server.database.searchFoods("barista nut blend", limit: 5).allSatisfy { $0.foodName != "barista nut blend" })

                // And saving it keeps it marked as a model's estimate
                let saved = try await server.postForm(
                    "/foods", cookie: cookie,
                    form(["csrf": csrf, "name": "barista nut blend", "category": "dairy", "kcal": "46",
                        "source": "llm_estimate"]))
                #expect(saved.status == 303)
                let food = try #require(try server.database.searchFoods("barista nut blend", limit: 1).first)
                #expect(try server.database.food(id: food.foodId)?.source == "llm_estimate")
            }
        }
    }
}
