import Foundation
import LarderCore

extension RemoteExtraction {
    /// Reads a label with one call, and one repair request when the answer does not fit the schema.
    ///
    /// Numbers that do not add up are not repaired: they are stored for review, like the offline reader's.
    /// - Throws: ``ExtractionError`` `emptyInput` for text without letters or digits, `malformedReply` when
    ///   the repaired answer is still unusable.
    func readLabel(from ocr: RecognizedText) async throws -> NutritionLabel {
        guard ocr.text.contains(where: { $0.isLetter || $0.isNumber }) else {
            throw ExtractionError(
                .emptyInput, backend: backend,
                message: "the OCR output holds no text; photograph the label's nutrition table")
        }
        var conversation = [ChatTurn(role: .user, text: "OCR text of the label:\n" + ocr.text)]
        var problems: [String] = []
        for attempt in 1...2 {
            let reply = try await provider.send(conversation, task: LabelSchema.task)
            let judged: (label: NutritionLabel?, problems: [String]) =
                reply.problem.map { (nil, [$0]) } ?? LabelSchema.judge(reply.content)
            if let label = judged.label { return label }
            problems = judged.problems
            guard attempt == 1 else { break }
            let text = String(decoding: reply.content, as: UTF8.self)
            conversation.append(ChatTurn(role: .assistant, text: text.isEmpty ? "(no reply)" : text))
            conversation.append(
                ChatTurn(
                    role: .user,
                    text: "Your reply cannot be stored: " + problems.joined(separator: "; ")
                        + ". Answer again with the whole label in the same schema."))
        }
        throw ExtractionError(
            .malformedReply, backend: backend,
            message: "the label reply is unusable after a repair request: " + problems.joined(separator: "; "))
    }
}
