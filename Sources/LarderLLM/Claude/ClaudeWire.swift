import Foundation

/// Anthropic's Messages API, as much of it as Larder sends and reads.
enum ClaudeWire {
    struct Request: Encodable {
        struct SystemBlock: Encodable {
            var type = "text"
            var text: String
            var cacheControl: CacheControl?

            enum CodingKeys: String, CodingKey {
                case type, text
                case cacheControl = "cache_control"
            }
        }

        struct CacheControl: Encodable {
            var type = "ephemeral"
        }

        struct Message: Encodable {
            var role: String
            var content: String
            /// Images sent before the text; the content becomes a list of blocks then.
            var images: [ReceiptImage] = []

            private struct Block: Encodable {
                struct Source: Encodable {
                    var type = "base64"
                    var mediaType: String
                    var data: String

                    enum CodingKeys: String, CodingKey {
                        case type, data
                        case mediaType = "media_type"
                    }
                }

                var type: String
                var text: String?
                var source: Source?
            }

            private enum CodingKeys: String, CodingKey {
                case role, content
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(role, forKey: .role)
                guard !images.isEmpty else {
                    try container.encode(content, forKey: .content)
                    return
                }
                // Anthropic advises images before the text that refers to them.
                let blocks = images.map {
                    Block(type: "image", source: .init(mediaType: $0.mediaType, data: $0.data.base64EncodedString()))
                } + [Block(type: "text", text: content)]
                try container.encode(blocks, forKey: .content)
            }
        }

        struct Tool: Encodable {
            var name: String
            var description: String
            var inputSchema: JSONValue

            enum CodingKeys: String, CodingKey {
                case name, description
                case inputSchema = "input_schema"
            }
        }

        struct ToolChoice: Encodable {
            var type = "tool"
            var name: String
        }

        var model: String
        var maxTokens: Int
        var system: [SystemBlock]
        var messages: [Message]
        var tools: [Tool]
        var toolChoice: ToolChoice
        var temperature: Double

        enum CodingKeys: String, CodingKey {
            case model, system, messages, tools, temperature
            case maxTokens = "max_tokens"
            case toolChoice = "tool_choice"
        }
    }

    struct Response: Decodable {
        struct Block: Decodable {
            var type: String
            var text: String?
            var name: String?
            var input: JSONValue?
        }

        var content: [Block]
        var stopReason: String?

        enum CodingKeys: String, CodingKey {
            case content
            case stopReason = "stop_reason"
        }
    }

    /// Token counts, read apart from the content so that a reply Larder cannot use is still counted.
    struct UsageEnvelope: Decodable {
        struct Usage: Decodable {
            var inputTokens: Int?
            var outputTokens: Int?
            var cacheReadInputTokens: Int?
            var cacheCreationInputTokens: Int?

            enum CodingKeys: String, CodingKey {
                case inputTokens = "input_tokens"
                case outputTokens = "output_tokens"
                case cacheReadInputTokens = "cache_read_input_tokens"
                case cacheCreationInputTokens = "cache_creation_input_tokens"
            }
        }

        var usage: Usage?
    }

    /// Anthropic's `input_tokens` leaves out the cached prefix, so it is added back: the ledger's input
    /// counts every prompt token on every backend.
    static func tokenUsage(of body: Data) -> TokenUsage {
        guard let usage = (try? JSONDecoder().decode(UsageEnvelope.self, from: body))?.usage else {
            return TokenUsage()
        }
        let cached = usage.cacheReadInputTokens ?? 0
        return TokenUsage(
            input: (usage.inputTokens ?? 0) + cached + (usage.cacheCreationInputTokens ?? 0),
            output: usage.outputTokens ?? 0, cached: cached)
    }
}
