import Foundation
import LarderCore

extension RemoteExtraction {
    /// Reads a recipe photo's title and ingredient lines from its OCR text and the photo, in one call (two when
    /// the first does not fit the schema).
    /// - Throws: ``ExtractionError`` `malformedReply` when the repaired answer is still unusable.
    func readRecipe(from ocr: RecognizedText, images: [ReceiptImage]) async throws -> RecipeReading {
        let (reading, problems) = try await askWithOneRepair(
            RecipeQuestion.question(ocr: ocr.text), task: RecipeQuestion.task, judge: RecipeQuestion.judge,
            images: images)
        guard let reading else {
            throw ExtractionError(
                .malformedReply, backend: backend,
                message: "no recipe after a repair request: " + problems.joined(separator: "; "))
        }
        return reading
    }
}
