import Foundation
import LarderExtraction
import LarderPipeline

/// A photographed recipe read into a name and ingredient lines: the photo checked as any upload is (size, what
/// its bytes are, the pixels it declares), its text read by the daemon's OCR worker, the ingredients picked out
/// by ``RecipePage``. Nothing is written to disk: a recipe photo is read and let go.
struct RecipePhotoReading: Sendable {
    let recognizer: (any TextRecognizer)?
    /// Its checks only: a recipe photo never goes to the inbox.
    let checks: InboxUpload

    /// - Returns: The page's title and ingredient lines.
    /// - Throws: ``APIError``: 400 without a photo, 415 for a file that is no image, 422 when no ingredient can
    ///   be read off it, 503 when this server reads no photos.
    func read(_ bytes: [UInt8]) async throws -> RecipePage {
        guard let recognizer else {
            throw APIError(.serviceUnavailable, "this server reads no photos; send the recipe's text instead")
        }
        try checks.check(bytes)
        guard ImageSniffer.format(of: bytes) != .pdf else {
            throw APIError(.unsupportedMediaType, "a recipe must be a photo (JPEG, PNG, TIFF or WebP), not a PDF")
        }
        let text: String
        do {
            text = try await recognizer.recognize(imageData: Data(bytes), named: "recipe photo").text
        } catch {
            throw APIError(.unprocessableContent, "the photo could not be read: \(error)")
        }
        let page = RecipePage(text: text)
        guard !page.ingredientLines.isEmpty else {
            throw APIError(
                .unprocessableContent,
                "no ingredients could be read off the photo; photograph the list of ingredients straight and in good light, or type them")
        }
        return page
    }
}
