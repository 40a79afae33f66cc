import Foundation
import LarderCore
import LarderTestSupport
import Logging
import Testing

@testable import LarderLLM

/// How the OpenAI backend finds a structured-output form a server accepts, and what it never retries.
struct StructuredOutputNegotiationTests {
    let sleeper = Sleeper()
    /// Each test's own memory, so servers of other tests that reuse a port cannot leak into it.
    let memory = StructuredOutputMemory()

    /// What llama-cpp-python's server answers to `response_format: json_schema`: HTTP 500, a validation error.
    static let llamaCppPythonRefusal = FakeReply.error(
        status: 500, type: "internal_server_error",
        message: "1 validation error for CreateChatCompletionRequest\nresponse_format.type\n  Input should be "
            + "'text' or 'json_object' [type=literal_error, input_value='json_schema', input_type=str]")

    private func service(_ server: FakeLLMServer, baseURL: String? = nil) -> OpenAILLMService {
        var configuration = OpenAILLMService.Configuration()
        configuration.baseURL = baseURL ?? server.baseURL + "/v1"
        return OpenAILLMService(
            configuration: configuration, key: nil, logger: Logger(label: "test"),
            sleep: { await sleeper.sleep($0) }, structuredOutputs: memory)
    }

    private static func format(of request: RecordedRequest) -> [String: Any]? {
        request.json["response_format"] as? [String: Any]
    }

