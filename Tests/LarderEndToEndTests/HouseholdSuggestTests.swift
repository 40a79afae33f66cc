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
        let folder = try TemporaryDirectory()
        let larder = try LarderExecutable()
        let database = folder.path("larder.sqlite")
        let added = try larder.run(
            ["household", "add", "Anna", "--age", "30", "--sex", "female", "--weight", "60", "--height", "165",
                "--db", database])
        #expect(added.exitCode == 0, "\(added.standardError)")

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
}
