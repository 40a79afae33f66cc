import Foundation
import LarderCore
import LarderTestSupport
import Testing

@testable import LarderLLM

/// `send_image`: the receipt photo goes along as an OpenAI `image_url` data URL or a Claude `image` block.
struct ImageSendingTests {
    let sleeper = Sleeper()

    static var png: ReceiptImage {
        get throws {
            let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt("dm-01.png")))
            return try #require(ReceiptImage(data: data))
        }
    }

    /// The OCR of ``RemoteTestKit/ocr`` with the given confidence.
    static func ocr(confidence: Double) -> RecognizedText {
        var ocr = RemoteTestKit.ocr
        ocr.confidence = confidence
        return ocr
    }

    func openAI(_ server: FakeLLMServer, _ policy: ImagePolicy) -> OpenAILLMService {
        var configuration = OpenAILLMService.Configuration()
        configuration.baseURL = server.baseURL + "/v1"
        configuration.sendImage = policy
        return OpenAILLMService(
            configuration: configuration, key: RemoteTestKit.key, sleep: { await sleeper.sleep($0) })
    }

    func claude(_ server: FakeLLMServer, _ policy: ImagePolicy) -> ClaudeLLMService {
        var configuration = ClaudeLLMService.Configuration()
        configuration.baseURL = server.baseURL
        configuration.sendImage = policy
        return ClaudeLLMService(
            configuration: configuration, key: RemoteTestKit.key, sleep: { await sleeper.sleep($0) })
    }

    @Test func alwaysSendsOpenAIAnImageURLPartWithTheBase64Image() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(.openAI(content: RemoteTestKit.reply()))
            let image = try Self.png

            _ = try await openAI(server, .always).extractReceipt(from: Self.ocr(confidence: 95), images: [image])

            let messages = try #require(server.requests.first?.json["messages"] as? [[String: Any]])
            let parts = try #require(messages.last?["content"] as? [[String: Any]])
            #expect(parts.map { $0["type"] as? String } == ["text", "image_url"])
            #expect((parts.first?["text"] as? String)?.contains("L4: Vollmilch") == true)
            let url = (parts.last?["image_url"] as? [String: Any])?["url"] as? String
            #expect(url == "data:image/png;base64," + image.data.base64EncodedString())
        }
    }

    @Test func autoSendsClaudeAnImageBlockOnlyWhenOCRConfidenceIsLow() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(.claude(toolInput: RemoteTestKit.reply()), .claude(toolInput: RemoteTestKit.reply()))
            let image = try Self.png
            let service = claude(server, .auto)

            _ = try await service.extractReceipt(from: Self.ocr(confidence: 55), images: [image])
            _ = try await service.extractReceipt(from: Self.ocr(confidence: 92), images: [image])

            let low = try #require(server.requests.first?.json["messages"] as? [[String: Any]])
            let blocks = try #require(low.first?["content"] as? [[String: Any]])
            #expect(blocks.map { $0["type"] as? String } == ["image", "text"])
            let source = try #require(blocks.first?["source"] as? [String: Any])
            #expect(source["type"] as? String == "base64")
            #expect(source["media_type"] as? String == "image/png")
            #expect(source["data"] as? String == image.data.base64EncodedString())
            let high = try #require(server.requests.last?.json["messages"] as? [[String: Any]])
            #expect(high.first?["content"] is String)
        }
    }

    @Test func neverSendsTextOnlyAndUnsupportedFormatsAreNotImages() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(.openAI(content: RemoteTestKit.reply()))

            _ = try await openAI(server, .never).extractReceipt(from: Self.ocr(confidence: 10), images: [try Self.png])

            let messages = try #require(server.requests.first?.json["messages"] as? [[String: Any]])
            #expect(messages.last?["content"] is String)
            #expect(ReceiptImage(data: Data("II*\0tiff".utf8)) == nil)
        }
    }
}