    /// A JSON object's text with sorted keys, so two objects compare by content.
    private static func canonical(_ object: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    private static func instructions(of request: RecordedRequest) -> String {
        ((request.json["messages"] as? [[String: Any]])?.first?["content"] as? String) ?? ""
    }

    @Test func aServerThatAcceptsJSONSchemaIsAskedOnceWithIt() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(.openAI(content: RemoteTestKit.reply()))

            let receipt = try await service(server).extractReceipt(from: RemoteTestKit.ocr)

            #expect(receipt.totalCents == 208)
            #expect(server.requests.count == 1)
            #expect(Self.format(of: server.requests[0])?["type"] as? String == "json_schema")
            #expect(memory.form(for: server.baseURL + "/v1") == .jsonSchema)
        }
    }

    @Test func aServerThatRefusesJSONSchemaIsAskedForAJSONObjectWithTheSchemaWithoutRetries() async throws {
        try await withFakeLLMServer { server in
            // Given llama-cpp-python's answer to json_schema, then a good reply
            server.enqueue(Self.llamaCppPythonRefusal, .openAI(content: RemoteTestKit.reply()))

            let receipt = try await service(server).extractReceipt(from: RemoteTestKit.ocr)

            // Then the refused request was not repeated: the second asks for json_object with the same schema
            #expect(receipt.totalCents == 208)
            #expect(server.requests.count == 2)
            #expect(await sleeper.delays.isEmpty)
            let first = try #require(Self.format(of: server.requests[0]))
            let second = try #require(Self.format(of: server.requests[1]))
            #expect(first["type"] as? String == "json_schema")
            #expect(second["type"] as? String == "json_object")
            #expect(second["json_schema"] == nil)
            // And the token limit goes under its older name too, which such servers read
            #expect(server.requests[0].json["max_tokens"] == nil)
            #expect(server.requests[1].json["max_tokens"] as? Int == 8192)
            let sentSchema = try #require(second["schema"] as? [String: Any])
            let strictSchema = try #require((first["json_schema"] as? [String: Any])?["schema"] as? [String: Any])
            #expect(try Self.canonical(sentSchema) == Self.canonical(strictSchema))
            // And the instructions spell the schema out, for a server that does not enforce it
            #expect(Self.instructions(of: server.requests[1]).contains("It must fit this JSON schema"))
            #expect(!Self.instructions(of: server.requests[0]).contains("It must fit this JSON schema"))
            #expect(memory.form(for: server.baseURL + "/v1") == .jsonObject)
        }
    }

    @Test func aServerThatRefusesBothFormsGetsThePromptAloneAndLarderChecksTheReply() async throws {
        try await withFakeLLMServer { server in
            // Given a server that refuses both response formats, then answers in a Markdown fence, first
            // without the required total and then, asked to repair, correctly
            server.enqueue(
                .error(status: 400, type: "invalid_request_error", message: "response_format is not supported"),
                .error(status: 422, type: "invalid_request_error", message: "unknown field schema"),
                .openAI(content: "```json\n" + RemoteTestKit.reply(dropping: "total") + "\n```"),
                .openAI(content: "```json\n" + RemoteTestKit.reply() + "\n```"))

            let receipt = try await service(server).extractReceipt(from: RemoteTestKit.ocr)

            // Then the third request has no response_format, and Larder's schema check sent the repair request
            #expect(receipt.totalCents == 208)
            #expect(receipt.warnings.isEmpty)
            #expect(server.requests.count == 4)
            #expect(await sleeper.delays.isEmpty)
            #expect(server.requests[2].json["response_format"] == nil)
            #expect(Self.instructions(of: server.requests[2]).contains("It must fit this JSON schema"))
            let repair = try #require(server.requests[3].json["messages"] as? [[String: Any]])
            #expect(repair.count == 4)
            #expect(server.requests[3].json["response_format"] == nil)
            #expect(memory.form(for: server.baseURL + "/v1") == .prompt)
        }
    }

    @Test func aRequestRefusedInEveryFormFailsAfterThreeRequestsNotFifteen() async throws {
        try await withFakeLLMServer { server in
            for _ in 0..<3 {
                server.enqueue(.error(status: 400, type: "invalid_request_error", message: "model 'nope' not found"))
            }

            let error = await #expect(throws: ExtractionError.self) {
                try await service(server).extractReceipt(from: RemoteTestKit.ocr)
            }

            #expect(error?.code == .unavailable)
            #expect(error?.message.contains("HTTP 400") == true)
            #expect(error?.message.contains("model 'nope' not found") == true)
            #expect(server.requests.count == 3)
            #expect(await sleeper.delays.isEmpty)
            #expect(memory.form(for: server.baseURL + "/v1") == nil)
        }
    }

    @Test func theAcceptedFormIsUsedForTheNextReceiptEvenByAnotherServiceAndSpelling() async throws {
        try await withFakeLLMServer { server in
            // Given a first receipt that found json_object
            server.enqueue(
                Self.llamaCppPythonRefusal, .openAI(content: RemoteTestKit.reply()),
                .openAI(content: RemoteTestKit.reply()))
            _ = try await service(server).extractReceipt(from: RemoteTestKit.ocr)

            // When a new service reads the next receipt at the same server, spelled with a trailing slash
            let other = service(server, baseURL: server.baseURL + "/v1/")
            let receipt = try await other.extractReceipt(from: RemoteTestKit.ocr)

            // Then it asks in json_object straight away: one request, not a refused one first
            #expect(receipt.totalCents == 208)
            #expect(server.requests.count == 3)
            #expect(Self.format(of: server.requests[2])?["type"] as? String == "json_object")
        }
    }

    @Test func aRefusalOfTheRememberedFormIsNotNegotiatedAgain() async throws {
        try await withFakeLLMServer { server in
            // Given a server known to take json_schema, which now refuses a request
            memory.remember(.jsonSchema, for: server.baseURL + "/v1")
            server.enqueue(.error(status: 400, type: "invalid_request_error", message: "context length exceeded"))

            let error = await #expect(throws: ExtractionError.self) {
                try await service(server).extractReceipt(from: RemoteTestKit.ocr)
            }

            // Then the refusal is about something else: one request, no fallback, no retry
            #expect(error?.message.contains("context length exceeded") == true)
            #expect(server.requests.count == 1)
            #expect(memory.form(for: server.baseURL + "/v1") == .jsonSchema)
        }
    }

    @Test func anOrdinaryServerErrorIsStillRetriedInTheSameForm() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(
                .error(status: 500, type: "server_error", message: "CUDA out of memory"),
                .openAI(content: RemoteTestKit.reply()))

            let receipt = try await service(server).extractReceipt(from: RemoteTestKit.ocr)

            #expect(receipt.totalCents == 208)
            #expect(server.requests.count == 2)
            #expect(await sleeper.delays == [.seconds(1)])
            #expect(Self.format(of: server.requests[1])?["type"] as? String == "json_schema")
        }
    }

    @Test func claudeIsNotRetriedEitherWhenTheServerCallsItsRequestInvalid() async throws {
        try await withFakeLLMServer { server in
            server.enqueue(
                .error(status: 500, type: "api_error", message: "1 validation error for Request: Input should be"))

            let error = await #expect(throws: ExtractionError.self) {
                try await RemoteTestKit.claude(server, sleeper: sleeper).extractReceipt(from: RemoteTestKit.ocr)
            }

            #expect(error?.code == .unavailable)
            #expect(error?.message.contains("refused the request (HTTP 500)") == true)
            #expect(server.requests.count == 1)
            #expect(await sleeper.delays.isEmpty)
        }
    }

    @Test(arguments: [
        ("http://127.0.0.1:8080/v1", "http://127.0.0.1:8080/v1"),
        ("HTTP://LocalHost:8080/v1/", "http://localhost:8080/v1"),
        ("http://user:pass@host:1/v1//", "http://host:1/v1"),
    ])
    func aBaseURLIsRememberedHoweverItIsSpelled(spelled: String, key: String) {
        #expect(StructuredOutputMemory.key(spelled) == key)
    }

    @Test(arguments: [
        ("```json\n{\"a\": 1}\n```", "{\"a\": 1}"),
        ("  ```\n{}\n```  ", "{}"),
        ("{\"a\": 1}", "{\"a\": 1}"),
        ("Here it is: {}", "Here it is: {}"),
    ])
    func aMarkdownFenceAroundTheJSONIsDropped(reply: String, json: String) {
        #expect(JSONReplyText.unfenced(reply) == json)
    }
}
