import Foundation
import LarderDaemon
import LarderLLM
import LarderPipeline
import LarderTestSupport
import Testing

/// `[extraction]`'s chain, monthly budget and price table, read from a real TOML file.
struct ExtractionSettingsTests {
    func load(_ toml: String) throws -> DaemonSettings {
        let folder = try TemporaryDirectory()
        let file = try folder.write(Data(toml.utf8), to: "larder.toml")
        return try SettingsLoader(environment: [:]).check(file: file)
    }

    @Test func chainBudgetAndPricesAreRead() throws {
        // Given a chain, a budget, a new model's price and a changed default price
        let settings = try load(
            """
            [extraction]
            chain = ["claude", "openai", "offline"]
            monthly_budget_usd = 5

            [extraction.prices."llama3.1"]
            input = 0
            output = 0

            [extraction.prices."gpt-4.1-mini"]
            input = 0.5
            output = 2.0
            cached_input = 0.125
            """)

        // Then each is set, the new model is priced, and the other defaults stay
        #expect(settings.extraction.chain == [.claude, .openai, .offline])
        #expect(settings.extraction.monthlyBudgetUSD == 5)
        let prices = settings.extraction.prices
        #expect(prices.price(of: "llama3.1") == PriceTable.Price(input: 0, output: 0, cachedInput: 0))
        #expect(prices.price(of: "gpt-4.1-mini")?.cachedInput == 0.125)
        #expect(prices.price(of: "claude-sonnet-4-5") == PriceTable.defaults.prices["claude-sonnet-4-5"])
    }

    @Test func theCallTimeLimitAndReplyLengthAreReadForSlowServers() throws {
        #expect(try load("[extraction]\n").extraction.requestTimeoutSeconds == 60)
        #expect(try load("[extraction]\nrequest_timeout_seconds = 600\n").extraction.requestTimeoutSeconds == 600)
        #expect(try load("[extraction]\n").extraction.maxOutputTokens == 8192)
        #expect(try load("[extraction]\nmax_output_tokens = 1024\n").extraction.maxOutputTokens == 1024)
        #expect(throws: SettingsError.self) { try load("[extraction]\nmax_output_tokens = 10\n") }
    }

    @Test func theChainTimeLimitIsReadAndDefaultsToTwoMinutes() throws {
        #expect(try load("[extraction]\nchain_timeout_seconds = 45\n").extraction.chainTimeoutSeconds == 45)
        #expect(try load("[extraction]\n").extraction.chainTimeoutSeconds == 120)

        let zero = #expect(throws: SettingsError.self) { try load("[extraction]\nchain_timeout_seconds = 0\n") }

        #expect(zero?.key == "extraction.chain_timeout_seconds")
    }

    @Test func anUnknownBackendInTheChainIsRefusedByName() throws {
        let error = #expect(throws: SettingsError.self) { try load("[extraction]\nchain = [\"claude\", \"gemini\"]\n") }

        #expect(error?.key == "extraction.chain")
        #expect(error?.description.contains("unknown backend") == true)
    }

    @Test func aPriceWithoutOutputOrWithAnUnknownKeyIsRefused() throws {
        let missing = #expect(throws: SettingsError.self) {
            try load("[extraction.prices.\"m\"]\ninput = 1\n")
        }
        let unknown = #expect(throws: SettingsError.self) {
            try load("[extraction.prices.\"m\"]\ninput = 1\noutput = 2\ncache = 3\n")
        }
        let negative = #expect(throws: SettingsError.self) {
            try load("[extraction]\nmonthly_budget_usd = -1\n")
        }

        #expect(missing?.description.contains("needs input and output") == true)
        #expect(unknown?.description.contains("unknown keys [\"cache\"]") == true)
        #expect(negative?.key == "extraction.monthly_budget_usd")
    }
}

extension ExtractionSettingsTests {
    @Test func aModelWithTheOfflineBackendIsRefusedNamingTheKeys() throws {
        let error = #expect(throws: SettingsError.self) { try load("[extraction]\nmodel = \"llama3.1\"\n") }
        #expect(error?.key == "extraction.model")
        #expect(error?.message.contains("extraction.backend") == true)
        #expect(try load("[extraction]\nbackend = \"openai\"\nmodel = \"llama3.1\"\n").extraction.model == "llama3.1")
    }
}
