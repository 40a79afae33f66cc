import Foundation
import LarderCore
import LarderTestSupport
import Testing

@testable import LarderLLM

/// Estimating a food's nutrition per 100 g through the network backends, and the offline backend's refusal.
struct NutritionEstimateTests {
    let sleeper = Sleeper()

    static let oatMilk = """
        {"kcal": 46, "protein": 1.0, "carbohydrates": 6.7, "fat": 1.5, "saturated_fat": 0.2, "sugar": 4.0,
         "fibre": 0.8, "sodium_mg": 40}
        """

    @Test func openAIIsAskedWithTheNutritionSchemaAndItsAnswerIsPerHundredGrams() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(.openAI(content: Self.oatMilk))
            let log = LLMCallLog()

            let nutrition = try await LLMCallLog.$current.withValue(log) {
                try await RemoteTestKit.openAI(server, sleeper: sleeper).estimateNutrition(
                    ofFood: "oat milk", category: .dairy)
            }

            let request = try #require(server.requests.first)
            let format = try #require(request.json["response_format"] as? [String: Any])
            let schema = try #require(format["json_schema"] as? [String: Any])
            #expect(schema["name"] as? String == "record_nutrition")
            #expect(schema["strict"] as? Bool == true)
            #expect(request.text.contains("Food: oat milk"))
            #expect(nutrition == Nutrition(
                kcal: 46, protein: 1, carbohydrates: 6.7, fat: 1.5, saturatedFat: 0.2, sugar: 4, fibre: 0.8,
                sodiumMg: 40))
            #expect(log.calls.map(\.purpose) == ["estimate"])
        }
    }

    @Test func anImplausibleEstimateIsRepairedOnceThenRefused() async throws {
        try await withFakeLLMServer { server in
            // Given Claude answering with more sugar than carbohydrates, twice
            let bad = Self.oatMilk.replacingOccurrences(of: "\"sugar\": 4.0", with: "\"sugar\": 9.0")
            let reply = FakeReply.claude(toolInput: bad, tool: "record_nutrition")
            server.enqueue(reply, reply)

            let error = await #expect(throws: ExtractionError.self) {
                try await RemoteTestKit.claude(server, sleeper: sleeper).estimateNutrition(
                    ofFood: "oat milk", category: .dairy)
            }

            // Then the repair quoted the problem, the tool was forced, and the error names the food
            #expect(server.requests.count == 2)
            let choice = server.requests.first?.json["tool_choice"] as? [String: Any]
            #expect(choice?["name"] as? String == "record_nutrition")
            #expect(server.requests.last?.text.contains("sugar is more than carbohydrates") == true)
            #expect(error?.code == .malformedReply)
            #expect(error?.message.contains("'oat milk'") == true)
        }
    }

    @Test func theOfflineBackendSaysItCannotEstimate() async throws {
        let error = await #expect(throws: ExtractionError.self) {
            try await OfflineLLMService().estimateNutrition(ofFood: "oat milk", category: .dairy)
        }

        #expect(error?.code == .unsupported)
    }
}
