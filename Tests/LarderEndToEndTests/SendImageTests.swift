import Foundation
import LarderTestSupport
import Testing

/// `larder process --send-image always` puts the photo itself into the request.
@Suite struct SendImageTests {
    @Test func theReceiptPhotoGoesAlongAsADataURL() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(.openAI(content: NetworkBackendTests.reply))
            let folder = try TemporaryDirectory()
            let image = Fixtures.testReceipt("aldi-nord-01.jpg")

            let result = try LarderExecutable().run(
                ["process", "--db", folder.path("larder.sqlite"), "--backend", "openai", "--send-image", "always",
                    "--base-url", server.baseURL + "/v1", image],
                environment: ["OPENAI_API_KEY": "sk-image-test", "OMP_THREAD_LIMIT": "1"])

            #expect(result.exitCode == 0, "\(result.standardError)")
            let encoded = try Data(contentsOf: URL(fileURLWithPath: image)).base64EncodedString()
            #expect(server.requests.first?.text.contains("data:image/jpeg;base64," + encoded) == true)
        }
    }
}
