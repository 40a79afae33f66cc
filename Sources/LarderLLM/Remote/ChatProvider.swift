import Foundation
import LarderCore

/// One turn of the conversation with a model: the receipt, its answer, a repair request.
struct ChatTurn: Sendable, Hashable {
    enum Role: String, Sendable, Hashable {
        case user
        case assistant
    }

    var role: Role
    var text: String
    /// Images sent with the text; only ever on the first user turn.
    var images: [ReceiptImage] = []
}

/// What a model answered, before its content is judged.
struct ChatReply: Sendable, Hashable {
    /// The answer's JSON, as far as the model wrote it.
    var content: Data
    /// Why the reply is unusable whatever it contains: a refusal or a reply cut off at the token limit.
    var problem: String?
}

/// One provider's wire format: it sends the conversation and returns the answer.
protocol ChatProvider: Sendable {
    /// - Throws: ``ExtractionError`` when no answer arrives or the envelope is not the provider's.
    func send(_ conversation: [ChatTurn], task: ChatTask) async throws -> ChatReply
}
