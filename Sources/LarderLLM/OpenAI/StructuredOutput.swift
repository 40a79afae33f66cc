/// How a request asks an OpenAI-compatible server for JSON in the receipt schema.
///
/// Servers differ: OpenAI, Ollama, vLLM and llama.cpp's `llama-server` take `json_schema`; llama-cpp-python's
/// server takes only `json_object` with a `schema` field; some take neither. The backend starts with the
/// strictest form and steps down when a server refuses one. Whatever the form, Larder checks the reply
/// against the schema itself and asks for a repair when it does not fit.
enum StructuredOutput: String, Sendable, Hashable, CaseIterable {
    /// `response_format: {type: json_schema, json_schema: {name, strict, schema}}`: the server enforces it.
    case jsonSchema = "json_schema"
    /// `response_format: {type: json_object, schema}`: JSON, the schema as far as the server honours it.
    case jsonObject = "json_object"
    /// No `response_format`: the instructions ask for JSON in the schema, and only Larder's checks hold it.
    case prompt

    /// The form to try when a server refuses this one; `nil` after the last.
    var fallback: StructuredOutput? {
        switch self {
        case .jsonSchema: .jsonObject
        case .jsonObject: .prompt
        case .prompt: nil
        }
    }
}
