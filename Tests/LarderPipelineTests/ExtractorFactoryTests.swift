import Foundation
import LarderCore
import LarderLLM
import LarderPipeline
import LarderStore
import LarderTestSupport
import Testing

/// One settings value builds the extractor for the CLI and the daemon alike.
struct ExtractorFactoryTests {
    private struct MatcherBuilt: Error {}

    private func database() throws -> (TemporaryDirectory, LarderDatabase) {
        let folder = try TemporaryDirectory()
        return (folder, try LarderDatabase.open(atPath: folder.path("larder.sqlite")))
    }

    @Test func theOfflineDefaultNeverBuildsTheFoodMatcher() throws {
        let (folder, database) = try database()
        // The matcher holds the whole food bank; building it here would throw.
        let extractor = try ExtractionSettings().makeExtractor(matcher: try { throw MatcherBuilt() }(), database: database)
        #expect(extractor.backend == "offline")
        withExtendedLifetime(folder) {}
    }

    @Test func aChainTriesItsBackendsInOrderAndAServerOnLoopbackNeedsNoKey() throws {
        let (folder, database) = try database()
        var settings = ExtractionSettings()
        settings.chain = [.openai, .offline]
        let environment = ["OPENAI_BASE_URL": "http://127.0.0.1:9/v1"]

        let extractor = try settings.makeExtractor(matcher: FoodMatcher(foods: []), database: database, environment: environment)

        let chain = try #require(extractor as? ChainLLMService)
        #expect(chain.backend == "openai>offline")
        #expect(chain.timeLimit == .seconds(120))
        #expect(try settings.openAI(environment: environment).0.baseURL == "http://127.0.0.1:9/v1")
        withExtendedLifetime(folder) {}
    }

    @Test func aNetworkBackendWithoutItsKeySaysWhereToPutOne() throws {
        var settings = ExtractionSettings()
        settings.backend = .claude

        let error = #expect(throws: ExtractorSettingsError.self) {
            _ = try settings.makeService(for: .claude, matcher: FoodMatcher(foods: []), environment: [:])
        }
        #expect(error?.message.contains("ANTHROPIC_API_KEY") == true)
        #expect(throws: ExtractorSettingsError.self) { _ = try settings.openAI(environment: [:]) }
    }

    @Test func theFlagsAndTheSettingsGiveOneExtractionSetting() throws {
        var settings = ExtractionSettings()
        settings.model = "llama3.1"
        settings.requestTimeoutSeconds = 600
        settings.maxOutputTokens = 1024
        settings.sendImage = .auto
        settings.prices.prices["llama3.1"] = PriceTable.Price(input: 0.1, output: 0.2, cachedInput: 0)
        let (configuration, _) = try settings.openAI(environment: ["OPENAI_BASE_URL": "http://127.0.0.1:9/v1"])

        #expect(configuration.model == "llama3.1")
        #expect(configuration.timeout == .seconds(600))
        #expect(configuration.maxOutputTokens == 1024)
        #expect(configuration.sendImage == .auto)
        #expect(configuration.prices.price(of: "llama3.1") == PriceTable.Price(input: 0.1, output: 0.2, cachedInput: 0))
    }

    @Test func autoAddFoodsReachesThePipelineBuiltFromTheSettings() {
        var settings = ExtractionSettings()
        #expect(!ReceiptPipeline.Configuration(extraction: settings).autoAddFoods)
        settings.autoAddFoods = true
        #expect(ReceiptPipeline.Configuration(extraction: settings).autoAddFoods)
    }
}

/// Household targets suggested along the backends, as `larder household suggest` and the web app ask for them.
struct TargetSuggestionTests {
    private let members = [
        HouseholdMember(name: "Anna", age: 30, sex: .female, weightKg: 60, heightCm: 165, activity: .moderate)
    ]
    private let computed = DailyTargets(
        kcal: 2100, protein: 60, carbohydrates: 260, fat: 70, saturatedFatMax: 23, sugarMax: 50, fibreMin: 30,
        sodiumMaxMg: 2300, source: "computed", explanation: "Mifflin-St Jeor")

    @Test func aServerThatRefusesIsToldAndTheOfflineTargetsAnswer() async throws {
        // Given a chain whose first backend is a server that refuses the connection (loopback's discard port)
        var settings = ExtractionSettings()
        settings.chain = [.openai, .offline]

        // When targets are suggested
        let suggestion = try await settings.suggestTargets(
            for: members, computed: computed, environment: ["OPENAI_BASE_URL": "http://127.0.0.1:9/v1"])

        // Then the server's refusal is told, and the offline backend's answer is the computed targets
        #expect(suggestion.refusals.map(\.backend) == ["openai"])
        #expect(suggestion.targets == computed)
    }

    @Test func withoutAnOfflineBackendEveryRefusalLeavesNoTargets() async throws {
        var settings = ExtractionSettings()
        settings.backend = .openai

        let suggestion = try await settings.suggestTargets(
            for: members, computed: computed, environment: ["OPENAI_BASE_URL": "http://127.0.0.1:9/v1"])

        #expect(suggestion.targets == nil)
        #expect(suggestion.refusals.count == 1)
    }
}
