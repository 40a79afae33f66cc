import Foundation
import LarderTestSupport
import Testing

/// `larder config check` shows the extraction chain and base URL, and no credential a URL carries.
struct ConfigCheckTests {
    @Test func theChainAndBaseURLAreShownWithoutCredentials() throws {
        // Given a chain and a base URL with a user, a password and a key in its query
        let folder = try TemporaryDirectory()
        let config = """
            [extraction]
            chain = ["openai", "offline"]
            base_url = "http://larder:hunter2@127.0.0.1:8080/v1?api-version=2024&api_key=sk-config-SECRET-1234"
            chain_timeout_seconds = 45
            """
        let file = try folder.write(Data(config.utf8), to: "larder.toml")

        // When the file is checked
        let result = try LarderExecutable().run(["config", "check", file])

        // Then the chain, the URL's host, path and harmless query show, and its credentials do not
        #expect(result.exitCode == 0, "\(result.standardError)")
        let output = result.standardOutput
        #expect(output.contains(#"extraction.chain = ["openai", "offline"]"#), "\(output)")
        #expect(
            output.contains("extraction.base_url = http://127.0.0.1:8080/v1?api-version=2024&api_key=REDACTED"),
            "\(output)")
        #expect(output.contains("extraction.chain_timeout_seconds = 45.0"), "\(output)")
        for secret in ["hunter2", "sk-config-SECRET"] { #expect(!output.contains(secret), "\(output)") }
    }

    @Test func withoutAChainTheBackendAloneIsSaid() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write(Data("[extraction]\nbackend = \"offline\"\n".utf8), to: "larder.toml")

        let result = try LarderExecutable().run(["config", "check", file])

        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("extraction.chain = [] (the backend alone)"))
        #expect(result.standardOutput.contains("extraction.base_url = unset"))
    }
}
