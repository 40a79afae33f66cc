import Foundation
import LarderCore
import LarderTestSupport
import Testing

@testable import LarderLLM

/// Sorting typed shopping-list items into aisles through the network backends, and the offline backend's refusal.
struct ShoppingCategoryQuestionTests {
    let sleeper = Sleeper()

    @Test func openAIIsAskedWithTheAisleKeysAndItsAnswerIsOneAislePerItem() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(.openAI(content: #"{"aisles": ["milk_products", "household_supplies"]}"#))
            let log = LLMCallLog()

            let aisles = try await LLMCallLog.$current.withValue(log) {
                try await RemoteTestKit.openAI(server, sleeper: sleeper).categorise(
                    shoppingItems: ["Halloumi", "Spülmaschinentabs"])
            }

            #expect(aisles == [.milkProducts, .householdSupplies])
            let request = try #require(server.requests.first)
            let format = try #require(request.json["response_format"] as? [String: Any])
            let schema = try #require(format["json_schema"] as? [String: Any])
            #expect(schema["name"] as? String == "record_aisles")
            #expect(request.text.contains("Spülmaschinentabs") && request.text.contains("household_supplies"))
            #expect(log.calls.map(\.purpose) == ["categorise"])
        }
    }

    @Test func anAnswerWithTheWrongNumberOfAislesIsRepairedOnceThenRefused() async throws {
        try await withFakeLLMServer { server in
            let reply = FakeReply.claude(toolInput: #"{"aisles": ["pantry"]}"#, tool: "record_aisles")
            server.enqueue(reply, reply)

            let error = await #expect(throws: ExtractionError.self) {
                try await RemoteTestKit.claude(server, sleeper: sleeper).categorise(shoppingItems: ["rice", "soap"])
            }

            #expect(server.requests.count == 2)
            #expect(server.requests.last?.text.contains("give exactly 2 aisles") == true)
            #expect(error?.code == .malformedReply)
        }
    }

    @Test func theOfflineBackendSaysItCannotSortItems() async throws {
        let error = await #expect(throws: ExtractionError.self) {
            try await OfflineLLMService().categorise(shoppingItems: ["soap"])
        }
        #expect(error?.code == .unsupported)
    }
}
