import Foundation

/// OpenAI Chat Completions, as much of it as Larder sends and reads.
enum OpenAIWire {
    struct Request: Encodable {
        struct Message: Encodable {
            var role: String
            var content: String
        }

        struct ResponseFormat: Encodable {
            struct Schema: Encodable {
                var name: String
                var strict: Bool
                var schema: JSONValue
            }

            var type = "json_schema"
            var jsonSchema: Schema

            enum CodingKeys: String, CodingKey {
                case type
                case jsonSchema = "json_schema"
            }
        }

        var model: String
        var messages: [Message]
        var responseFormat: ResponseFormat
        var maxCompletionTokens: Int
        var temperature: Double

        enum CodingKeys: String, CodingKey {
            case model, messages, temperature
            case responseFormat = "response_format"
            case maxCompletionTokens = "max_completion_tokens"
        }
    }

    struct Response: Decodable {
        struct Choice: Decodable {
            struct Message: Decodable {
                var content: String?
                var refusal: String?
            }

            var message: Message
            var finishReason: String?

            enum CodingKeys: String, CodingKey {
                case message
                case finishReason = "finish_reason"
            }
        }

        var choices: [Choice]
    }

}
