import Foundation
import LarderCore
import LarderTestSupport
import Testing

@testable import LarderLLM

/// The OpenAI backend against a loopback server speaking Chat Completions.
struct OpenAILLMServiceTests {
    let sleeper = Sleeper()

    @Test func sendsOneStrictSchemaRequestWithTheOCRTextAndNoKeyInTheBody() async throws {
        try await withFakeLLMServer { server in
            // Given a server that answers with a correct receipt
            server.enqueue(.openAI(content: RemoteTestKit.reply()))

            // When a receipt is extracted
            _ = try await RemoteTestKit.openAI(server, sleeper: sleeper).extractReceipt(from: RemoteTestKit.ocr)

            // Then one Chat Completions request went out, keyed in the header only, strict schema, text included
            let request = try #require(server.requests.first)
            #expect(server.requests.count == 1)
            #expect(request.method == "POST")
            #expect(request.path == "/v1/chat/completions")
            #expect(request.headers["authorization"] == "Bearer \(RemoteTestKit.secret)")
            #expect(!request.text.contains(RemoteTestKit.secret))
            #expect(request.json["model"] as? String == "gpt-4.1-mini")
            let format = try #require(request.json["response_format"] as? [String: Any])
            #expect(format["type"] as? String == "json_schema")
            let schema = try #require(format["json_schema"] as? [String: Any])
            #expect(schema["strict"] as? Bool == true)
            #expect(schema["name"] as? String == "record_receipt")
            let properties = try #require((schema["schema"] as? [String: Any])?["properties"] as? [String: Any])
            #expect(Set(properties.keys) == ["store", "address", "date", "currency", "total", "items"])
            let messages = try #require(request.json["messages"] as? [[String: Any]])
            #expect(messages.first?["role"] as? String == "system")
            #expect(messages.first?["content"] as? String == ReceiptPrompt.instructions)
            #expect((messages.last?["content"] as? String)?.contains("L4: Vollmilch 3,5% 1L      1,09 A") == true)
        }
    }

    @Test func decodesAReplyIntoTheReceiptTypes() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(.openAI(content: RemoteTestKit.reply()))

            let receipt = try await RemoteTestKit.openAI(server, sleeper: sleeper).extractReceipt(
                from: RemoteTestKit.ocr)

            #expect(receipt.store == StoreInfo(name: "Lidl", address: "Hauptstr. 1, 33100 Paderborn"))
            #expect(receipt.date == ReceiptDate(year: 2020, month: 4, day: 7))
            #expect(receipt.currency == "EUR")
            #expect(receipt.totalCents == 208)
            #expect(receipt.items.map(\.priceCents) == [109, 99])
            #expect(receipt.items.first?.name == "whole milk")
            #expect(receipt.items.last?.grams == 512)
            #expect(receipt.items.last?.gramsSource == .stated)
            #expect(receipt.items.last?.category == .produce)
            #expect(receipt.warnings.isEmpty)
        }
    }

    @Test func malformedJSONIsRepairedWithOneRequestQuotingTheProblem() async throws {
        try await withFakeLLMServer { server in
            // Given a first reply that is not JSON, then a correct one
            server.enqueue(.openAI(content: "{\"store\": \"Lidl\", "), .openAI(content: RemoteTestKit.reply()))

            let receipt = try await RemoteTestKit.openAI(server, sleeper: sleeper).extractReceipt(
                from: RemoteTestKit.ocr)

            // Then the second request carries the bad reply and names the problem, and the repair is used
            #expect(server.requests.count == 2)
            let messages = try #require(server.requests.last?.json["messages"] as? [[String: Any]])
            #expect(messages.map { $0["role"] as? String } == ["system", "user", "assistant", "user"])
            #expect((messages.last?["content"] as? String)?.contains("not valid JSON") == true)
            #expect(receipt.totalCents == 208)
            #expect(receipt.warnings.isEmpty)
        }
    }

    @Test func aSchemaViolationIsRepaired() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(
                .openAI(content: RemoteTestKit.reply(dropping: "total")), .openAI(content: RemoteTestKit.reply()))

            let receipt = try await RemoteTestKit.openAI(server, sleeper: sleeper).extractReceipt(
                from: RemoteTestKit.ocr)

            let repair = try #require(server.requests.last?.json["messages"] as? [[String: Any]]).last
            #expect((repair?["content"] as? String)?.contains("lacks the required property 'total'") == true)
            #expect(receipt.totalCents == 208)
        }
    }

    @Test func articlesThatStillMissTheTotalAfterRepairComeBackWithAWarning() async throws {
        try await withFakeLLMServer { server in
            // Given two replies whose articles (2.08) do not add up to the total (2.80)
            server.enqueue(
                .openAI(content: RemoteTestKit.reply(total: "2.80")),
                .openAI(content: RemoteTestKit.reply(total: "2.80")))

            let receipt = try await RemoteTestKit.openAI(server, sleeper: sleeper).extractReceipt(
                from: RemoteTestKit.ocr)

            // Then the repair request quoted the sums, and the reading is kept with the reason as a warning
            let repair = try #require(server.requests.last?.json["messages"] as? [[String: Any]]).last
            #expect((repair?["content"] as? String)?.contains("articles add up to 2.08, total says 2.80") == true)
            #expect(server.requests.count == 2)
            #expect(receipt.items.count == 2)
            #expect(receipt.warnings == ["openai: articles add up to 2.08, total says 2.80"])
        }
    }

    @Test func aRefusalIsRepairedLikeABadReply() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(
                .openAI(content: nil, refusal: "I can't assist with that."), .openAI(content: RemoteTestKit.reply()))

            let receipt = try await RemoteTestKit.openAI(server, sleeper: sleeper).extractReceipt(
                from: RemoteTestKit.ocr)

            let repair = try #require(server.requests.last?.json["messages"] as? [[String: Any]]).last
            #expect((repair?["content"] as? String)?.contains("the model refused") == true)
            #expect(receipt.totalCents == 208)
        }
    }

    @Test func aReplyTruncatedTwiceBecomesAnEmptyReceiptThatSaysWhy() async throws {
        try await withFakeLLMServer { server in
            let cut = String(RemoteTestKit.reply().prefix(80))
            server.enqueue(.openAI(content: cut, finishReason: "length"), .openAI(content: cut, finishReason: "length"))

            let receipt = try await RemoteTestKit.openAI(server, sleeper: sleeper).extractReceipt(
                from: RemoteTestKit.ocr)

            #expect(server.requests.count == 2)
            #expect(receipt.items.isEmpty)
            #expect(receipt.warnings.count == 1)
            #expect(receipt.warnings.first?.contains("cut off at the token limit") == true)
        }
    }

    @Test func insufficientQuotaFailsAtOnceAndSaysSo() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(
                .error(status: 429, type: "insufficient_quota", code: "insufficient_quota", message: "You exceeded it.")
            )

            let error = await #expect(throws: ExtractionError.self) {
                try await RemoteTestKit.openAI(server, sleeper: sleeper).extractReceipt(from: RemoteTestKit.ocr)
            }

            #expect(error?.code == .quotaExceeded)
            #expect(error?.description.contains("no quota left") == true)
            #expect(server.requests.count == 1)
            #expect(await sleeper.delays.isEmpty)
        }
    }
}
