import Foundation
import LarderTestSupport
import Testing

/// `larder household suggest --backend openai|claude` against a loopback fake provider.
@Suite struct HouseholdSuggestTests {
    static let secret = "sk-e2e-TARGETS-0123456789abcdef"
    static let reply = """
        {"kcal": 2100, "protein_g": 95, "carbohydrates_g": 260, "fat_g": 70, "saturated_fat_max_g": 20,
         "sugar_max_g": 50, "fibre_min_g": 30, "sodium_max_mg": 2000,
         "explanation": "A little more protein and fibre than computed."}
        """

    @Test(arguments: ["openai", "claude"])
    func theModelsTargetsAreShownAndSaved(backend: String) async throws {
        let household = try HouseholdOfAnna()
        let (larder, database) = (household.larder, household.database)

        try await withFakeLLMServer { server in
            server.enqueue(
                backend == "openai"
                    ? .openAI(content: Self.reply) : .claude(toolInput: Self.reply, tool: "record_daily_targets"))
            let base = backend == "openai" ? server.baseURL + "/v1" : server.baseURL

            let result = try larder.run(
                ["household", "suggest", "--save", "--json", "--backend", backend, "--base-url", base,
                    "--db", database],
                environment: ["OPENAI_API_KEY": Self.secret, "ANTHROPIC_API_KEY": Self.secret])

            #expect(result.exitCode == 0, "\(result.standardError)")
            let targets = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
            #expect(targets?["kcal"] as? Double == 2100)
            #expect(targets?["source"] as? String == "llm:\(backend)")
            #expect(targets?["explanation"] as? String == "A little more protein and fibre than computed.")
            // The request carried the member and the computed 2046 kcal, never the key in its body
            let request = try #require(server.requests.first)
            #expect(request.text.contains("Anna: 30 years, female"))
            #expect(request.text.contains("kcal 2046"))
            #expect(!request.text.contains(Self.secret))
            #expect(!result.standardError.contains(Self.secret))
        }
        let saved = try larder.run(["household", "targets", "--json", "--db", database])
        #expect((try JSONSerialization.jsonObject(with: Data(saved.standardOutput.utf8)) as? [String: Any])?["kcal"]
            as? Double == 2100)
    }

    @Test func aChainFallsThroughToTheComputedTargetsWhenItsModelCannotAnswer() async throws {
        // Given a household of one, and a chain of openai then offline whose openai server answers nonsense
        let household = try HouseholdOfAnna()
        let (larder, database) = (household.larder, household.database)

        try await withFakeLLMServer { server in
            for _ in 0..<10 { server.enqueue(.openAI(content: "no targets here")) }

            // When targets are suggested along the chain
            let result = try larder.run(
                ["household", "suggest", "--json", "--chain", "openai", "offline", "--base-url",
                    server.baseURL + "/v1", "--db", database],
                environment: ["OPENAI_API_KEY": Self.secret])

            // Then openai was asked, said why it failed, and the computed targets are the answer
            #expect(result.exitCode == 0, "\(result.standardError)")
            #expect(!server.requests.isEmpty)
            #expect(result.standardError.contains("could not suggest targets"), "\(result.standardError)")
            let targets = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
            #expect((targets?["kcal"] as? Double)?.rounded() == 2046, "\(result.standardOutput)")
            #expect(targets?["source"] as? String != "llm:openai")
        }
    }
}

/// A database whose household is Anna, 30, female, 60 kg, 165 cm (computed: 2046 kcal), in a folder that lives
/// as long as this value.
private struct HouseholdOfAnna {
    let folder: TemporaryDirectory
    let larder: LarderExecutable
    var database: String { folder.path("larder.sqlite") }

    init() throws {
        folder = try TemporaryDirectory()
        larder = try LarderExecutable()
        let added = try larder.run(
            ["household", "add", "Anna", "--age", "30", "--sex", "female", "--weight", "60", "--height", "165",
                "--db", folder.path("larder.sqlite")])
        #expect(added.exitCode == 0, "\(added.standardError)")
    }
}
