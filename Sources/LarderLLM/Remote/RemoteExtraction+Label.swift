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
        let (label, problems) = try await askWithOneRepair(
            "OCR text of the label:\n" + ocr.text, task: LabelSchema.task, judge: LabelSchema.judge)
        guard let label else {
            throw ExtractionError(
                .malformedReply, backend: backend,
                message: "the label reply is unusable after a repair request: " + problems.joined(separator: "; "))
        }
        return label
    }
}
