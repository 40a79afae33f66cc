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
