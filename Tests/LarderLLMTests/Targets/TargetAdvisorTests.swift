import Foundation
import LarderCore
import LarderTestSupport
import Testing

@testable import LarderLLM

/// Household targets asked of a model, against a loopback server speaking each provider's API.
struct TargetAdvisorTests {
    static let members = [
        HouseholdMember(name: "Anna", age: 30, sex: .female, weightKg: 60, heightCm: 165, activity: .moderate)
    ]
    static let computed = DailyTargets(
        kcal: 2046, protein: 77, carbohydrates: 281, fat: 68, saturatedFatMax: 23, sugarMax: 92, fibreMin: 25,
        sodiumMaxMg: 2400, source: "computed", explanation: "")
    static let reply = """
        {"kcal": 2000, "protein_g": 90, "carbohydrates_g": 250, "fat_g": 70, "saturated_fat_max_g": 20,
         "sugar_max_g": 50, "fibre_min_g": 30, "sodium_max_mg": 2000,
         "explanation": "Slightly more protein for a moderately active adult; WHO's 50 g free-sugar limit."}
        """
    static let secret = "sk-test-targets-0123456789"

    @Test func openAIIsAskedWithTheMembersAndAStrictSchema() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(.openAI(content: Self.reply))
            var configuration = OpenAILLMService.Configuration()
            configuration.baseURL = server.baseURL + "/v1"

            let targets = try await TargetAdvisor(provider: .openai(configuration, key: APIKey(Self.secret)))
                .suggestTargets(for: Self.members, computed: Self.computed)

            #expect(targets.kcal == 2000)
            #expect(targets.protein == 90)
            #expect(targets.sugarMax == 50)
            #expect(targets.sodiumMaxMg == 2000)
            #expect(targets.source == "llm:openai")
            #expect(targets.explanation.hasPrefix("Slightly more protein"))
            let request = try #require(server.requests.first)
            #expect(request.path == "/v1/chat/completions")
            #expect(request.headers["authorization"] == "Bearer \(Self.secret)")
            #expect(request.text.contains("Anna: 30 years, female"))
            #expect(request.text.contains("Computed daily targets: kcal 2046"))
            let format = try #require(request.json["response_format"] as? [String: Any])
            let schema = try #require(format["json_schema"] as? [String: Any])
            #expect(schema["name"] as? String == "record_daily_targets")
            #expect(schema["strict"] as? Bool == true)
        }
    }

    @Test func claudeIsForcedToCallTheTargetsTool() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(.claude(toolInput: Self.reply, tool: "record_daily_targets"))
            var configuration = ClaudeLLMService.Configuration()
            configuration.baseURL = server.baseURL

            let targets = try await TargetAdvisor(provider: .claude(configuration, key: APIKey(Self.secret)!))
                .suggestTargets(for: Self.members, computed: Self.computed)

            #expect(targets.fibreMin == 30)
            #expect(targets.source == "llm:claude")
            let request = try #require(server.requests.first)
            #expect(request.path == "/v1/messages")
            #expect(request.headers["x-api-key"] == Self.secret)
            let choice = try #require(request.json["tool_choice"] as? [String: Any])
            #expect(choice["name"] as? String == "record_daily_targets")
        }
    }

    @Test func anImplausibleAnswerIsAnErrorThatNamesIt() async throws {
        try await withFakeLLMServer { server in
            // 9000 kcal is more than twice the computed 2046: a per-week answer or a misread unit.
            server.enqueue(.openAI(content: Self.reply.replacingOccurrences(of: "2000,", with: "9000,")))
            var configuration = OpenAILLMService.Configuration()
            configuration.baseURL = server.baseURL + "/v1"

            let error = await #expect(throws: ExtractionError.self) {
                try await TargetAdvisor(provider: .openai(configuration, key: nil))
                    .suggestTargets(for: Self.members, computed: Self.computed)
            }

            #expect(error?.code == .malformedReply)
            #expect(error?.message.contains("9000 kcal is implausible") == true)
        }
    }

    @Test func aReplyWithoutValuesIsAnError() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(.openAI(content: "{\"kcal\": 2000}"))
            var configuration = OpenAILLMService.Configuration()
            configuration.baseURL = server.baseURL + "/v1"

            let error = await #expect(throws: ExtractionError.self) {
                try await TargetAdvisor(provider: .openai(configuration, key: nil))
                    .suggestTargets(for: Self.members, computed: Self.computed)
            }

            #expect(error?.message.contains("no positive protein_g") == true)
        }
    }
}
