import Foundation
import LarderCore
import LarderLLM
import LarderPipeline
import Synchronization

/// Keeps the typed errors OCR and extraction threw during one job; the pipeline's outcome has only their text,
/// and the daemon needs the type to tell a corrupt image (give up) from a busy service (try again).
final class FailureRecorder: Sendable {
    private let errors = Mutex<[any Error]>([])

    func record(_ error: any Error) {
        errors.withLock { $0.append(error) }
    }

    var recorded: [any Error] { errors.withLock { $0 } }
}

/// OCR that records its errors and reports when, and how fast, the text has been read.
struct TrackingRecognizer: TextRecognizer {
    let base: any TextRecognizer
    let recorder: FailureRecorder
    let didRecognize: @Sendable (Duration) -> Void

    func recognize(imageData: Data, named name: String) async throws -> RecognizedText {
        do {
            let start = ContinuousClock.now
            let text = try await base.recognize(imageData: imageData, named: name)
            didRecognize(ContinuousClock.now - start)
            return text
        } catch {
            recorder.record(error)
            throw error
        }
    }
}

/// An extraction backend that records its errors and how long a successful extraction took.
struct TrackingExtractor: LLMService {
    let base: any LLMService
    let recorder: FailureRecorder
    let didExtract: @Sendable (Duration) -> Void

    var backend: String { base.backend }
    var model: String { base.model }

    func extractReceipt(from ocr: RecognizedText) async throws -> ExtractedReceipt {
        do {
            let start = ContinuousClock.now
            let receipt = try await base.extractReceipt(from: ocr)
            didExtract(ContinuousClock.now - start)
            return receipt
        } catch {
            recorder.record(error)
            throw error
        }
    }

    func extractReceipt(from ocr: RecognizedText, images: [ReceiptImage]) async throws -> ExtractedReceipt {
        do {
            let start = ContinuousClock.now
            let receipt = try await base.extractReceipt(from: ocr, images: images)
            didExtract(ContinuousClock.now - start)
            return receipt
        } catch {
            recorder.record(error)
            throw error
        }
    }

    // Not recorded: a failed estimate leaves an item unmatched but does not fail the receipt.
    func estimateNutrition(ofFood name: String, category: FoodCategory) async throws -> Nutrition {
        try await base.estimateNutrition(ofFood: name, category: category)
    }

    func readLabel(from ocr: RecognizedText) async throws -> NutritionLabel {
        try await base.readLabel(from: ocr)
    }
}
