import Foundation
import LarderTestSupport
import Testing

/// `larder label --backend openai` against a loopback provider, with a real label image and real OCR.
@Suite struct LabelBackendTests {
    @Test func aLabelIsReadByTheModelAndItsCallIsInTheLedger() async throws {
        try await withFakeLLMServer { server in
            // Given a provider that reads the Vollmilch label's per-100-ml column
            server.enqueue(
                .openAI(
                    content: """
                        {"product_name": "Frische Vollmilch", "basis": "per_100ml", "portion_grams": null,
                         "energy_kj": 268, "energy_kcal": 64, "fat": 3.5, "saturated_fat": 2.3,
                         "carbohydrates": 4.8, "sugar": 4.8, "fibre": 0, "protein": 3.4, "salt": 0.13,
                         "sodium_mg": null}
                        """))
            let folder = try TemporaryDirectory()
            let db = folder.path("larder.sqlite")
            let image = Fixtures.packageRoot.appendingPathComponent("TestReceipts/labels/de-vollmilch-100ml.png").path
            let larder = try LarderExecutable()

            // When the label is read with the openai backend
            let result = try larder.run(
                ["label", "--json", "--db", db, "--backend", "openai", "--base-url", server.baseURL + "/v1", image],
                environment: ["OPENAI_API_KEY": "sk-label-test", "OMP_THREAD_LIMIT": "1"])

            // Then the model's numbers are stored per 100 g, the request carried the OCR text, and the call is billed
            #expect(result.exitCode == 0, "\(result.standardError)")
            let outcome = try #require(
                try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            let nutrition = (outcome["food"] as? [String: Any])?["nutrition"] as? [String: Any]
            #expect(nutrition?["kcal"] as? Double == 64)
            #expect(nutrition?["sodiumMg"] as? Double == 52)
            #expect(outcome["basis"] as? String == "per_100ml")
            #expect(server.requests.first?.text.localizedCaseInsensitiveContains("Brennwert") == true)
            let usage = try larder.run(["usage", "--json", "--db", db])
            #expect(usage.standardOutput.contains("\"calls\" : 1"))
        }
    }
}
