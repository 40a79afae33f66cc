import Foundation
import LarderCore
import LarderOCR
import Testing

struct OCRWorkerConfigurationTests {
    @Test func theConfidenceFilterDropsExactlyTheWordsBelowTheThreshold() async throws {
        // Given every word of the receipt PNG read without a filter, and a threshold inside their
        // range of confidences
        let unfiltered = try OCRWorker(configuration: OCRConfiguration(minimumWordConfidence: 0))
        let all = try await unfiltered.recognize(imageAt: Fixture.url("receipt.png")).words
        let confidences = all.map(\.confidence).sorted()
        let threshold = try #require(confidences.first { $0 > confidences[0] })

        // When the same image is read with that minimum word confidence
        let filtered = try OCRWorker(configuration: OCRConfiguration(minimumWordConfidence: threshold))
        let result = try await filtered.recognize(imageAt: Fixture.url("receipt.png"))

        // Then exactly the weaker words are gone, the text holds only the kept words, and line numbers
        // stay dense
        let kept = all.filter { $0.confidence >= threshold }
        #expect(result.words.map(\.text) == kept.map(\.text))
        #expect(result.words.count < all.count)
        #expect(result.words.allSatisfy { $0.confidence >= threshold })
        #expect(result.text.split(whereSeparator: \.isWhitespace).map(String.init) == kept.map(\.text))
        let lines = Set(result.words.map(\.line))
        #expect(lines == Set(0..<lines.count))
    }

    @Test func tesseractVariablesReachTheEngine() async throws {
        // Given a worker told to read only digits and commas
        let configuration = OCRConfiguration(tesseractVariables: ["tessedit_char_whitelist": "0123456789,"])
        let worker = try OCRWorker(configuration: configuration)

        // When the receipt is read
        let result = try await worker.recognize(imageAt: Fixture.url("receipt.png"))

        // Then no letters appear, but the prices still do
        #expect(!result.text.contains { $0.isLetter })
        #expect(result.text.contains("5,47"))
    }
}
