import Foundation
import LarderCore
import LarderReports
import LarderTestSupport
import Testing

/// `/household`: members with their activity and diet, then targets suggested by Mifflin–St Jeor, edited, saved.
@Suite struct WebHouseholdTests {
    @Test func membersAreAddedAndTheirSuggestedTargetsSavedAsTheyAreOrEdited() async throws {
        try await WebTestServer.with { server in
            let cookie = try await server.signIn()
            let empty = try await server.send(.GET, "/household", token: nil, cookie: cookie)
            #expect(empty.body.contains("Add the household's members first"))
            let csrf = try WebTestServer.field("csrf", in: empty.body)

            // When two members are added
            for member in [
                "name=Anna&age=30&sex=female&weightKg=60&heightCm=165&activity=moderate&diet=standard",
                "name=Ben&age=40&sex=male&weightKg=80&heightCm=180&activity=sedentary&diet=high-protein",
            ] {
                let added = try await server.postForm("/household/members", cookie: cookie, "csrf=\(csrf)&\(member)")
                #expect(added.status == 303, "\(added.body)")
            }

            // Then the page suggests the targets the CLI computes for them
            let members = try server.database.householdMembers()
            let suggested = try #require(HouseholdTargets.targets(for: members))
            let page = try await server.send(.GET, "/household", token: nil, cookie: cookie)
            #expect(page.body.contains("Anna, 30, female") && page.body.contains("Ben, 40, male"))
            #expect(try WebTestServer.field("kcal", in: page.body) == String(format: "%.0f", suggested.kcal))

            // And saving them unchanged keeps them as computed; with a change, as the person's
            let fields = HouseholdFieldsProbe.fields(of: suggested)
            let saved = try await server.postForm("/household/targets", cookie: cookie, "csrf=\(csrf)&\(fields)")
            #expect(saved.status == 303)
            #expect(try server.database.savedHouseholdTargets()?.source == "computed")
            let edited = fields.replacingOccurrences(
                of: "kcal=\(String(format: "%.0f", suggested.kcal))", with: "kcal=2000")
            _ = try await server.postForm("/household/targets", cookie: cookie, "csrf=\(csrf)&\(edited)")
            let stored = try #require(try server.database.savedHouseholdTargets())
            #expect(stored.kcal == 2000 && stored.source == "user")

            // And a member is removed
            let anna = try #require(members.first { $0.name == "Anna" }?.id)
            let removed = try await server.postForm("/household/members/\(anna)/remove", cookie: cookie, "csrf=\(csrf)")
            #expect(removed.status == 303)
            #expect(try server.database.householdMembers().map(\.name) == ["Ben"])
        }
    }

    @Test func aMemberWithoutAPlausibleAgeIsRefused() async throws {
        try await WebTestServer.with { server in
            let cookie = try await server.signIn()
            let page = try await server.send(.GET, "/household", token: nil, cookie: cookie)
            let csrf = try WebTestServer.field("csrf", in: page.body)
            let refused = try await server.postForm(
                "/household/members", cookie: cookie,
                "csrf=\(csrf)&name=X&age=300&sex=female&weightKg=60&heightCm=165&activity=moderate&diet=standard")
            #expect(refused.status == 400)
            #expect(try server.database.householdMembers().isEmpty)
        }
    }
}

/// The household's targets suggested by a configured model, reviewed, then saved as its or as the person's.
@Suite struct WebHouseholdModelTests {
    @Test func aModelsSuggestionIsShownThenSavedAsItsOwnOrAsEdited() async throws {
        try await withFakeLLMServer { llm in
            let reply = """
                {"kcal": 2100, "protein_g": 95, "carbohydrates_g": 260, "fat_g": 70, "saturated_fat_max_g": 20,
                 "sugar_max_g": 50, "fibre_min_g": 30, "sodium_max_mg": 2000,
                 "explanation": "A little more protein and fibre than computed."}
                """
            llm.enqueue(.openAI(content: reply), .openAI(content: reply))
            let baseURL = llm.baseURL + "/v1"
            try await WebTestServer.with(configure: { configuration in
                configuration.extraction.chain = [.openai, .offline]
                configuration.extraction.baseURL = baseURL
            }) { server in
                try server.database.addHouseholdMember(
                    HouseholdMember(
                        name: "Anna", age: 30, sex: .female, weightKg: 60, heightCm: 165, activity: .moderate,
                        diet: .standard))
                let cookie = try await server.signIn()
                let page = try await server.send(.GET, "/household", token: nil, cookie: cookie).body
                #expect(page.contains("formaction=\"/household/suggest\""))
                let csrf = try WebTestServer.field("csrf", in: page)

                // When the person asks the model
                let asked = try await server.postForm("/household/suggest", cookie: cookie, "csrf=\(csrf)")

                // Then its targets fill the form, not yet saved
                #expect(asked.status == 200, "\(asked.body)")
                #expect(asked.body.contains("Suggested by openai, not saved yet"))
                #expect(try WebTestServer.field("kcal", in: asked.body) == "2100")
                #expect(try server.database.savedHouseholdTargets() == nil)
                #expect(llm.requests.first?.text.contains("Anna") == true)

                // And saving them as shown keeps them as the model's
                let fields = try HouseholdPageFields.submitted(asked.body)
                _ = try await server.postForm("/household/targets", cookie: cookie, "csrf=\(csrf)&\(fields)")
                let saved = try #require(try server.database.savedHouseholdTargets())
                #expect(saved.source == "llm:openai" && saved.kcal == 2100 && saved.protein == 95)

                // And saving a changed value makes them the person's
                let again = try await server.postForm("/household/suggest", cookie: cookie, "csrf=\(csrf)")
                let changed = try HouseholdPageFields.submitted(again.body)
                    .replacingOccurrences(of: "&kcal=2100", with: "&kcal=1900")
                _ = try await server.postForm("/household/targets", cookie: cookie, "csrf=\(csrf)&\(changed)")
                let edited = try #require(try server.database.savedHouseholdTargets())
                #expect(edited.source == "user" && edited.kcal == 1900 && edited.protein == 95)
            }
        }
    }

    @Test func withoutANetworkBackendThereIsNoModelToAsk() async throws {
        try await WebTestServer.with { server in
            let cookie = try await server.signIn()
            let page = try await server.send(.GET, "/household", token: nil, cookie: cookie).body
            #expect(!page.contains("/household/suggest"))
            let asked = try await server.postForm(
                "/household/suggest", cookie: cookie, "csrf=\(try WebTestServer.field("csrf", in: page))")
            #expect(asked.status == 404)
        }
    }
}

/// The targets form's fields as a browser submits them: the hidden ones, then the inputs, in page order.
enum HouseholdPageFields {
    static func submitted(_ page: String) throws -> String {
        guard let form = page.range(of: "action=\"/household/targets\"") else {
            throw WebTestError(message: "no targets form on the page")
        }
        let rest = page[form.upperBound...]
        let end = rest.range(of: "</form>")?.lowerBound ?? rest.endIndex
        let pattern = /name="([a-zA-Z-]+)" value="([^"]*)"/
        return rest[..<end].matches(of: pattern).filter { $0.output.1 != "csrf" }
            .map { "\($0.output.1)=\($0.output.2)" }.joined(separator: "&")
    }
}
