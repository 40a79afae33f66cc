import Foundation
import LarderBarcode
import LarderCore
import LarderLLM
import LarderPDF
import LarderPipeline

/// OCR that reports when, and how fast, the text has been read (the job moves on to extraction).
struct TrackingRecognizer: TextRecognizer {
    let base: any TextRecognizer
    let didRecognize: @Sendable (Duration) -> Void

    func recognize(imageData: Data, named name: String) async throws -> RecognizedText {
        let start = ContinuousClock.now
        let text = try await base.recognize(imageData: imageData, named: name)
        didRecognize(ContinuousClock.now - start)
        return text
    }

    /// Not timed: a PDF's rendered pages are, as each goes through ``recognize(imageData:named:)``.
    func pdfPages(of data: Data, named name: String, limits: PDFLimits) async throws -> [PDFReader.Page] {
        try await base.pdfPages(of: data, named: name, limits: limits)
    }

    func barcodes(inImageData data: Data, named name: String) async throws -> [Barcode] {
        try await base.barcodes(inImageData: data, named: name)
    }
}

/// An extraction backend that reports how long a successful extraction took.
struct TrackingExtractor: LLMService {
    let base: any LLMService
    let didExtract: @Sendable (Duration) -> Void

    var backend: String { base.backend }
    var model: String { base.model }

    func extractReceipt(from ocr: RecognizedText) async throws -> ExtractedReceipt {
        let start = ContinuousClock.now
        let receipt = try await base.extractReceipt(from: ocr)
        didExtract(ContinuousClock.now - start)
        return receipt
    }

    func extractReceipt(from ocr: RecognizedText, images: [ReceiptImage]) async throws -> ExtractedReceipt {
        let start = ContinuousClock.now
        let receipt = try await base.extractReceipt(from: ocr, images: images)
        didExtract(ContinuousClock.now - start)
        return receipt
    }

    func estimateNutrition(ofFood name: String, category: FoodCategory) async throws -> Nutrition {
        try await base.estimateNutrition(ofFood: name, category: category)
    }

    func readLabel(from ocr: RecognizedText) async throws -> NutritionLabel {
        try await base.readLabel(from: ocr)
    }
}
