import LarderCore
import LarderExtraction
import LarderTestSupport
import Testing

@testable import LarderLLM

/// The offline backend is LarderExtraction's reader behind the ``LLMService`` protocol.
struct OfflineLLMServiceTests {
    let service = OfflineLLMService()

    @Test func namesItselfOfflineWithARuleSetVersion() {
        #expect(service.backend == "offline")
        #expect(OfflineLLMService(configuration: .init(model: "rules-2")).model == "rules-2")
        #expect(service.model == "rules-1")
    }

    @Test func givesWhatTheReceiptReaderReads() async throws {
        // Given a short receipt laid out as OCR words
        let ocr = ReceiptText.recognized(["REWE Markt", "Vollmilch         1,09 B", "Brot              2,49 B", "SUMME   EUR  3,58"])

        // When the backend and the reader each read it
        let fromService = try await service.extractReceipt(from: ocr)
        let fromReader = try ReceiptReader.receipt(from: ocr)

        // Then they agree, and the receipt was really read
        #expect(fromService == fromReader)
        #expect(fromService.totalCents == 358)
        #expect(fromService.items.count == 2)
    }

    @Test func reportsAnEmptyReadingAsEmptyInputFromTheOfflineBackend() async throws {
        let blank = RecognizedText(text: " \n ", confidence: 0, seconds: 0, pages: 1, words: [])
        let error = await #expect(throws: ExtractionError.self) { try await service.extractReceipt(from: blank) }
        #expect(error?.code == .emptyInput)
        #expect(error?.backend == "offline")
    }

    @Test func readsLabelsWithTheOfflineLabelReader() async throws {
        let text = "Nährwerte pro 100 g\nBrennwert 1500 kJ / 360 kcal\nFett 2,0 g\nKohlenhydrate 70 g\nEiweiß 12 g\nSalz 0,5 g"
        let label = try await service.readLabel(from: RecognizedText(text: text, confidence: 90, seconds: 0, pages: 1, words: []))
        #expect(label == (try NutritionLabelReader().read(text)))
        #expect(label.nutrition.protein == 12)
    }
}
