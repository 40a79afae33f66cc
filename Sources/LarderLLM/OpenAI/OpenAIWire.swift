import Foundation

/// OpenAI Chat Completions, as much of it as Larder sends and reads.
enum OpenAIWire {
    struct Request: Encodable {
        struct Message: Encodable {
            var role: String
            var content: String
            /// `data:` URLs of images sent with the text; the content becomes a list of parts then.
            var imageURLs: [String] = []

            private struct Part: Encodable {
                struct ImageURL: Encodable {
                    var url: String
                }

                var type: String
                var text: String?
                var imageURL: ImageURL?

                enum CodingKeys: String, CodingKey {
                    case type, text
                    case imageURL = "image_url"
                }
            }

            private enum CodingKeys: String, CodingKey {
                case role, content
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(role, forKey: .role)
                guard !imageURLs.isEmpty else {
                    try container.encode(content, forKey: .content)
                    return
                }
                let parts = [Part(type: "text", text: content)]
                    + imageURLs.map { Part(type: "image_url", imageURL: .init(url: $0)) }
                try container.encode(parts, forKey: .content)
            }
        }

        /// `json_schema` with ``jsonSchema``, or `json_object` with the bare ``schema`` that llama-cpp-python reads.
        struct ResponseFormat: Encodable {
            struct Schema: Encodable {
                var name: String
                var strict: Bool
                var schema: JSONValue
            }

            var type: String
            var jsonSchema: Schema?
            var schema: JSONValue?

            enum CodingKeys: String, CodingKey {
                case type, schema
                case jsonSchema = "json_schema"
            }
        }

        var model: String
        var messages: [Message]
        /// Absent when the instructions alone ask for JSON.
        var responseFormat: ResponseFormat?
        var maxCompletionTokens: Int
        /// The older name of the token limit, which servers that predate `max_completion_tokens` (llama-cpp-python's)
        /// read instead; sent only in the forms such servers are asked in.
        var maxTokens: Int?
        var temperature: Double

        enum CodingKeys: String, CodingKey {
            case model, messages, temperature
            case responseFormat = "response_format"
            case maxCompletionTokens = "max_completion_tokens"
            case maxTokens = "max_tokens"
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

    /// Token counts, read apart from the choices so that a reply Larder cannot use is still counted.
    struct UsageEnvelope: Decodable {
        struct Usage: Decodable {
            struct Details: Decodable {
                var cachedTokens: Int?

                enum CodingKeys: String, CodingKey {
                    case cachedTokens = "cached_tokens"
                }
            }

            var promptTokens: Int?
            var completionTokens: Int?
            var promptTokensDetails: Details?

            enum CodingKeys: String, CodingKey {
                case promptTokens = "prompt_tokens"
                case completionTokens = "completion_tokens"
                case promptTokensDetails = "prompt_tokens_details"
            }
        }

        var usage: Usage?
    }

    /// `prompt_tokens` already counts the cached ones.
    static func tokenUsage(of body: Data) -> TokenUsage {
        guard let usage = (try? JSONDecoder().decode(UsageEnvelope.self, from: body))?.usage else {
            return TokenUsage()
        }
        return TokenUsage(
            input: usage.promptTokens ?? 0, output: usage.completionTokens ?? 0,
            cached: usage.promptTokensDetails?.cachedTokens ?? 0)
    }
}
