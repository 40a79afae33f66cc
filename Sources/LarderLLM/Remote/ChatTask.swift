/// What a conversation with a model is for: its fixed instructions and the schema the answer must fit.
///
/// The instructions and schema go first in every request and never change for a task, so providers can
/// cache them.
struct ChatTask: Sendable {
    var instructions: String
    /// The schema's name (OpenAI) and the forced tool's name (Claude).
    var schemaName: String
    var schema: JSONValue
    /// What the forced tool does, for Claude.
    var toolDescription: String
    /// The ledger's purpose of the first call; a follow-up call is a "repair".
    var purpose: String

    /// Reading a receipt from its OCR lines.
    static let receipt = ChatTask(
        instructions: ReceiptPrompt.instructions, schemaName: ReceiptSchema.name, schema: ReceiptSchema.value,
        toolDescription: "Stores the grocery receipt read from the OCR text.", purpose: "receipt")
}
