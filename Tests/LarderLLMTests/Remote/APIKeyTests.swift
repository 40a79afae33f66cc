import Foundation
import LarderLLM
import LarderTestSupport
import Testing

/// Where keys come from, and that they never print.
struct APIKeyTests {
    @Test func theEnvironmentWinsOverFiles() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write(Data("from-file\n".utf8), to: "key")

        let key = APIKey.find(
            variable: "OPENAI_API_KEY", keyFile: file, credential: "openai-api-key",
            environment: ["OPENAI_API_KEY": "from-env"])

        #expect(key == APIKey("from-env"))
    }

    @Test func aKeyFileIsReadWithoutItsNewline() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write(Data("from-file\n".utf8), to: "key")

        let key = APIKey.find(variable: "OPENAI_API_KEY", keyFile: file, credential: "x", environment: [:])

        #expect(key == APIKey("from-file"))
    }

    @Test func systemdCredentialsAreTheLastResort() throws {
        let folder = try TemporaryDirectory()
        try folder.write(Data("from-credential".utf8), to: "anthropic-api-key")

        let key = APIKey.find(
            variable: "ANTHROPIC_API_KEY", credential: "anthropic-api-key",
            environment: ["ANTHROPIC_API_KEY": "  ", "CREDENTIALS_DIRECTORY": folder.url.path])

        #expect(key == APIKey("from-credential"))
    }

    @Test func noKeyAnywhereIsNil() {
        #expect(APIKey.find(variable: "OPENAI_API_KEY", credential: "openai-api-key", environment: [:]) == nil)
    }

    @Test func aKeyPrintsRedacted() throws {
        let key = try #require(APIKey("sk-secret"))

        #expect("\(key)" == "<redacted>")
        #expect(String(reflecting: key) == "<redacted>")
    }
}
