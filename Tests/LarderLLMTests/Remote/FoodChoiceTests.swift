import Foundation
import LarderCore
import LarderTestSupport
import Logging
import Testing

@testable import LarderLLM

/// The model's `food_id` is kept only when it names a candidate the request offered.
struct FoodChoiceTests {
    let sleeper = Sleeper()

    /// A food bank of two foods: whole milk (id 3), which the milk line draws, and rice (id 8), which nothing does.
    static let matcher = FoodMatcher(foods: [
        MatchableFood(id: 3, name: "whole milk", category: .dairy, aliases: ["Vollmilch"]),
        MatchableFood(id: 8, name: "basmati rice", category: .pantry, aliases: ["Basmatireis"]),
    ])

    static func reply(milkFood: Int, bananaFood: Int?) -> String {
        RemoteTestKit.reply()
            .replacingOccurrences(of: "\"food_id\":3", with: "\"food_id\":\(milkFood)")
            .replacingOccurrences(of: "\"food_id\":null", with: "\"food_id\":\(bananaFood.map(String.init) ?? "null")")
    }

    func service(_ server: FakeLLMServer) -> OpenAILLMService {
        var configuration = OpenAILLMService.Configuration()
        configuration.baseURL = server.baseURL + "/v1"
        return OpenAILLMService(
            configuration: configuration, key: RemoteTestKit.key, matcher: Self.matcher,
            sleep: { await sleeper.sleep($0) })
    }

    @Test func anOfferedFoodIsKeptAndAFoodThatWasNotOfferedIsDropped() async throws {
        try await withFakeLLMServer { server in
            // Given a reply choosing whole milk (offered for the milk line) and rice for the bananas (never offered)
            server.enqueue(.openAI(content: Self.reply(milkFood: 3, bananaFood: 8)))

            // When the receipt is extracted
            let receipt = try await service(server).extractReceipt(from: RemoteTestKit.ocr)

            // Then the request offered milk as a candidate, the milk keeps its food, and the bananas lose the guess
            #expect(server.requests.first?.text.contains("candidates: 3=whole milk") == true)
            #expect(server.requests.first?.text.contains("8=basmati rice") == false)
            #expect(receipt.items.map(\.chosenFoodId) == [3, nil])
        }
    }

    @Test func anIdOutsideTheFoodBankIsDropped() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(.openAI(content: Self.reply(milkFood: 999, bananaFood: nil)))

            let receipt = try await service(server).extractReceipt(from: RemoteTestKit.ocr)

            #expect(receipt.items.map(\.chosenFoodId) == [nil, nil])
        }
    }
}
