import Foundation
import LarderCore
import LarderExtraction
import LarderTestSupport
import Testing

@testable import LarderLLM

/// Labels read through `LLMService`: the offline rules, and the network backends with the label schema.
struct LabelThroughLLMTests {
    let sleeper = Sleeper()

    static let ocr = RecognizedText(
        text: """
            Schoko Müsliriegel
            Nährwerte pro Riegel (25 g)
            Brennwert 441 kJ / 105 kcal
            Fett 4,5 g
            davon gesättigte Fettsäuren 2,0 g
            Kohlenhydrate 15,5 g
            davon Zucker 8,0 g
            Ballaststoffe 1,5 g
            Eiweiß 1,8 g
            Salz 0,05 g
            """,
        confidence: 90, seconds: 0.1, pages: 1, words: [])

    /// What a model answers for ``ocr``: the per-portion column as printed.
    static let perPortion = """
        {"product_name": "Schoko Müsliriegel", "basis": "per_portion", "portion_grams": 25, "energy_kj": 441,
         "energy_kcal": 105, "fat": 4.5, "saturated_fat": 2.0, "carbohydrates": 15.5, "sugar": 8.0, "fibre": 1.5,
         "protein": 1.8, "salt": 0.05, "sodium_mg": null}
        """

    @Test func openAISendsTheLabelSchemaAndThePerPortionColumnBecomesPerHundredGrams() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(.openAI(content: Self.perPortion))
            let log = LLMCallLog()

            let label = try await LLMCallLog.$current.withValue(log) {
                try await RemoteTestKit.openAI(server, sleeper: sleeper).readLabel(from: Self.ocr)
            }

            let request = try #require(server.requests.first)
            let format = try #require(request.json["response_format"] as? [String: Any])
            #expect((format["json_schema"] as? [String: Any])?["name"] as? String == "record_label")
            #expect(request.text.contains("Brennwert 441 kJ"))
            #expect(label.basis == .perPortion)
            #expect(label.portionGrams == 25)
            #expect(label.productName == "Schoko Müsliriegel")
            #expect(label.nutrition.kcal == 420)
            #expect(label.nutrition.fat == 18)
            #expect(abs((label.nutrition.sodiumMg ?? 0) - 80) < 1e-9)
            #expect(label.reviewReasons.isEmpty)
            #expect(log.calls.map(\.purpose) == ["label"])
        }
    }

    @Test func claudeIsForcedToTheLabelToolAndImplausibleNumbersGoToReviewNotRepair() async throws {
        try await withFakeLLMServer { server in
            // Given a reading whose sugars exceed its carbohydrates
            let implausible = Self.perPortion.replacingOccurrences(of: "\"sugar\": 8.0", with: "\"sugar\": 18.0")
            server.enqueue(.claude(toolInput: implausible, tool: "record_label"))

            let label = try await RemoteTestKit.claude(server, sleeper: sleeper).readLabel(from: Self.ocr)

            let choice = server.requests.first?.json["tool_choice"] as? [String: Any]
            #expect(choice?["name"] as? String == "record_label")
            #expect(server.requests.count == 1)
            #expect(label.needsReview)
        }
    }

    @Test func aReplyWithoutNutrientsIsRepairedOnce() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(.openAI(content: "{\"basis\": \"per_100g\"}"), .openAI(content: Self.perPortion))

            let label = try await RemoteTestKit.openAI(server, sleeper: sleeper).readLabel(from: Self.ocr)

            #expect(server.requests.count == 2)
            #expect(server.requests.last?.text.contains("the reply holds no nutrient") == true)
            #expect(label.nutrition.kcal == 420)
        }
    }

    @Test func theOfflineBackendReadsLabelsWithTheOfflineReader() async throws {
        let label = try await OfflineLLMService().readLabel(from: Self.ocr)

        #expect(label == (try NutritionLabelReader().read(Self.ocr.text)))
        #expect(label.nutrition.fat == 18)
    }
}
