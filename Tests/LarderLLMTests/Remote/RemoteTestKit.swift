import Foundation
import InMemoryLogging
import LarderCore
import LarderLLM
import LarderTestSupport
import Logging

/// A receipt, its correct JSON reply, and doubles for the network backends' clock and logs.
enum RemoteTestKit {
    /// A key that must never be seen outside a request header.
    static let secret = "sk-test-SECRET-0123456789abcdef"

    static let ocr = ReceiptText.recognized([
        "LIDL", "Hauptstr. 1, 33100 Paderborn", "07.04.20", "Vollmilch 3,5% 1L      1,09 A",
        "Bananen 0,512 kg       0,99 A", "SUMME                  2,08",
    ])

    /// A correct reply for ``ocr`` in the schema's shape.
    static func reply(total: String = "2.08", dropping key: String? = nil) -> String {
        var object: [String: Any] = [
            "store": "Lidl", "address": "Hauptstr. 1, 33100 Paderborn", "date": "2020-04-07", "currency": "EUR",
            "total": Double(total)!,
            "items": [
                [
                    "original_text": "Vollmilch 3,5% 1L", "name": "whole milk", "quantity": 1, "grams": 1000,
                    "grams_source": "stated", "price": 1.09, "category": "dairy", "food_id": 3,
                ],
                [
                    "original_text": "Bananen 0,512 kg", "name": "bananas", "quantity": NSNull(), "grams": 512,
                    "grams_source": "stated", "price": 0.99, "category": "produce", "food_id": NSNull(),
                ],
            ],
        ]
        if let key { object[key] = nil }
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    static var key: APIKey { APIKey(secret)! }

    static func openAI(_ server: FakeLLMServer, sleeper: Sleeper, logs: InMemoryLogHandler = InMemoryLogHandler(),
        timeout: Duration = .seconds(10)) -> OpenAILLMService
    {
        var configuration = OpenAILLMService.Configuration()
        configuration.baseURL = server.baseURL + "/v1"
        configuration.timeout = timeout
        return OpenAILLMService(
            configuration: configuration, key: key, logger: Logger(label: "test", factory: { _ in logs }),
            sleep: { await sleeper.sleep($0) })
    }

    static func claude(_ server: FakeLLMServer, sleeper: Sleeper, logs: InMemoryLogHandler = InMemoryLogHandler())
        -> ClaudeLLMService
    {
        var configuration = ClaudeLLMService.Configuration()
        configuration.baseURL = server.baseURL
        return ClaudeLLMService(
            configuration: configuration, key: key, logger: Logger(label: "test", factory: { _ in logs }),
            sleep: { await sleeper.sleep($0) })
    }
}

/// Records the waits a backend asks for and returns at once, so retry tests never sleep.
actor Sleeper {
    private(set) var delays: [Duration] = []

    func sleep(_ delay: Duration) {
        delays.append(delay)
    }
}
