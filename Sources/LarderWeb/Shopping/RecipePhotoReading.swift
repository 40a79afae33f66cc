import Foundation
import LarderCore
import LarderExtraction
import LarderLLM
import LarderPipeline
import LarderStore

/// A photographed recipe read into a name and ingredient lines: the photo checked as any upload is (size, what
/// its bytes are, the pixels it declares), its text read by the daemon's OCR worker, then the ingredients picked
/// out by the first network backend of the chain, which sees the photo too (a handwritten card), or offline by
/// ``RecipePage`` when there is none or it fails. Nothing is written to disk: a recipe photo is read and let go.
struct RecipePhotoReading: Sendable {
    let recognizer: (any TextRecognizer)?
    /// Its checks only: a recipe photo never goes to the inbox.
    let checks: InboxUpload
    let database: LarderDatabase
    let extraction: ExtractionSettings

    /// Whether this server reads recipe photos at all: with an OCR engine, or a model to look at them.
    var readsPhotos: Bool { recognizer != nil || extraction.networkBackend != nil }

    /// - Returns: The page's title and ingredient lines.
    /// - Throws: ``APIError``: 415 for a file that is no photo, 422 when no ingredient can be read off it, 503 when
    ///   this server reads no photos.
    func read(_ bytes: [UInt8]) async throws -> RecipeReading {
        guard readsPhotos else {
            throw APIError(.serviceUnavailable, "this server reads no photos; send the recipe's text instead")
        }
        try checks.check(bytes)
        guard ImageSniffer.format(of: bytes) != .pdf else {
            throw APIError(.unsupportedMediaType, "a recipe must be a photo (JPEG, PNG, TIFF or WebP), not a PDF")
        }
        var ocr = RecognizedText(text: "", confidence: 0, seconds: 0, pages: 1, words: [])
        if let recognizer {
            do {
                ocr = try await recognizer.recognize(imageData: Data(bytes), named: "recipe photo")
            } catch {
                throw APIError(.unprocessableContent, "the photo could not be read: \(error)")
            }
        }
        // A model that saw no ingredient leaves it to the OCR text's own ingredient section.
        let model = await modelReading(of: ocr, photo: bytes)
        let reading = model.flatMap { $0.ingredientLines.isEmpty ? nil : $0 } ?? RecipeReading(page: RecipePage(text: ocr.text))
        guard !reading.ingredientLines.isEmpty else {
            throw APIError(
                .unprocessableContent,
                "no ingredients could be read off the photo; photograph the list of ingredients straight and in good light, or type them")
        }
        return reading
    }

    /// The network backend's reading, its call in the usage ledger; `nil` without one, or when it fails (the
    /// offline reading stands in).
    private func modelReading(of ocr: RecognizedText, photo: [UInt8]) async -> RecipeReading? {
        guard let model = try? LedgeredModel(extraction: extraction, database: database) else { return nil }
        let images = LarderLLM.ReceiptImage(data: Data(photo)).map { [$0] } ?? []
        return try? await model.ask { try await $0.readRecipe(from: ocr, images: images) }
    }
}
