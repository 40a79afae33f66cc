import Foundation
import LarderLogging
import Logging
import Testing

/// Token counts are usage figures and show; web tokens and keys under "token" keys stay hidden.
struct TokenCountRedactionTests {
    @Test(arguments: [LogFormat.text, .json, .journal])
    func tokenCountsOfAModelCallShow(format: LogFormat) {
        let captured = CapturedLines()
        let logger = captured.logger(format: format)

        // The metadata a model call is logged with
        logger.info(
            "model call",
            metadata: ["inputTokens": "812", "outputTokens": "305", "cachedTokens": "0", "cache_read_input_tokens": "7"])

        let output = captured.all.joined()
        #expect(!output.contains("<redacted>"), "\(output)")
        for count in ["812", "305", "7"] { #expect(output.contains(count), "\(output)") }
    }

    @Test(arguments: [LogFormat.text, .json, .journal])
    func secretsUnderTokenAndKeyNamesStayHidden(format: LogFormat) {
        let captured = CapturedLines()
        let logger = captured.logger(format: format)

        logger.info(
            "calling",
            metadata: [
                "accessToken": "eyJhbGciOiJIUzI1NiJ9.payload.signature", "sessionToken": "8271635409",
                "apiKeyTokens": "123456", "refreshTokens": "abc123def", "apiKey": "4242424242",
            ])

        let output = captured.all.joined()
        for secret in ["eyJhbGciOiJIUzI1NiJ9", "8271635409", "123456", "abc123def", "4242424242"] {
            #expect(!output.contains(secret), "\(secret) leaked: \(output)")
        }
        #expect(output.components(separatedBy: "<redacted>").count - 1 == 5)
    }
}
